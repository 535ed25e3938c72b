import BarSkinCore
import Foundation

/// Applies a ``QuarantinePlan`` and undoes it: moves each asset's files into the quarantine folder,
/// edits each `project.pbxproj` by object identifier, and keeps the manifest that restores both.
public struct Quarantine: Sendable {
    /// The traced folder, as the user named it.
    public let root: String
    /// The quarantine folder, relative to the root.
    public let folder: String
    let files: QuarantineFiles
    /// For tests of interrupted runs: the process kills itself (SIGKILL) right after this journal step.
    public var killAfterStep: Int?
    /// The clock that stamps each move's `movedAt`.
    public var now: @Sendable () -> Date = { Date() }

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

        /// An outcome of `done` and `errors`.
        public init(done: [QuarantineRecord] = [], errors: [QuarantineError] = []) {
            self.done = done
            self.errors = errors
        }
    }

    /// Moves every asset of `plan`, each wholly or not at all, then checks the result with `retrace`:
    /// the names trace calls `missing` after the moves (it is given the records moved). A move that
    /// made a name missing that `missingBefore` lacks is put back at once and reported.
    public func apply(_ plan: QuarantinePlan, missingBefore: Set<String>, retrace: ([QuarantineRecord]) -> Set<String>) -> Outcome {
        var outcome = Outcome()
        var manifest: QuarantineManifest
        do { manifest = try readManifest() ?? QuarantineManifest() } catch { outcome.errors.append(error); return outcome }
        var steps = JournalSteps(killAfter: killAfterStep)
        for move in plan.moves {
            do {
                outcome.done.append(try apply(move, to: &manifest, steps: &steps))
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

    /// Makes one move: hashes its files, journals it (state `moving`), edits the projects, copies and
    /// moves the files, then marks it `moved`. Each of those writes is a journal step (see ``JournalSteps``).
    private func apply(_ move: QuarantineMove, to manifest: inout QuarantineManifest, steps: inout JournalSteps) throws -> QuarantineRecord {
        for file in move.files where files.exists(file.quarantined) {
            throw QuarantineProblem.destinationTaken(asset: move.asset).located(at: files.shown(file.quarantined))
        }
        var record = QuarantineRecord(state: .moving, move: move, projects: [])
        // Each file's hash is in the journal before it moves, so a restore or a rerun tells where it is.
        for index in record.move.files.indices { record.move.files[index].sha256 = try files.sha256(ofRegular: move.files[index].original) }
        for (index, copy) in move.copies.enumerated() {
            record.move.copies[index].sha256 = try files.sha256(of: copy.quarantined) ?? files.sha256(ofRegular: copy.original)
        }
        for project in move.editedProjects {
            let text = try readProject(project)
            record.projects.append(QuarantinedProjectText(path: project, removed: try text.remove(objects: move.objects(in: project), entries: move.entries(in: project)).removed))
        }
        manifest.entries.append(record)
        try writeManifest(manifest)
        steps.passed()
        do {
            try complete(&record, steps: &steps)
        } catch {
            // Half a move is never left: what was done goes back, and the journal entry with it.
            manifest.entries[manifest.entries.count - 1] = record
            try? writeManifest(manifest)
            _ = restore(names: [move.asset])
            throw error
        }
        record.state = .moved
        record.movedAt = QuarantineRecord.timestamp(now())
        manifest.entries[manifest.entries.count - 1] = record
        try writeManifest(manifest)
        steps.passed()
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
