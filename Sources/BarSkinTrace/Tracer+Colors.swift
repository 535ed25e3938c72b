import BarSkinCore

extension Tracer {
    /// The colour sets' findings: the loads that code no traced target builds are left out (and a bare `.name` that is
    /// the project's enum case, and a `named:` call on a type no alias makes a colour's), the targets' colour settings
    /// added, then each load resolved against the colour sets and judged by ``ColorAudit``.
    static func colorFindings(_ scan: ScanResults, audit: BundleAudit, assumed: AssumedUses) -> (findings: [Finding], used: Set<ColorSet>) {
        let index = ColorIndex(scan.colorSets)
        let loads = scan.colorLoads.filter { load in
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
        var settingRunners: [ColorLoad: [String]] = [:]
        var projectTexts: [String: TextLocator] = [:]
        for target in audit.membership?.considered ?? [] {
            for (setting, names) in target.colorSettingNames.sorted(by: { $0.key < $1.key }) {
                for name in names {
                    if projectTexts[target.project] == nil { projectTexts[target.project] = TextLocator(bytes: (try? FileBytes.read(target.project)) ?? []) }
                    let (line, column) = settingPlace(setting, name, in: projectTexts[target.project]!)
                    let load = ColorLoad(target: .name(name), file: target.project, line: line, column: column, source: .plist, role: setting)
                    if settingRunners[load] == nil { kept.append(load) }
                    settingRunners[load, default: []].append(target.name)
                }
            }
        }
        // Without a project, Xcode's templates name `AccentColor` in the accent colour setting.
        if audit.membership == nil, let accent = index.sets["AccentColor"]?.first {
            kept.append(ColorLoad(target: .name(accent.name), file: accent.location, line: 0, column: 0, source: .plist, role: ColorLoad.accentColorRole))
        }
        let resolved = ColorResolver(index: index).resolve(kept)
        var colorAudit = ColorAudit(index: index, membership: audit.membership) { load in settingRunners[load] ?? runners(ofFile: load.file) }
        colorAudit.sharesABundle = { audit.sharesABundle($0, $1) }
        return colorAudit.judge(resolved) { assumed.reason(forName: $0) != nil }
    }

    /// Where a project file first sets `setting` (or an `[sdk=…]` variant) to `name`: the value's line and column, 0 where
    /// not found (an `.xcconfig` or an XcodeGen spec sets it).
    private static func settingPlace(_ setting: String, _ name: String, in text: TextLocator) -> (Int, Int) {
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
