import BarSkinCore
import Foundation

extension Tracer {
    /// The app icons' findings: each Icon Composer icon read, the names the considered targets' settings, the
    /// Info.plists and the code give, judged by ``AppIconAudit``. Unused icons are judged only with a project, and not
    /// where a target compiles every icon.
    static func appIconFindings(_ icons: [AppIcon], scan: ScanResults, audit: BundleAudit, imageSets: Set<String>,
                                errors: inout [TraceError]) -> [Finding] {
        guard !icons.isEmpty || scan.assetLoads.contains(where: { $0.type == .appIcon }) else { return [] }
        var contents: [String: IconComposerReader.Contents] = [:]
        for icon in icons where icon.kind == .iconComposer {
            do { contents[icon.location] = try IconComposerReader().read(folder: icon.location) } catch { errors.append(error) }
        }
        let membership = audit.membership
        var loads = scan.assetLoads.filter { load in
            load.type == .appIcon && (membership == nil || ![.leftOut, .noTarget].contains(audit.buildStatus(of: load.file)))
        }
        var texts: [String: TextLocator] = [:]
        var seen = Set<String>()
        // An app or extension's icon only: a framework's or a tool's setting (often set project-wide) compiles none.
        for target in membership?.considered ?? [] where [.application, .appExtension].contains(target.kind) {
            for name in target.appIconNames where !name.contains("$") && seen.insert(target.project + "\u{0}" + name).inserted {
                if texts[target.project] == nil { texts[target.project] = TextLocator(bytes: (try? FileBytes.read(target.project)) ?? []) }
                var setting = "ASSETCATALOG_COMPILER_APPICON_NAME"
                var (line, column) = settingPlace(setting, name, in: texts[target.project]!)
                if line == 0 {
                    setting = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
                    (line, column) = settingPlace(setting, name, in: texts[target.project]!)
                }
                loads.append(AssetLoad(target: .name(name), type: .appIcon, file: target.project, line: line, column: column, source: .plist, role: setting))
            }
        }
        var plistNames = Set<String>()
        for plist in scan.plists {
            for reference in plist.references where InfoPlistScanner.iconSetRoles.contains(reference.role) || InfoPlistScanner.iconFileRoles.contains(reference.role) {
                guard case .name(let name) = reference.target else { continue }
                let stem = ReferenceResolver.iconFileStem(name)
                plistNames.formUnion([name, stem] + [ReferenceResolver.withoutIconSize(stem)].compactMap { $0 })
            }
        }
        var iconAudit = AppIconAudit(icons: icons, contents: contents, isAudited: { audit.isConsidered($0.location) },
                                     shareATarget: { audit.sharesABundle($0.location, $1.location) })
        // Only where every app's icon setting is read and literal: one set in an `.xcconfig` trace does not read, or built
        // from a variable (`AppIcon${BUNDLE_ID_SUFFIX}`), may name any icon.
        let apps = membership?.considered.filter { $0.kind == .application } ?? []
        iconAudit.otherNames = imageSets
        let judgesUse = membership != nil && !(membership?.considered.contains(where: \.includesAllAppIcons) ?? false)
            && apps.allSatisfy { !$0.appIconNames.isEmpty && !$0.appIconNames.contains { $0.contains("$") } }
        return iconAudit.findings(loads: loads, plistNames: plistNames, judgesUse: judgesUse)
    }
}
