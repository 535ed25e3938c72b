import BarSkinCore

extension Tracer {
    /// The colour sets', data sets' and AR resource groups' findings, each type's sets judged by the loads of that type
    /// alone, and the sets used (`assumed`'s count as used).
    static func namedSetFindings(_ scan: ScanResults, audit: BundleAudit, assumed: AssumedUses) -> (findings: [Finding], used: Set<NamedSet>) {
        [AssetType.color, .data, .arResourceGroup].reduce(into: ([], [])) { result, type in
            let judged = namedSetFindings(of: type, scan, audit: audit, assumed: assumed)
            result.findings += judged.findings
            result.used.formUnion(judged.used)
        }
    }

    /// One type's findings: the loads that code no traced target builds are left out (and a bare `.name` that is
    /// the project's enum case, and a `named:` call on a type no alias makes a colour's), the targets' colour settings
    /// added, then each load resolved against the sets of the type and judged by ``NamedSetAudit``.
    private static func namedSetFindings(of type: AssetType, _ scan: ScanResults, audit: BundleAudit,
                                         assumed: AssumedUses) -> (findings: [Finding], used: Set<NamedSet>) {
        let index = NamedSetIndex(scan.namedSets.filter { $0.type == type })
        let loads = scan.assetLoads.filter { load in
            guard load.type == type else { return false }
            if let alias = load.alias { return scan.colorAliases.contains(alias) }
            guard load.mayBeEnumCase, case .bareSymbol(let member) = load.target else { return true }
            return !scan.enumCases.contains(member)
        }
        guard !index.isEmpty || !loads.isEmpty else { return ([], []) }
        var statuses: [String: BundleMembership.Status?] = [:]
        func runners(ofFile file: String) -> [String]? {
            if statuses[file] == nil { statuses[file] = .some(audit.buildStatus(of: file)) }
            if case .considered(let runners)?? = statuses[file] { return runners }
            return audit.membership == nil ? nil : []
        }
        // Code no target compiles and what only left-out targets (tests) build load nothing for the app.
        var kept = loads.filter { runners(ofFile: $0.file).map { !$0.isEmpty } ?? true }
        var settingRunners: [AssetLoad: [String]] = [:]
        var projectTexts: [String: TextLocator] = [:]
        for target in type == .color ? audit.membership?.considered ?? [] : [] {
            for (setting, names) in target.colorSettingNames.sorted(by: { $0.key < $1.key }) {
                for name in names {
                    if projectTexts[target.project] == nil { projectTexts[target.project] = TextLocator(bytes: (try? FileBytes.read(target.project)) ?? []) }
                    let (line, column) = settingPlace(setting, name, in: projectTexts[target.project]!)
                    let load = AssetLoad(target: .name(name), file: target.project, line: line, column: column, source: .plist, role: setting)
                    if settingRunners[load] == nil { kept.append(load) }
                    settingRunners[load, default: []].append(target.name)
                }
            }
        }
        // Without a project, Xcode's templates name `AccentColor` in the accent colour setting.
        if type == .color, audit.membership == nil, let accent = index.sets["AccentColor"]?.first {
            kept.append(AssetLoad(target: .name(accent.name), file: accent.location, line: 0, column: 0, source: .plist, role: AssetLoad.accentColorRole))
        }
        let resolved = NamedSetResolver(index: index).resolve(kept)
        let setAudit = NamedSetAudit(type: type, index: index, audit: audit) { load in settingRunners[load] ?? runners(ofFile: load.file) }
        return setAudit.judge(resolved) { assumed.reason(forName: $0) != nil }
    }

    /// Where a project file first sets `setting` (or an `[sdk=…]` variant) to `name`: the value's line and column, 0 where
    /// not found (an `.xcconfig` or an XcodeGen spec sets it).
    static func settingPlace(_ setting: String, _ name: String, in text: TextLocator) -> (Int, Int) {
        var offset = 0
        while let found = text.find(Array(setting.utf8), from: offset) {
            offset = found + 1
            let rest = text.bytes[found...].prefix { $0 != UInt8(ascii: "\n") }
            guard let equals = rest.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let value = String(decoding: rest[(equals + 1)...], as: UTF8.self)
            guard let range = value.range(of: name) else { continue }
            return text.location(of: equals + 1 + value.utf8.distance(from: value.startIndex, to: range.lowerBound))
        }
        return (0, 0)
    }
}

extension Tracer {
    /// Gives the findings about a `.symbolset` itself (unused, possibly used, a duplicate) ``AssetType/symbol``.
    static func markSymbolSets(_ findings: inout [Finding], index: AssetIndex) {
        let symbolSets = Set(index.allSets.lazy.filter { $0.setType == .symbolSet }.map(\.location))
        guard !symbolSets.isEmpty else { return }
        for position in findings.indices where findings[position].assetType == .image && symbolSets.contains(findings[position].file) {
            findings[position].assetType = .symbol
        }
    }
}
