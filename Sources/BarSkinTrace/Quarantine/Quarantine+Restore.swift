import BarSkinCore

extension Quarantine {
    /// Puts back what the manifest records for the assets `names` (every asset when empty), the last
    /// moved first: files to their places, project objects where they were, byte for byte. An asset
    /// one of whose files changed in the quarantine, or whose place is taken, stays, named in an error.
    /// Restored entries leave the manifest; with none left it goes, with the quarantine's empty folders.
    public func restore(names: [String]) -> Outcome {
        var outcome = Outcome()
        let read: QuarantineManifest?
        do { read = try readManifest() } catch { outcome.errors.append(error); return outcome }
        guard var manifest = read else {
            outcome.errors.append(QuarantineProblem.noManifest.located(at: files.shown(manifestPath)))
            return outcome
        }
        for name in names where !manifest.entries.contains(where: { $0.move.asset == name }) {
            outcome.errors.append(QuarantineProblem.notQuarantined(name: name).located(at: files.shown(manifestPath)))
        }
        for record in manifest.entries.reversed() where names.isEmpty || names.contains(record.move.asset) {
            do {
                try restore(record)
                manifest.entries.removeAll { $0 == record }
                outcome.done.insert(record, at: 0)
                try writeManifest(manifest)
            } catch let error as QuarantineError {
                outcome.errors.append(error)
            } catch {
                outcome.errors.append(QuarantineProblem.cannotMove(reason: "\(error)").located(at: files.shown(manifestPath)))
            }
        }
        releaseCopies(of: outcome.done, keptBy: manifest)
        return outcome
    }

    /// Removes the group `Contents.json` copies of `done` that no entry left in `manifest` still needs (a copy stays
    /// while a set still in the quarantine lies under it), unchanged ones only, and the folders that leaves empty.
    func releaseCopies(of done: [QuarantineRecord], keptBy manifest: QuarantineManifest) {
        let kept = Set(manifest.entries.flatMap { $0.move.copies.map(\.quarantined) })
        for copy in done.flatMap(\.move.copies) where copy.quarantined.hasPrefix(folder + "/") && !kept.contains(copy.quarantined)
            && files.sha256(of: copy.quarantined) == copy.sha256 {
            _ = files.remove(copy.quarantined)
            files.removeEmptyFolders(PathText.folder(of: copy.quarantined), upTo: folder)
        }
        files.removeEmptyFolders(folder, upTo: folder)
    }

    /// Puts one record back, checking every file before anything moves.
    private func restore(_ record: QuarantineRecord) throws {
        let asset = record.move.asset
        var back: [QuarantineFile] = [], twins: [QuarantineFile] = []
        for file in record.move.files {
            // A move cut short between its link and its unlink left one file under both names.
            if record.state == .moving, files.areOneFile(file.original, file.quarantined) { twins.append(file); continue }
            let here = files.sha256(of: file.quarantined)
            // A move cut short left this file where it was.
            if file.sha256.isEmpty || (here == nil && files.exists(file.original) && record.state == .moving) { continue }
            guard let here else { throw QuarantineProblem.cannotMove(reason: "no such file").located(at: files.shown(file.quarantined)) }
            guard here == file.sha256 else {
                throw QuarantineProblem.changedSinceQuarantine(asset: asset, sha256: file.sha256).located(at: files.shown(file.quarantined))
            }
            guard !files.exists(file.original) else { throw QuarantineProblem.originalTaken(asset: asset).located(at: files.shown(file.original)) }
            back.append(file)
        }
        var edits: [(path: String, bytes: [UInt8])] = []
        for project in record.projects.reversed() {
            let text = try readProject(project.path)
            // A move cut short before its project was written left the project whole.
            guard try isApplied(project, in: text) else { continue }
            edits.append((project.path, try text.restore(project.removed)))
        }
        for file in twins {
            _ = files.remove(file.quarantined)
            files.removeEmptyFolders(PathText.folder(of: file.quarantined), upTo: folder)
        }
        for file in back {
            _ = try files.move(file.quarantined, to: file.original, asset: asset, expecting: file.sha256)
            files.removeEmptyFolders(PathText.folder(of: file.quarantined), upTo: folder)
        }
        for edit in edits { try AtomicFile.write(edit.bytes, to: files.rootPath + "/" + edit.path, below: files.rootPath) }
    }
}

extension QuarantineMove {
    /// The names among `missing` this asset would answer: its name or a file's, without a `.png` or scale suffix.
    public func answers(_ missing: Set<String>) -> [String] {
        let own = Set(([asset] + files.map { PathText.fileName(of: $0.original) }).map(Self.bareName))
        return missing.filter { own.contains(Self.bareName($0)) || own.contains(Self.bareName(PathText.fileName(of: $0))) }.sorted()
    }

    /// `name` without an image extension and a scale or device suffix: `logo@2x~ipad.png` is `logo`.
    static func bareName(_ name: String) -> String {
        let parsed = AssetFileName(parsing: name)
        var stem = parsed.stem
        if let tilde = stem.lastIndex(of: "~") { stem = String(stem[..<tilde]) }
        return stem
    }
}
