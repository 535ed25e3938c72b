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
    /// loads it may run in those others alone. The names one call can load that the same targets lack are
    /// one finding (a wrapper of 163 names in a file an extension compiles too is one warning, not 163).
    static func missingInSome(_ lacks: [(reference: ImageReference, lacking: [String], shippers: [String])]) -> [Finding] {
        var order: [String] = []
        var bySite: [String: [(reference: ImageReference, lacking: [String], shippers: [String])]] = [:]
        for lack in lacks {
            let site = "\(lack.reference.file):\(lack.reference.line):\(lack.reference.column):\(lack.lacking):\(lack.shippers)"
            if bySite[site] == nil { order.append(site) }
            bySite[site, default: []].append(lack)
        }
        return order.map { site in
            let group = bySite[site]!
            let (reference, lacking, shippers) = group[0]
            let one = lacking.count == 1
            let names = group.count == 1 ? "'\(reference.displayName)' is"
                : "'\(reference.displayName)' and \(group.count - 1) more \(group.count == 2 ? "name" : "names") this call can load are"
            return Finding(kind: .missingInSomeTargets, name: reference.displayName, file: reference.file, line: reference.line,
                           column: reference.column,
                           message: "\(names) not in the \(one ? "bundle" : "bundles") of \(listed(lacking)), "
                               + "which \(one ? "compiles" : "compile") \(reference.file) too"
                               + (shippers.isEmpty ? "" : " (only \(listed(shippers)) \(shippers.count == 1 ? "ships" : "ship") \(group.count == 1 ? "it" : "them"))")
                               + ": there \(group.count == 1 ? "it" : "they") would show nothing",
                           targets: lacking)
        }
    }

    /// Target names quoted, the last two joined by "and": `'A'`, `'A' and 'B'`, `'A', 'B' and 'C'`.
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
