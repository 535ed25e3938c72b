@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// The whole fixture project traced end to end in the library: every finding
/// with its exact place, the launch set and its memory, and ignore lists.
struct FixtureTraceTests {
    /// Traces the fixture from inside its folder, so paths read `App/...`.
    static func trace(_ options: TraceOptions = TraceOptions()) -> TraceReport {
        let folder = TemporaryFolder()
        TraceFixtureProject.write(to: folder.url)
        return Tracer(options: options).trace([folder.path]).relativized(to: folder.path + "/")
    }

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            "\(finding.kind.rawValue) \(finding.file)" + (finding.line.map { ":\($0)" } ?? "") + (finding.column.map { ":\($0)" } ?? "")
                + " \(finding.name)"
        }
    }

    @Test func everyFindingWithItsPlace() {
        let report = Self.trace()
        #expect(report.errors.isEmpty)
        #expect(Self.lines(report.findings) == [
            "scale-gap App/Assets.xcassets/avatar_blank.imageset avatar_blank",
            "missing App/Assets.xcassets/avatar_blank.imageset/Contents.json:4 avatar_blank",
            "scale-gap App/Assets.xcassets/avatar_blank.imageset/Contents.json:9 avatar_blank",
            "scale-gap App/Assets.xcassets/btn_bg.imageset btn_bg",
            "missing App/Base.lproj/Main.storyboard:17:95 tab_home_sel",
            "case-mismatch App/Base.lproj/Main.storyboard:60:50 detail_photo",
            "missing App/Base.lproj/Main.storyboard:61:71 nowhere_to_be_found",
            "missing App/Base.lproj/Main.storyboard:69:22 only_in_resources",
            "missing App/Cell.xib:5:40 vol_low",
            "misnamed App/Images/badge~ipad@2x.png badge~ipad@2x.png",
            // `"dup" + suffix + "a"` and `"frame_\(index)"` have fixed parts: what they match may be used.
            "possibly-used App/Images/dup_a@2x.png dup_a",
            "duplicate App/Images/dup_b@2x.png dup_b",
            // The fixture's `[NSString stringWithFormat:@"%@.png", …]` could load any image: it hides none.
            "unused App/Images/dup_b@2x.png dup_b",
            "size-mismatch App/Images/field_bg@2x.png field_bg",
            "possibly-used App/Images/frame_01@2x.png frame_01",
            "duplicate App/Images/hero@2x.png hero",
            "unused App/Images/hero@2x.png hero",
            "scale-gap App/Images/photo.jpg photo.jpg",
            "size-mismatch App/Images/settings_banner@3x.png settings_banner",
            "missing App/Legacy.xib:7:34 logo.png",
            "case-mismatch App/Skin/App.skin.yml:8:13 Icons/Tab_Profile",
            "missing App/Skin/App.skin.yml:10:13 Icons/tab_gone",
            "missing App/Sources/HomeViewController.swift:11:25 swiftui_art",
            "missing App/Sources/HomeViewController.swift:19:37 tab_home_sel",
            "missing App/Sources/HomeViewController.swift:23:36 .noSuchAsset",
            "case-mismatch App/Sources/LegacyController.m:12:46 Hero",
            "unresolvable-dynamic App/Sources/LegacyController.m:13:45 *.png",
        ])
        let messages = Dictionary(report.findings.map { ("\($0.kind.rawValue) \($0.name)", $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(messages["case-mismatch Hero"] == "'Hero' only matches 'hero' when ignoring case: works in the Simulator, fails on a device")
        #expect(messages["size-mismatch field_bg"] == "point sizes differ between scales: 20x4 pt at @2x, 21x4 pt at @3x")
        #expect(messages["size-mismatch settings_banner"] == "97x60 pixels is not a multiple of the @3x scale")
        #expect(messages["duplicate dup_b"] == "same pixels as App/Images/dup_a@2x.png ('dup_a')")
        #expect(messages["scale-gap btn_bg"] == "'btn_bg' has no @3x image: the iphone scales up btn_bg@2x.png")
        #expect(messages["misnamed badge~ipad@2x.png"]
            == "'badge~ipad@2x.png' is never found by imageNamed:; name it 'badge@2x~ipad.png' (scale before a lower-case device)")
        #expect(messages["case-mismatch Icons/Tab_Profile"]
            == "the mask 'Icons/Tab_Profile' only matches App/Skin/Icons/tab_profile@3x.png when ignoring case: builds on macOS, fails on a case-sensitive disk")
        #expect(messages["missing Icons/tab_gone"] == "the mask 'Icons/tab_gone' does not exist: no App/Skin/Icons/tab_gone.png or a scale variant of it")
        #expect(report.findings.filter { $0.severity == .error }.count == 13)
        #expect(report.systemSymbols == 2)
    }

    @Test func patternsAndSymbolsMarkAssetsUsed() {
        let report = Self.trace()
        let unused = report.assets.filter { !report.isUsed($0) }.map { "\($0.kind.rawValue) \($0.name)" }
        // Dynamic names with a fixed part make their matches possibly used, not used.
        #expect(unused == ["file dup_a", "file dup_b", "file frame_01", "file hero"])
        let frame = report.references.filter { $0.reference.displayName == "frame_*" }
        #expect(frame.map(\.matchedAssets) == [[AssetKey(kind: .file, name: "frame_01")], [AssetKey(kind: .file, name: "frame_01")]])
        #expect(!report.references.contains { $0.reference.file.hasPrefix("Pods/") })
        #expect(!report.assets.contains { $0.name == "pod_image" })
    }

    @Test func skinFileMasksAndArt() {
        let report = Self.trace()
        let skin = report.references.filter { $0.reference.source == .skin }
        #expect(skin.map { "\($0.reference.line):\($0.reference.column) \($0.reference.role) \($0.reference.displayName) \($0.resolvedPath ?? "-")" } == [
            "7:13 mask Icons/tab_search App/Skin/Icons/tab_search@3x.png",
            "8:13 mask Icons/Tab_Profile App/Skin/Icons/tab_profile@3x.png",
            "9:22 selected-fill Art/gloss.png App/Skin/Art/gloss.png",
            "10:13 mask Icons/tab_gone -",
            "12:12 background Art/bar_bg App/Skin/Art/bar_bg@3x.png",
        ])
        #expect(skin.allSatisfy { !$0.launch && $0.reference.scene == nil })
        let used = Set(skin.flatMap(\.matchedAssets).map(\.name))
        #expect(used == ["tab_search", "tab_profile", "gloss", "bar_bg"])
        #expect(report.fileCounts.skins == 1)
    }

    @Test func aBrokenSkinFileIsAnErrorAndTheTraceGoesOn() {
        let folder = TemporaryFolder()
        TraceFixtureProject.write(to: folder.url)
        folder.write(Array("version: 1\ntab-items:\n  items:\n    - {mask: a, colour: red}\n".utf8), to: "App/Skin/Broken.skin.yml")
        let report = Tracer().trace([folder.path])
        #expect(report.errors.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") } == [
            "App/Skin/Broken.skin.yml:4:17: unknown key 'colour' in a tab item; expected one of: mask, name, title, glow, badge, style, normal-color, "
                + "normal-gradient, selected-color, selected-gradient, selected-fill, gloss, edge-highlight, mask-mode, item-size, mask-size, vector, template-icons, selected-mask, symbols, dark, high-contrast, "
                + "dark-high-contrast",
        ])
        #expect(report.references.filter { $0.reference.source == .skin }.count == 5)
    }

    @Test func launchSetAndItsMemory() {
        let report = Self.trace()
        #expect(report.launch.storyboard == "App/Base.lproj/Main.storyboard")
        #expect(report.launch.images.map { "\($0.name) \($0.path) \($0.decodedBytes)" } == [
            "Icons/star App/Assets.xcassets/Icons/star.imageset/star@3x.png 5184",
            "btn_bg App/Assets.xcassets/btn_bg.imageset/btn_bg@2x.png 1600",
            "hero App/Assets.xcassets/hero.imageset/hero@3x.png 54000",
            "btn_play App/Images/btn_play@3x.png 32400",
            "launch_logo App/Images/launch_logo@3x.png 3600",
            "tab_home App/Images/tab_home@3x.png 22500",
        ])
        #expect(report.launch.decodedBytes == 119_284)
        // The second tab's banner and the unreachable detail scene are not loaded at launch.
        let notLaunched = report.references.filter { !$0.launch && $0.reference.source == .storyboard }.map(\.reference.displayName)
        #expect(notLaunched == ["settings_banner", "detail_photo", "nowhere_to_be_found", "only_in_resources"])
    }

    @Test func iPadProfileAtOneScale() {
        let report = Self.trace(TraceOptions(profile: DeviceProfile(device: .ipad, scales: [2])))
        let tabHome = report.references.first { $0.reference.displayName == "tab_home" }
        #expect(tabHome?.resolvedPath == "App/Images/tab_home@2x~ipad.png")
        #expect(report.launch.decodedBytes == 24 * 24 * 4 + 20 * 20 * 4 + 100 * 60 * 4 + 60 * 60 * 4 + 30 * 30 * 4 + 50 * 50 * 4)
        // Only @2x is needed: btn_bg has it, avatar_blank's empty 3x slot no longer matters.
        #expect(!Self.lines(report.findings).contains("scale-gap App/Assets.xcassets/btn_bg.imageset btn_bg"))
        #expect(!Self.lines(report.findings).contains("scale-gap App/Assets.xcassets/avatar_blank.imageset/Contents.json:9 avatar_blank"))
    }

    @Test func iPadArtMissingAtAScale() {
        let report = Self.trace(TraceOptions(profile: DeviceProfile(device: .ipad, scales: [2, 3])))
        #expect(report.findings.contains(Finding(
            kind: .scaleGap, name: "tab_home", file: "App/Images/tab_home@2x~ipad.png",
            message: "'tab_home' has no @3x~ipad image: a 3x ipad loads tab_home@3x.png instead of the ~ipad art")))
    }

    @Test func ignoreListAcceptsNamesAndGlobs() {
        let report = Self.trace().ignoring([Glob("tab_home_sel"), Glob("*.png"), Glob("dup_?")])
        let names = Set(report.findings.map(\.name))
        #expect(!names.contains("tab_home_sel"))
        #expect(!names.contains("logo.png"))
        #expect(!names.contains("dup_b"))
        #expect(names.contains("hero"))
        #expect(report.findings.count == 27 - 2 - 3 - 3)
    }
}

extension TraceReport {
    /// The report with `prefix` removed from every path, so tests can pin relative paths.
    func relativized(to prefix: String) -> TraceReport {
        func strip(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        var copy = self
        copy.findings = findings.map { finding in
            var finding = finding
            finding.file = strip(finding.file)
            finding.message = finding.message.replacingOccurrences(of: prefix, with: "")
            finding.evidence = finding.evidence.map { piece in
                var piece = piece
                piece.file = strip(piece.file)
                piece.note = piece.note?.replacingOccurrences(of: prefix, with: "")
                return piece
            }
            return finding
        }
        copy.references = references.map { resolved in
            var resolved = resolved
            resolved.reference.file = strip(resolved.reference.file)
            resolved.resolvedPath = resolved.resolvedPath.map(strip)
            return resolved
        }
        copy.launch.images = launch.images.map { image in
            var image = image
            image.path = strip(image.path)
            return image
        }
        copy.launch.storyboard = launch.storyboard.map(strip)
        copy.outsideTargets = outsideTargets.map { OutsideTargetFolder(folder: strip($0.folder), images: $0.images.map(strip)) }
        copy.assets = assets.map { asset in
            var asset = asset
            asset.location = strip(asset.location)
            asset.variants = asset.variants.map { var variant = $0; variant.path = strip(variant.path); return variant }
            return asset
        }
        return copy
    }
}
