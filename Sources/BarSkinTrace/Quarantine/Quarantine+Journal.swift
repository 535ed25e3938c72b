import BarSkinCore

/// The journal steps of a quarantine run, counted: each write that changes the tree (the manifest,
/// a project file, a file's link, its unlink, a copy) is one. A test names a step to die after.
struct JournalSteps {
    /// The step after which the process kills itself; nil in real runs.
    let killAfter: Int?
    /// Steps passed so far.
    private(set) var count = 0

    /// Counts one step, and kills the process (SIGKILL) when it is ``killAfter``.
    mutating func passed() {
        count += 1
        if count == killAfter { SystemCalls.killSelf() }
    }
}

extension Quarantine {
    /// Completes every move the manifest records as `moving`, left by a run cut short: its projects
    /// edited, its files moved, from what the journal holds. A rerun of `--apply` calls it before
    /// planning, so an interrupted quarantine ends as an uninterrupted one would have.
    public func resume() -> Outcome {
        var outcome = Outcome()
        guard var manifest = (try? readManifest()) ?? nil else { return outcome }
        var steps = JournalSteps(killAfter: nil)
        for index in manifest.entries.indices where manifest.entries[index].state == .moving {
            var record = manifest.entries[index]
            do {
                try complete(&record, steps: &steps)
                record.state = .moved
                record.movedAt = QuarantineRecord.timestamp(now())
                manifest.entries[index] = record
                try writeManifest(manifest)
                outcome.done.append(record)
            } catch let error as QuarantineError {
                outcome.errors.append(error)
            } catch {
                outcome.errors.append(QuarantineProblem.cannotMove(reason: "\(error)").located(at: files.shown(manifestPath)))
            }
        }
        return outcome
    }

    /// Does what is left of `record`'s move, each step only when not yet done: edits each project still
    /// holding the objects, copies the group files, moves each file still in place (or drops its old
    /// name when both names are one file, a move cut between link and unlink), then removes emptied folders.
    func complete(_ record: inout QuarantineRecord, steps: inout JournalSteps) throws {
        let move = record.move
        for project in record.projects {
            let text = try readProject(project.path)
            guard try !isApplied(project, in: text) else { continue }
            let (bytes, _) = try text.remove(objects: move.objects(in: project.path), entries: move.entries(in: project.path))
            try AtomicFile.write(bytes, to: files.rootPath + "/" + project.path, below: files.rootPath)
            steps.passed()
        }
        for index in record.move.copies.indices {
            let copy = record.move.copies[index]
            let existed = files.exists(copy.quarantined)
            record.move.copies[index].sha256 = try files.copy(copy.original, to: copy.quarantined)
            if !existed { steps.passed() }
        }
        for file in record.move.files {
            if files.areOneFile(file.original, file.quarantined) {
                guard files.remove(file.original) else { throw QuarantineProblem.cannotMove(reason: SystemCalls.lastErrorText()).located(at: files.shown(file.original)) }
                steps.passed()
            } else if !files.exists(file.quarantined) || files.exists(file.original) {
                let digest = try files.move(file.original, to: file.quarantined, asset: move.asset) { steps.passed() }
                guard digest == file.sha256 else {
                    throw QuarantineProblem.changedSinceQuarantine(asset: move.asset, sha256: file.sha256).located(at: files.shown(file.quarantined))
                }
                steps.passed()
            }
        }
        for emptied in move.emptiedFolders { files.removeEmptyFolders(emptied, upTo: emptied) }
    }

    /// Whether `project`'s recorded removal is made in `text`: true when none of its objects and entries
    /// is there, false when all are.
    /// - Throws: ``QuarantineProblem/cannotRestore(detail:)`` when only some are: the project changed since.
    func isApplied(_ project: QuarantinedProjectText, in text: XcodeProjectText) throws -> Bool {
        let present = project.removed.objects.map { text.objects[$0.id] != nil }
            + project.removed.entries.map { text.objects[$0.object]?.strings($0.key).contains($0.value) == true }
        if present.allSatisfy({ !$0 }) { return true }
        if present.allSatisfy({ $0 }) { return false }
        throw QuarantineProblem.cannotRestore(detail: "it holds some of the removed objects and not others").located(at: files.shown(project.path))
    }

    /// The `project.pbxproj` at `path` (relative to the root), read.
    func readProject(_ path: String) throws -> XcodeProjectText {
        try XcodeProjectText(path: files.shown(path), bytes: try FileBytes.read(files.rootPath + "/" + path, limit: XcodeProjectText.byteLimit))
    }
}

extension QuarantineMove {
    /// The `project.pbxproj`s the move edits, relative to the root, sorted.
    public var editedProjects: [String] {
        Set(projectObjects.map(\.project) + projectEntries.map(\.project)).sorted()
    }

    /// The identifiers of the objects the move removes from `project`.
    func objects(in project: String) -> Set<String> {
        Set(projectObjects.filter { $0.project == project }.map(\.id))
    }

    /// The array entries the move removes from `project`.
    func entries(in project: String) -> Set<ProjectEntry> {
        Set(projectEntries.filter { $0.project == project }.map { ProjectEntry(object: $0.object, key: $0.key, value: $0.value) })
    }
}
