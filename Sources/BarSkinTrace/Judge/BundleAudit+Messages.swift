import BarSkinCore

extension BundleAudit {
    /// `missing`: no target that compiles the reference's file ships the image at `place`.
    static func missing(_ reference: ImageReference, at place: String, lacking: [String]) -> Finding {
        Finding(kind: .missing, name: reference.displayName, file: reference.file, line: reference.line, column: reference.column,
                message: "'\(reference.displayName)' is at \(place) but not in the bundle of \(lacking.count == 1 ? "target" : "targets") "
                    + "\(listed(lacking)): it builds, and the app shows nothing",
                targets: lacking)
    }

    /// `missing-in-some-targets`: `lacking` compile the reference's file and do not ship the image, while
    /// others that compile it do (`shippers`, those whose own bundle has it). A warning: the path that
    /// loads it may run in those others alone.
    static func missingInSome(_ reference: ImageReference, lacking: [String], shippers: [String]) -> Finding {
        let one = lacking.count == 1
        return Finding(kind: .missingInSomeTargets, name: reference.displayName, file: reference.file, line: reference.line,
                       column: reference.column,
                       message: "'\(reference.displayName)' is not in the \(one ? "bundle" : "bundles") of \(listed(lacking)), "
                           + "which \(one ? "compiles" : "compile") \(reference.file) too"
                           + (shippers.isEmpty ? "" : " (only \(listed(shippers)) \(shippers.count == 1 ? "ships" : "ship") it)") + ": there it would show nothing",
                       targets: lacking)
    }

    /// Target names quoted, the last two joined by "and": `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
