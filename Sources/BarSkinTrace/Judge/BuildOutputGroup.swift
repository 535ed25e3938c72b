import BarSkinCore

/// The drawn art of one BarSkin build that no code names yet: one line in a report,
/// not a warning per image. A skin draws a whole look by default (a glow, the
/// current-tab arrow, highlighted buttons); which pieces an app loads is its choice,
/// and the way to drop one is the skin, since a deleted output comes back next build.
public struct BuildOutputGroup: Sendable, Hashable {
    /// The skin file the build came from (from the working folder), or the command that wrote it.
    public var source: String
    /// The build's record (`.NAME.barskin.json`), as walked.
    public var manifest: String
    /// The images' locations (set folders or loose files), sorted.
    public var images: [String]

    /// `findings` without the `unused` ones (and unreferenced groups) that are a build's
    /// drawn art, and those set apart, one group per build in manifest order.
    static func setApart(_ findings: [Finding], outputs: BarSkinOutputs) -> (findings: [Finding], groups: [BuildOutputGroup]) {
        guard !outputs.isEmpty else { return (findings, []) }
        var byBuild: [BarSkinOutputs.Build: [String]] = [:]
        let kept = findings.filter { finding in
            switch finding.kind {
            case .unused:
                guard let build = outputs.build(of: finding.file) else { return true }
                byBuild[build, default: []].append(finding.file)
                return false
            case .unreferencedGroup:
                let builds = Set(finding.groupImages.map { outputs.build(of: $0) })
                guard builds.count == 1, let build = builds.first ?? nil else { return true }
                byBuild[build, default: []] += finding.groupImages
                return false
            default:
                return true
            }
        }
        let groups = byBuild.map { BuildOutputGroup(source: $0.key.source, manifest: $0.key.manifest, images: $0.value.sorted()) }
        return (kept, groups.sorted { ($0.manifest, $0.source) < ($1.manifest, $1.source) })
    }
}
