import BarSkinCore
import Foundation

/// A quarantine written as a git-style patch instead of made: each file's move a pure rename
/// (`similarity index 100%`, no content, so images need none), each group `Contents.json` copy a new
/// file, each `project.pbxproj` edit and the manifest as hunks. `git apply` (or `patch -p1`) in the
/// traced folder then leaves what `--apply` would, the manifest included, so `--restore` undoes it too.
public struct QuarantinePatch: Sendable {
    /// The patch's text.
    public let text: String
    /// The records the manifest in the patch holds for its moves, in order.
    public let records: [QuarantineRecord]
    /// The moves left out, each with why (a destination taken, a project that cannot lose the objects).
    public let errors: [QuarantineError]

    /// The patch of `plan` in the quarantine `quarantine`; nothing on disk changes.
    /// - Throws: ``QuarantineError`` for a manifest that cannot be read.
    public init(plan: QuarantinePlan, quarantine: Quarantine) throws {
        let files = quarantine.files
        let existing = try quarantine.readManifest()
        var manifest = existing ?? QuarantineManifest()
        var projects: [String: (original: [UInt8], current: [UInt8])] = [:], added: [String: [UInt8]] = [:], addedOrder: [String] = []
        var renames: [QuarantineFile] = [], records: [QuarantineRecord] = [], errors: [QuarantineError] = []
        for move in plan.moves {
            do {
                var record = QuarantineRecord(state: .moved, move: move, projects: [], movedAt: QuarantineRecord.timestamp(quarantine.now()))
                var newCopies: [(String, [UInt8])] = [], newProjects = projects
                for (index, file) in move.files.enumerated() {
                    guard !files.exists(file.quarantined), !renames.contains(where: { $0.quarantined == file.quarantined }) else {
                        throw QuarantineProblem.destinationTaken(asset: move.asset).located(at: files.shown(file.quarantined))
                    }
                    record.move.files[index].sha256 = try files.sha256(ofRegular: file.original)
                }
                for (index, copy) in move.copies.enumerated() {
                    if let sha = files.sha256(of: copy.quarantined) ?? added[copy.quarantined].map(PixelDigest.sha256(of:)) {
                        record.move.copies[index].sha256 = sha
                    } else if let bytes = try? FileBytes.read(files.rootPath + "/" + copy.original) {
                        record.move.copies[index].sha256 = PixelDigest.sha256(of: bytes)
                        newCopies.append((copy.quarantined, bytes))
                    } else {
                        throw QuarantineProblem.notRegularFile.located(at: files.shown(copy.original))
                    }
                }
                for project in move.editedProjects {
                    let bytes = try newProjects[project]?.current ?? FileBytes.read(files.rootPath + "/" + project, limit: XcodeProjectText.byteLimit)
                    let text = try XcodeProjectText(path: files.shown(project), bytes: bytes)
                    let (edited, removed) = try text.remove(objects: move.objects(in: project), entries: move.entries(in: project))
                    newProjects[project] = (newProjects[project]?.original ?? bytes, edited)
                    record.projects.append(QuarantinedProjectText(path: project, removed: removed))
                }
                // Only a move all of whose parts could be written joins the patch.
                projects = newProjects
                for (path, bytes) in newCopies where added[path] == nil { added[path] = bytes; addedOrder.append(path) }
                renames += record.move.files
                records.append(record)
                manifest.entries.append(record)
            } catch let error as QuarantineError {
                errors.append(error)
            } catch {
                errors.append(QuarantineProblem.cannotMove(reason: "\(error)").located(at: files.shown(move.finding.file)))
            }
        }
        var text = ""
        for file in renames {
            text += "diff --git \(Self.quoted("a/" + file.original)) \(Self.quoted("b/" + file.quarantined))\nsimilarity index 100%\n"
                + "rename from \(Self.quoted(file.original))\nrename to \(Self.quoted(file.quarantined))\n"
        }
        for path in addedOrder { text += Self.fileDiff(path: path, old: nil, new: added[path]!) }
        for path in projects.keys.sorted() { text += Self.fileDiff(path: path, old: projects[path]!.original, new: projects[path]!.current) }
        if !records.isEmpty {
            text += Self.fileDiff(path: quarantine.manifestPath, old: existing.map(\.bytes), new: manifest.bytes)
        }
        self.text = text
        self.records = records
        self.errors = errors
    }

    /// A text file's diff: new when `old` is nil.
    static func fileDiff(path: String, old: [UInt8]?, new: [UInt8]) -> String {
        let hunks = UnifiedDiff(old: String(decoding: old ?? [], as: UTF8.self), new: String(decoding: new, as: UTF8.self)).hunks
        guard !hunks.isEmpty || old == nil else { return "" }
        let header = "diff --git \(quoted("a/" + path)) \(quoted("b/" + path))\n"
        // git ends a name holding a space with a tab on these two lines, so the name's end is known.
        let tab = path.contains(" ") && !needsQuotes(path) ? "\t" : ""
        if old == nil { return header + "new file mode 100644\n--- /dev/null\n+++ \(quoted("b/" + path))\(tab)\n" + hunks }
        return header + "--- \(quoted("a/" + path))\(tab)\n+++ \(quoted("b/" + path))\(tab)\n" + hunks
    }

    /// `path` as git writes it in a patch: as it is, or in double quotes with C escapes (octal for
    /// bytes above ASCII) when it holds a quote, a backslash, a control character or such a byte.
    static func quoted(_ path: String) -> String {
        guard needsQuotes(path) else { return path }
        var text = "\""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case UInt8(ascii: "\t"): text += "\\t"
            case UInt8(ascii: "\n"): text += "\\n"
            case 0x20..<0x7F: text += String(UnicodeScalar(byte))
            default: text += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return text + "\""
    }

    private static func needsQuotes(_ path: String) -> Bool {
        path.utf8.contains { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
