import BarSkinArt
import BarSkinCore
import Foundation

/// One build from its specs to its report: the skin files `build` reads, or the
/// spec a command made from its flags (``CommandSpec``). It decides whether a plan
/// is needed at all, plans, builds or dry-runs, prunes, and hands back one
/// ``BuildOutcome`` that every front end reports the same way.
public struct BuildSession: Sendable {
    /// What is built, in order: each spec knows its ``SkinSource``.
    public var specs: [SkinSpec]
    /// Draws, writes and records the items.
    public var builder: SkinBuilder
    /// List what would be written and write nothing.
    public var dryRun = false
    /// Delete the files the specs make no longer.
    public var prune = false
    /// Problems found before the plan (skins that did not read, inputs that do not exist).
    public var failures: [any LocatedError] = []
    /// Warnings found before the plan (about the inputs' names).
    public var warnings: [any LocatedError] = []

    /// A session building `specs` with `builder`.
    public init(specs: [SkinSpec], builder: SkinBuilder) {
        self.specs = specs
        self.builder = builder
    }

    /// A session building what a command asked for: its failures and warnings come along, and
    /// the fixes of its errors are left unworded, for the command line to word as its flags.
    public init(command: CommandSpec, builder: SkinBuilder) {
        var builder = builder
        builder.wording = { $0 }
        self.init(specs: [command.spec], builder: builder)
        failures = command.failures
        warnings = command.warnings
    }

    /// Builds (or dry-runs) the specs on `runner`; `progress` hears `(done, total)` items
    /// while a build draws more than one.
    public func run(runner: BatchRunner = BatchRunner(), progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> BuildOutcome {
        // Nothing changed since the last build, by the manifests' stamps alone: no plan to make.
        if !dryRun && !prune && failures.isEmpty && specs.allSatisfy(\.repeatsWarningsWithoutAPlan), var unchanged = builder.unchanged(specs) {
            unchanged.warnings = warnings + unchanged.warnings
            return BuildOutcome(report: unchanged, items: unchanged.items, conflicts: false, dryRun: false, prune: false, failures: [])
        }
        var plan = SkinBuildPlan(specs: specs)
        plan.warnings = warnings + plan.warnings
        let total = plan.tasks.count
        if dryRun {
            let report = builder.dryRun(plan, prune: prune)
            return BuildOutcome(report: report, items: total, conflicts: false, dryRun: true, prune: prune, failures: failures + report.failures)
        }
        let counted: (@Sendable (Int) -> Void)? = total > 1 ? progress.map { progress in { @Sendable done in progress(done, total) } } : nil
        let report = builder.run(plan, runner: runner, prune: prune, progress: counted)
        return BuildOutcome(report: report, items: total, conflicts: !plan.conflicts.isEmpty, dryRun: false, prune: prune,
                            failures: failures + report.failures)
    }
}

extension SkinSpec {
    /// A build that makes no plan repeats the warnings the last one recorded: a skin file's own,
    /// or those a command makes again from its flags on every run. A command's drawn art warns
    /// about no file (a title cut to fit), which no record keeps: it is always planned.
    fileprivate var repeatsWarningsWithoutAPlan: Bool {
        source.file != nil || items.contains { $0.family != nil || $0.variantFiles != nil }
    }
}
