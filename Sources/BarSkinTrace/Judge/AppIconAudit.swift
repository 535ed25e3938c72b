import BarSkinCore

/// Judges the app icons: one that no setting, Info.plist or code names is `unused` (unless a target compiles every
/// icon, `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS`); a setting or `setAlternateIconName(_:)` naming no icon is
/// `missing`; an `.appiconset` and an `.icon` of one name are a `duplicate`; and inside an `.icon`, a layer naming no file
/// of its `Assets/` is `missing` and a file no layer names `unused`. Every finding is ``AssetType/appIcon``.
struct AppIconAudit {
    let icons: [AppIcon]
    /// Each Icon Composer icon's contents, by its folder.
    let contents: [String: IconComposerReader.Contents]
    /// Whether an icon ships in a traced target (or there is no project to ask).
    let isAudited: (AppIcon) -> Bool
    /// Whether two icons ship in one target.
    let shareATarget: (AppIcon, AppIcon) -> Bool
    /// Other assets a setting may name, never missing: image sets, which trace has long counted as the icon a setting names.
    var otherNames: Set<String> = []

    /// The findings, given what names icons: `loads` (settings, `setAlternateIconName`) may be missing, `plistNames`
    /// only count as uses; `judgesUse` is false without a project (no settings to ask) or where every icon is compiled.
    func findings(loads: [AssetLoad], plistNames: Set<String>, judgesUse: Bool) -> [Finding] {
        var findings: [Finding] = []
        let byName = Dictionary(grouping: icons, by: \.name)
        for load in loads {
            guard case .name(let name) = load.target, byName[name] == nil, !otherNames.contains(name) else { continue }
            findings.append(Finding(kind: .missing, name: name, file: load.file, line: load.line, column: load.column,
                                    message: "\(load.role) names app icon '\(name)', which no asset catalog or Icon Composer icon has"))
        }
        let named = plistNames.union(loads.compactMap { if case .name(let name) = $0.target { name } else { nil } })
        let hasDynamic = loads.contains { if case .dynamic = $0.target { true } else { false } }
        for icon in icons where isAudited(icon) {
            if judgesUse, !named.contains(icon.name), !hasDynamic {
                findings.append(Finding(kind: .unused, name: icon.name, file: icon.location,
                                        message: "\(icon.noun) '\(icon.name)' is named by no app icon setting, Info.plist or setAlternateIconName call"))
            }
            if icon.kind == .iconComposer, let set = byName[icon.name]?.first(where: { $0.kind == .iconSet && shareATarget($0, icon) }) {
                findings.append(Finding(kind: .duplicate, name: icon.name, file: icon.location,
                                        message: "app icon '\(icon.name)' is both this Icon Composer icon and the app icon set \(set.location): "
                                            + "one name for two icons, which can drift apart"))
            }
            if let contents = contents[icon.location] { findings += layerFindings(icon, contents) }
        }
        return findings.map { finding in
            var finding = finding
            finding.assetType = .appIcon
            return finding
        }
    }

    /// A layer's file its `Assets/` folder lacks, and a file there no layer names.
    private func layerFindings(_ icon: AppIcon, _ contents: IconComposerReader.Contents) -> [Finding] {
        var findings: [Finding] = []
        let assets = Set(contents.assets)
        for (file, layer) in contents.named where !assets.contains(file) {
            findings.append(Finding(kind: .missing, name: file, file: icon.location + "/icon.json",
                                    message: "layer '\(layer)' of Icon Composer icon '\(icon.name)' names '\(file)', which its Assets folder does not have"))
        }
        let named = Set(contents.named.map(\.file))
        for file in contents.assets where !named.contains(file) {
            findings.append(Finding(kind: .unused, name: file, file: icon.location + "/Assets/" + file,
                                    message: "'\(file)' in the Assets folder of Icon Composer icon '\(icon.name)' is named by no layer"))
        }
        return findings
    }
}
