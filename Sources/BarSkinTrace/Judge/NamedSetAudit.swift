import BarSkinCore
import Foundation

/// Judges one type's sets (colour or data) by the loads resolved against them: a set nothing loads is `unused` (or
/// `possibly-used` where a name is built at run time), a name no set has is `missing`, and so is a set that only bundles
/// other than the loading targets' hold (an Interface Builder document then shows the colour's fallback value).
struct NamedSetAudit {
    let type: AssetType
    let index: NamedSetIndex
    /// The project's targets and what ships where; without a project every set ships and every load runs.
    let audit: BundleAudit
    /// The considered targets that run a load (compile its file, or bundle its document); nil where unknown.
    let runners: (AssetLoad) -> [String]?
    private var membership: BundleMembership? { audit.membership }

    init(type: AssetType, index: NamedSetIndex, audit: BundleAudit, runners: @escaping (AssetLoad) -> [String]?) {
        self.type = type
        self.index = index
        self.audit = audit
        self.runners = runners
    }

    /// The findings about the sets and the loads of them, each with the audit's ``AssetType``, and the sets used; a set
    /// whose name `assumed` gives a reason for (`--assume-used`) counts as used.
    func judge(_ resolved: [ResolvedAssetLoad], assumed: (String) -> Bool = { _ in false }) -> (findings: [Finding], used: Set<NamedSet>) {
        var findings: [Finding] = []
        var used = Set(index.allSets.filter { assumed($0.name) })
        var dynamicSites: [AssetLoad] = []
        for item in resolved {
            let load = item.load
            guard !item.setNames.isEmpty else {
                if case .dynamic = load.target { dynamicSites.append(load) }
                if let actual = item.caseMismatch {
                    // Like an image's: one finding, at the load; the set is meant, so it is no unused one too.
                    used.formUnion(index.sets[actual] ?? [])
                    findings.append(Finding(kind: .caseMismatch, name: load.displayName, file: load.file, line: load.line, column: load.column,
                                            message: "\(type.noun) '\(load.displayName)' only matches '\(actual)' when ignoring case: works in the Simulator, fails on a device"))
                } else if item.isMissingWithoutSet {
                    var message = if case .symbol = load.target { "\(load.role) names '\(load.displayName)', which no colour set generates" }
                        else { "\(load.role) names \(type.noun) '\(load.displayName)', which no asset catalog has" }
                    let isSetting = AssetLoad.fallsBackToTheSystemsColor(load.role)
                    if isSetting {
                        message += AssetLoad.isBuildSetting(load.role) ? ": Xcode warns, and the app uses the system's colour"
                            : ": the Touch Bar uses the system's colour"
                    }
                    var finding = Finding(kind: .missing, name: load.displayName, file: load.file, line: load.line, column: load.column,
                                          message: message)
                    // Xcode only warns about a setting naming no colour ("Accent color 'X' is not present in any asset catalogs").
                    if isSetting { finding.severityOverride = .warning }
                    findings.append(finding)
                }
                continue
            }
            let candidates = item.setNames.flatMap { index.sets[$0] ?? [] }
            guard let membership, let runners = runners(load), !runners.isEmpty else {
                used.formUnion(candidates)
                continue
            }
            let bundles = BundleAudit.mainBundles(of: runners, membership: membership).union(runners)
            let shipping = Dictionary(uniqueKeysWithValues: candidates.map { ($0, shippingTargets($0)) })
            let reached = candidates.filter { !shipping[$0]!.isDisjoint(with: bundles) }
            used.formUnion(reached.isEmpty ? candidates : reached)
            guard item.isMissingWithoutSet, !load.bundle.isWritten else { continue }
            let all = candidates.reduce(into: Set<String>()) { $0.formUnion(shipping[$1]!) }
            let lacking = BundleAudit.lacking(runners: runners, shipping: all, membership: membership)
            guard !lacking.isEmpty, lacking.count == runners.count else { continue }
            findings.append(Finding(
                kind: .missing, name: load.displayName, file: load.file, line: load.line, column: load.column,
                message: "\(type.noun) '\(candidates[0].name)' is at \(candidates[0].location) but not in the bundle of "
                    + "\(lacking.count == 1 ? "target" : "targets") \(BundleAudit.listed(lacking)): it builds, and "
                    + (type != .color ? "the load finds nothing" : load.bundle == .nib ? "the app shows the document's fallback colour" : "the app shows no colour"),
                targets: lacking))
        }
        for set in index.allSets where !used.contains(set) && isAudited(set) {
            if let site = dynamicSites.first {
                findings.append(Finding(kind: .possiblyUsed, name: set.name, file: set.location,
                                        message: "no load names \(type.noun) '\(set.name)', but the \(type == .color ? "colour" : type.noun) name built at "
                                            + "\(PathText.fileName(of: site.file)):\(site.line) (\(site.displayName)) may load it"))
            } else {
                findings.append(Finding(kind: .unused, name: set.name, file: set.location,
                                        message: "\(type.noun) '\(set.name)' is not used by any "
                                            + (type == .color ? "storyboard, xib, code, plist or build setting" : "code or declared loader")))
            }
        }
        findings += duplicates()
        return (findings.map { finding in
            var finding = finding
            finding.assetType = type
            return finding
        }, used)
    }

    /// Sets of one name in catalogs of one bundle, each later one against the first it shares a bundle with: Xcode
    /// warns "The color set name 'X' is used by multiple color sets" and compiles one of them.
    private func duplicates() -> [Finding] {
        var findings: [Finding] = []
        for name in index.sets.keys.sorted() {
            let sets = index.sets[name]!
            for (position, later) in sets.enumerated().dropFirst() where isAudited(later) {
                guard let earlier = sets[..<position].first(where: { audit.sharesABundle(later.location, $0.location) }) else { continue }
                findings.append(Finding(kind: .duplicate, name: name, file: later.location,
                                        message: "the \(type.noun) name '\(name)' is used by multiple \(type.noun)s of one bundle: another is at \(earlier.location)"))
            }
        }
        return findings
    }

    /// Whether a set ships in a traced target (or there is no project to ask).
    private func isAudited(_ set: NamedSet) -> Bool {
        audit.isConsidered(set.location)
    }

    private func shippingTargets(_ set: NamedSet) -> Set<String> {
        membership?.shippingTargets(PathText.absolute(set.location, in: audit.workingFolder)) ?? []
    }
}
