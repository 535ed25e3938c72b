import BarSkinCore

/// Art that no shipping target holds and that cannot be read (a Git LFS pointer in a fastlane or
/// snapshot-test folder): the checkout lacks it, not the app, so it is a warning and the run still passes.
enum UnshippedArt {
    /// `errors` without the unreadable images `membership` ships in no considered target, and those as warnings.
    static func split(_ errors: [TraceError], membership: BundleMembership?) -> (errors: [TraceError], warnings: [TraceError]) {
        guard let membership else { return (errors, []) }
        var kept: [TraceError] = [], warnings: [TraceError] = []
        for error in errors {
            if case .notPNG = error.error, !isShipped(membership.bundling(PathText.absolute(error.path))) {
                warnings.append(error)
            } else {
                kept.append(error)
            }
        }
        return (kept, warnings)
    }

    private static func isShipped(_ status: BundleMembership.Status) -> Bool {
        if case .considered = status { return true }
        return false
    }
}
