import BarSkinArt
import BarSkinCore

/// What a ``BuildSession`` did, for a front end to report: the build's report and
/// what its summary needs besides.
public struct BuildOutcome: Sendable {
    /// The files, warnings, stale and pruned files of the build (or of the dry run).
    public var report: SkinBuilder.Report
    /// How many items the plan had, or the up-to-date build found without one.
    public var items: Int
    /// Items would write the same files, so nothing was written.
    public var conflicts: Bool
    /// Nothing was written: `report` lists what would be.
    public var dryRun: Bool
    /// Files made no longer were deleted (or, in a dry run, would be).
    public var prune: Bool
    /// Everything that failed, before the plan and in it, in that order.
    public var failures: [any LocatedError]

    /// An outcome from its parts.
    public init(report: SkinBuilder.Report, items: Int, conflicts: Bool, dryRun: Bool, prune: Bool, failures: [any LocatedError]) {
        self.report = report
        self.items = items
        self.conflicts = conflicts
        self.dryRun = dryRun
        self.prune = prune
        self.failures = failures
    }

    /// The files the run wrote or would write: in a dry run, those not already up to date.
    public var writes: [SkinBuildOutput] {
        report.outputs.filter { $0.record.status != .upToDate }
    }
}
