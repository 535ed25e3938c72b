import BarSkinCore

/// Everything `barskin trace` found.
public struct TraceReport: Sendable {
    /// The device resolved for.
    public var profile: DeviceProfile
    /// Every reference, sorted by file, line and column.
    public var references: [ResolvedReference]
    /// Every asset, image sets then loose files, each sorted by name.
    public var assets: [ImageAsset]
    /// The assets some reference or pattern reaches.
    public var usedAssets: Set<AssetKey>
    /// Every finding, sorted by file, line and column.
    public var findings: [Finding]
    /// The launch set.
    public var launch: LaunchSet
    /// Files that could not be read; the report is incomplete without them.
    public var errors: [TraceError]
    /// Problems in files that were read but left part out (a project's group cycle): warnings.
    public var warnings: [TraceError] = []
    /// SF Symbols (`catalog="system"`) seen and not looked up.
    public var systemSymbols: Int
    /// How many files of each kind were read: documents, sources, plists, skin files.
    public var fileCounts: (interface: Int, sources: Int, plists: Int, skins: Int)
    /// Every file the trace read, as walked: a report must never be written over one.
    public var inputs: [String] = []
    /// The folders and files traced, as given: reports show paths relative to them.
    public var roots: [String] = []
    /// Every target of the Xcode projects found; empty without a project.
    public var targets: [XcodeTarget] = []
    /// The names of the targets traced: every target but test bundles, or the one `--target` named.
    public var tracedTargets: [String] = []
    /// Assets the system loads by convention, with the reason (`launch image`, `app icon`, `settings bundle`).
    public var conventions: [AssetKey: String] = [:]
    /// Where each asset stands among the projects' targets; empty without a project.
    public var bundleStatuses: [AssetKey: BundleMembership.Status] = [:]
    /// Images in no target that nothing references (not the app's), by folder.
    public var outsideTargets: [OutsideTargetFolder] = []
    /// BarSkin builds' drawn art that nothing names yet, one group per build: no finding.
    public var buildOutputs: [BuildOutputGroup] = []
    /// Every colour set, by name (same-named ones in catalog order).
    public var colorSets: [NamedSet] = []
    /// The folders of the colour sets something loads (or `--assume-used` names).
    public var usedColorSets: Set<String> = []

    /// Findings of one severity.
    public func findings(_ severity: Finding.Severity) -> LazyFilterSequence<[Finding]> {
        // Lazy: a large project has 400,000 findings, and a copy of them is 40 MB.
        findings.lazy.filter { $0.severity == severity }
    }

    /// Whether the asset with this key is used.
    public func isUsed(_ asset: ImageAsset) -> Bool {
        usedAssets.contains(asset.key)
    }

    /// Why the asset counts as used: `reference` when something loads it, the system
    /// convention (`launch image`, `app icon`, `settings bundle`), or nil when unused.
    public func usedReason(_ asset: ImageAsset) -> String? {
        let key = asset.key
        if let convention = conventions[key] { return convention }
        return usedAssets.contains(key) ? "reference" : nil
    }

    /// The report without the findings an ignore list accepts.
    public func ignoring(_ globs: [Glob]) -> TraceReport {
        guard !globs.isEmpty else { return self }
        var copy = self
        copy.findings = findings.filter { finding in !globs.contains { $0.matches(finding.name) } }
        return copy
    }
}
