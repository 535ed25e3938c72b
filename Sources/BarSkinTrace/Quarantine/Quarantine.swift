import BarSkinCore

/// Applies a ``QuarantinePlan`` and undoes it: moves each asset's files into the quarantine folder,
/// edits each `project.pbxproj` by object identifier, and keeps the manifest that restores both.
public struct Quarantine: Sendable {
    /// The traced folder, as the user named it.
    public let root: String
    /// The quarantine folder, relative to the root.
    public let folder: String
    let files: QuarantineFiles

    /// The quarantine `folder` (relative to `root`) of the traced folder `root`.
    public init(root: String, folder: String) {
        self.root = root
        self.folder = folder
        files = QuarantineFiles(root: root)
    }

    /// The quarantine folder the user named `named` (nil for the default) of the traced folder `root`.
    /// - Throws: ``QuarantineProblem/outsideRoot(root:)`` at `named` for a folder outside the root.
    public init(root: String, folderNamed named: String?) throws {
        files = QuarantineFiles(root: root)
        self.root = root
        folder = try files.folder(named: named).relative
    }

    /// The manifest, relative to the root.
    public var manifestPath: String { folder + "/" + QuarantineManifest.fileName }

    /// What an apply or a restore did.
    public struct Outcome: Sendable {
        /// The records moved, or put back, in order.
        public var done: [QuarantineRecord] = []
        /// Why the others were not, each about the file it names; a batch goes on past each.
        public var errors: [QuarantineError] = []
    }

    /// Moves every asset of `plan`, each wholly or not at all, then checks the result with `retrace`:
    /// the names trace calls `missing` after the moves (it is given the records moved). A move that
    /// made a name missing that `missingBefore` lacks is put back at once and reported.
    public func apply(_ plan: QuarantinePlan, missingBefore: Set<String>, retrace: ([QuarantineRecord]) -> Set<String>) -> Outcome {
        var outcome = Outcome()
        var manifest: QuarantineManifest
        do { manifest = try readManifest() ?? QuarantineManifest() } catch { outcome.errors.append(error); return outcome }
        for move in plan.moves {
            do {
                outcome.done.append(try apply(move, to: &manifest))
            } catch let error as QuarantineError {
                outcome.errors.append(error)
            } catch {
                outcome.errors.append(QuarantineProblem.cannotMove(reason: "\(error)").located(at: files.shown(move.finding.file)))
            }
        }
        guard !outcome.done.isEmpty else { return outcome }
        let missing = retrace(outcome.done).subtracting(missingBefore)
        guard !missing.isEmpty else { return outcome }
        // A name no moved asset answers is blamed on them all: the quarantine as a whole was wrong.
        let blamed = outcome.done.filter { !$0.move.answers(missing).isEmpty }
        for record in (blamed.isEmpty ? outcome.done : blamed).reversed() {
            let names = record.move.answers(missing).isEmpty ? missing.sorted() : record.move.answers(missing)
            outcome.errors.append(QuarantineProblem.madeMissing(asset: record.move.asset, names: names).located(at: files.shown(record.move.finding.file)))
            outcome.errors += restore(names: [record.move.asset]).errors
            outcome.done.removeAll { $0.move.asset == record.move.asset }
        }
        return outcome
    }

    /// Makes one move: journals it, edits the projects, moves the files, then marks it done.
    private func apply(_ move: QuarantineMove, to manifest: inout QuarantineManifest) throws -> QuarantineRecord {
        for file in move.files where files.exists(file.quarantined) {
            throw QuarantineProblem.destinationTaken(asset: move.asset).located(at: files.shown(file.quarantined))
        }
        var edits: [(path: String, bytes: [UInt8])] = []
        var record = QuarantineRecord(state: .moving, move: move, projects: [])
        for project in Set(move.projectObjects.map(\.project) + move.projectEntries.map(\.project)).sorted() {
            let text = try XcodeProjectText(path: files.shown(project), bytes: try FileBytes.read(files.rootPath + "/" + project, limit: XcodeProjectText.byteLimit))
            let entries = move.projectEntries.filter { $0.project == project }.map { ProjectEntry(object: $0.object, key: $0.key, value: $0.value) }
            let (bytes, removed) = try text.remove(objects: Set(move.projectObjects.filter { $0.project == project }.map(\.id)), entries: Set(entries))
            edits.append((project, bytes))
            record.projects.append(QuarantinedProjectText(path: project, removed: removed))
        }
        manifest.entries.append(record)
        try writeManifest(manifest)
        do {
            for edit in edits { try AtomicFile.write(edit.bytes, to: files.rootPath + "/" + edit.path, below: files.rootPath) }
            for index in record.move.copies.indices {
                record.move.copies[index].sha256 = try files.copy(record.move.copies[index].original, to: record.move.copies[index].quarantined)
            }
            for index in record.move.files.indices {
                let file = record.move.files[index]
                record.move.files[index].sha256 = try files.move(file.original, to: file.quarantined, asset: move.asset)
                manifest.entries[manifest.entries.count - 1] = record
            }
        } catch {
            // Half a move is never left: what was done goes back, and the journal entry with it.
            manifest.entries[manifest.entries.count - 1] = record
            try? writeManifest(manifest)
            _ = restore(names: [move.asset])
            throw error
        }
        for emptied in move.emptiedFolders { files.removeEmptyFolders(emptied, upTo: emptied) }
        record.state = .moved
        manifest.entries[manifest.entries.count - 1] = record
        try writeManifest(manifest)
        return record
    }

    /// The manifest, nil when the quarantine folder has none.
    /// - Throws: ``QuarantineError`` for one that cannot be read or is not a manifest.
    public func readManifest() throws(QuarantineError) -> QuarantineManifest? {
        guard files.exists(manifestPath) else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(files.rootPath + "/" + manifestPath) } catch {
            throw QuarantineProblem.malformedManifest(detail: "it cannot be read").located(at: files.shown(manifestPath))
        }
        do { return try QuarantineManifest(bytes: bytes, path: files.shown(manifestPath)) } catch let error as QuarantineError { throw error } catch {
            throw QuarantineProblem.malformedManifest(detail: "\(error)").located(at: files.shown(manifestPath))
        }
    }

    /// Writes `manifest` (temporary file, then rename), or removes it when it holds no entry.
    func writeManifest(_ manifest: QuarantineManifest) throws {
        if manifest.entries.isEmpty {
            _ = files.remove(manifestPath)
            return
        }
        try AtomicFile.write(manifest.bytes, to: files.rootPath + "/" + manifestPath, below: files.rootPath)
    }
}
