import ArgumentParser
import BarSkin
import Foundation

/// `trace --quarantine` and `--restore`: the plan, its application and its undoing, printed.
extension TraceCommand {
    /// The traced folder and, for `--restore`, the names after it.
    var quarantineRoot: (root: String, names: [String]) {
        (paths.first ?? ".", Array(paths.dropFirst()))
    }

    /// Plans the quarantine of `report`'s unused images and, with `--apply`, makes it, then verifies it with `retrace`.
    func runQuarantine(_ report: TraceReport, retrace: @escaping () -> TraceReport) throws {
        let console = reporting.console
        let root = quarantineRoot.root
        let plan: QuarantinePlan
        do {
            plan = try QuarantinePlanner(report: report, root: root).plan(folder: quarantine.quarantineFolder)
        } catch let error as any LocatedError {
            // A folder refused, or a project that cannot be read: the inputs failed, trace ran.
            console.report(.error, error)
            throw ExitCode.failure
        }
        let fileCount = plan.moves.reduce(0) { $0 + $1.files.count }
        let shownFolder = root == "." ? plan.folder : root + "/" + plan.folder
        if let patch = quarantine.patch { return try writePatch(plan, to: patch) }
        // In a git work tree: files with uncommitted changes stay unless allowed, and the moves are staged as renames.
        let git = QuarantineGit(rootPath: PathText.absolute(PathText.trimmingTrailingSlashes(root)))
        guard quarantine.apply else {
            if printsJSON { Platform.writeToStandardOutput(plan.json(applied: false).rendered()) } else { printLines(plan.lines()) }
            // The dry run says what `--apply` would leave, so the plan read is the one made.
            let refused = git.flatMap { quarantine.allowDirty ? nil : plan.keepingCommitted(in: $0).refused } ?? []
            for error in refused { console.report(.warning, error) }
            if !refused.isEmpty { console.line("barskin: \(counted(refused.count, "asset")) with uncommitted changes would not be moved; --allow-dirty moves them too") }
            console.line("barskin: quarantine plan: \(counted(plan.moves.count, "unused asset")), \(counted(fileCount, "file")) into \(shownFolder); "
                + "nothing is moved without --apply")
            return
        }
        let before = Set(report.findings.lazy.filter { $0.kind == .missing }.map(\.name))
        var mover = Quarantine(root: root, folder: plan.folder)
        mover.killAfterStep = Self.killAfterStep
        var kept = plan, refused: [QuarantineError] = []
        if let git, !quarantine.allowDirty { (kept, refused) = plan.keepingCommitted(in: git) }
        let projects = Set(kept.moves.flatMap(\.editedProjects))
        let dirtyProjects = git.map { Set($0.uncommitted(projects.sorted()).keys) } ?? []
        var outcome = mover.apply(kept, missingBefore: before) { _ in
            Set(retrace().findings.lazy.filter { $0.kind == .missing }.map(\.name))
        }
        outcome.errors = refused + outcome.errors
        if let git, !outcome.done.isEmpty,
           let reason = git.stage(QuarantinePlan.stagedPaths(of: outcome.done, manifest: mover.manifestPath) { !dirtyProjects.contains($0) }) {
            console.report(.warning, ProblemText("the moves are made but not staged: \(reason.escapingControlCharacters)").located(at: root))
        }
        let moved = outcome.done.map(\.move)
        if printsJSON {
            Platform.writeToStandardOutput(plan.json(applied: true, moves: moved, errors: outcome.errors).rendered())
        } else {
            printLines(QuarantinePlan(root: plan.root, folder: plan.folder, moves: moved).lines())
        }
        for error in outcome.errors { console.report(.error, error) }
        if !refused.isEmpty { console.line("barskin: \(counted(refused.count, "asset")) with uncommitted changes not moved; --allow-dirty moves them too") }
        console.line("barskin: quarantined \(counted(moved.count, "asset")) (\(counted(moved.reduce(0) { $0 + $1.files.count }, "file"))) into \(shownFolder)"
            + (outcome.errors.isEmpty ? "; a trace afterwards finds nothing missing; undo with --restore" : "; \(counted(outcome.errors.count, "error"))"))
        if !outcome.errors.isEmpty { throw ExitCode.failure }
    }

    /// Test-only: `BARSKIN_TEST_KILL_AT_STEP=N` kills the run (SIGKILL) right after its Nth journal step,
    /// so tests can check that `--restore` and a rerun complete every interrupted state.
    static var killAfterStep: Int? {
        ProcessInfo.processInfo.environment["BARSKIN_TEST_KILL_AT_STEP"].flatMap { Int($0) }
    }

    /// Before an `--apply` plans anything: completes the moves an interrupted run left `moving` in the
    /// manifest, so the rerun ends where an uninterrupted run would have; reports them on standard error.
    func resumeInterruptedQuarantine() throws {
        let console = reporting.console
        guard let quarantine = try? Quarantine(root: quarantineRoot.root, folderNamed: self.quarantine.quarantineFolder) else { return }
        let outcome = quarantine.resume()
        for record in outcome.done {
            console.line("barskin: completed the interrupted quarantine of '\(record.move.asset.escapingControlCharacters)'")
        }
        for error in outcome.errors { console.report(.error, error) }
        if !outcome.errors.isEmpty { throw ExitCode.failure }
    }

    /// Puts back the quarantined assets the names after the traced folder name, or all of them.
    func runRestore() throws {
        let console = reporting.console
        let (root, names) = quarantineRoot
        let quarantine: Quarantine
        do {
            quarantine = try Quarantine(root: root, folderNamed: self.quarantine.quarantineFolder)
        } catch let error as any LocatedError {
            console.report(.error, error)
            throw ExitCode.failure
        }
        let outcome = quarantine.restore(names: names)
        // What comes back is staged as it left: the renames undone, a project as committed staged again.
        if let git = QuarantineGit(rootPath: PathText.absolute(PathText.trimmingTrailingSlashes(root))), !outcome.done.isEmpty,
           let reason = git.stage(QuarantinePlan.stagedPaths(of: outcome.done, manifest: quarantine.manifestPath, isClean: git.isCommitted)) {
            console.report(.warning, ProblemText("the files are back but not staged: \(reason.escapingControlCharacters)").located(at: root))
        }
        let restored = outcome.done.map(\.move)
        if printsJSON {
            let value = JSONValue.object([
                ("schemaVersion", .int(QuarantinePlan.schemaVersion)), ("root", .string(root)), ("folder", .string(quarantine.folder)),
                ("restored", .array(restored.map { .object([("asset", .string($0.asset)), ("files", .array($0.files.map { .string($0.original) }))]) })),
                ("errors", .array(outcome.errors.map { .object([("file", .string($0.path)), ("message", .string($0.message))]) })),
            ])
            Platform.writeToStandardOutput(value.rendered())
        } else {
            printLines(restored.map { "restored '\($0.asset.escapingControlCharacters)': \(counted($0.files.count, "file")) back to \(PathText.folder(of: $0.files.first?.original ?? "."))" })
        }
        for error in outcome.errors { console.report(.error, error) }
        console.line("barskin: restored \(counted(restored.count, "asset"))" + (outcome.errors.isEmpty ? "" : "; \(counted(outcome.errors.count, "error"))"))
        if !outcome.errors.isEmpty { throw ExitCode.failure }
    }

    private func printLines(_ lines: [String]) {
        for line in lines { Platform.writeToStandardOutput(line + "\n") }
    }
}
