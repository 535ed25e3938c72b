import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Every variant of an image set checked for its file (appearance, idiom, locale, direction), localized sets against
/// the app's localizations, and left-pointing art against a right-to-left one, in Contents.json as Xcode writes it.
@Suite struct AssetVariantTests {
    /// An image set's Contents.json as Xcode writes it: each entry's keys in Xcode's (alphabetical) order.
    static func contents(_ entries: [[String: String]], appearance: [Int: String] = [:]) -> String {
        let written = entries.enumerated().map { position, entry in
            var lines: [String] = []
            if let value = appearance[position] {
                lines.append("      \"appearances\" : [\n        {\n          \"appearance\" : \"\(value == "high" ? "contrast" : "luminosity")\",\n"
                    + "          \"value\" : \"\(value)\"\n        }\n      ]")
            }
            lines += entry.keys.sorted().map { "      \"\($0)\" : \"\(entry[$0]!)\"" }
            return "    {\n" + lines.joined(separator: ",\n") + "\n    }"
        }
        return "{\n  \"images\" : [\n" + written.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    }

    /// `kind file:line message` of each finding.
    static func listed(_ report: TraceReport) -> [String] {
        report.findings.map { "\($0.kind.rawValue) \($0.file):\($0.line ?? 0) \($0.message)" }
    }

    @Test func aMissingDarkOrHighContrastFileIsMissingNamingItsAppearance() {
        let project = TraceScratchProject()
        project.text("App/Assets.xcassets/logo.imageset/logo.pdf", "%PDF-1.4\n")
        project.text("App/Assets.xcassets/logo.imageset/Contents.json", Self.contents([
            ["filename": "logo.pdf", "idiom": "universal"],
            ["filename": "logo-dark.pdf", "idiom": "universal"],
            ["filename": "logo-contrast.pdf", "idiom": "universal"],
        ], appearance: [1: "dark", 2: "high"]))
        project.text("App/View.swift", "let logo = UIImage(named: \"logo\")\n")
        #expect(Self.listed(DeclaredNameTests.trace(project)) == [
            "missing App/Assets.xcassets/logo.imageset/Contents.json:15 the file 'logo-dark.pdf' for the dark appearance of the image set 'logo' does not exist",
            "missing App/Assets.xcassets/logo.imageset/Contents.json:25 the file 'logo-contrast.pdf' for the high-contrast appearance of the image set 'logo' does not exist",
        ])
    }

    @Test func everyIdiomLocaleAndDirectionEntryIsCheckedForItsFile() {
        let project = TraceScratchProject()
        project.imageSet("App/Assets.xcassets/icon")
        project.text("App/Assets.xcassets/icon.imageset/Contents.json", Self.contents([
            ["filename": "icon@2x.png", "idiom": "universal", "scale": "2x"],
            ["filename": "icon@3x.png", "idiom": "universal", "scale": "3x"],
            ["filename": "icon-watch.png", "idiom": "watch", "scale": "2x"],
            ["filename": "icon-ar@2x.png", "idiom": "universal", "locale": "ar", "scale": "2x"],
            ["filename": "icon-rtl@2x.png", "idiom": "universal", "language-direction": "right-to-left", "scale": "2x"],
        ]))
        project.text("App/View.swift", "let icon = UIImage(named: \"icon\")\n")
        #expect(Self.listed(DeclaredNameTests.trace(project)) == [
            "missing App/Assets.xcassets/icon.imageset/Contents.json:15 the file 'icon-watch.png' for the watch idiom of the image set 'icon' does not exist",
            "missing App/Assets.xcassets/icon.imageset/Contents.json:20 the file 'icon-ar@2x.png' for the locale 'ar' of the image set 'icon' does not exist",
            "missing App/Assets.xcassets/icon.imageset/Contents.json:26 the file 'icon-rtl@2x.png' for the right-to-left direction of the image set 'icon' does not exist",
        ])
    }

    @Test func aLocalizedSetWithoutSomeOfTheAppsLocalizationsIsAWarning() {
        let project = TraceScratchProject()
        project.imageSet("App/Assets.xcassets/title")
        project.text("App/Assets.xcassets/title.imageset/Contents.json", Self.contents([
            ["filename": "title@2x.png", "idiom": "universal", "locale": "en", "scale": "2x"],
            ["filename": "title@3x.png", "idiom": "universal", "locale": "de", "scale": "3x"],
        ]))
        project.text("App/View.swift", "let title = UIImage(named: \"title\")\n")
        project.xcodeProject("App", targets: [.init("App", sources: ["View.swift"], resources: ["Assets.xcassets"])],
                             knownRegions: ["en", "Base", "de", "fr", "ja"])
        let report = DeclaredNameTests.trace(project)
        #expect(Self.listed(report) == [
            "variant-gap App/Assets.xcassets/title.imageset/Contents.json:0 the image set 'title' is localized, but not for fr, ja, "
                + "which the app ships: those users see the development language's art",
        ])
        #expect(report.findings.allSatisfy { $0.severity == .warning })
    }

    @Test func leftPointingArtWithoutADirectionIsAWarningWhereTheAppShipsARightToLeftLanguage() {
        let project = TraceScratchProject()
        for name in ["backButton", "chevron_left", "arrow-left", "disclosure", "chevronDown", "background", "flipped"] {
            project.imageSet("App/Assets.xcassets/\(name)")
        }
        project.text("App/Assets.xcassets/flipped.imageset/Contents.json", Self.contents([
            ["filename": "flipped@2x.png", "idiom": "universal", "language-direction": "left-to-right", "scale": "2x"],
            ["filename": "flipped@3x.png", "idiom": "universal", "language-direction": "left-to-right", "scale": "3x"],
        ]))
        project.text("App/View.swift", """
            let names = [UIImage(named: "backButton"), UIImage(named: "chevron_left"), UIImage(named: "arrow-left"),
                         UIImage(named: "disclosure"), UIImage(named: "chevronDown"), UIImage(named: "background"), UIImage(named: "flipped")]
            """)
        project.text("App/en.lproj/Localizable.strings", "\"a\" = \"a\";\n")
        // Without a right-to-left localization, no art points the wrong way.
        #expect(DeclaredNameTests.trace(project).findings.isEmpty)
        project.text("App/he.lproj/Localizable.strings", "\"a\" = \"a\";\n")
        #expect(DeclaredNameTests.trace(project).findings.map { "\($0.kind.rawValue) \($0.name)" }
            == ["variant-gap arrow-left", "variant-gap backButton", "variant-gap chevron_left", "variant-gap disclosure"])
        #expect(DeclaredNameTests.trace(project).findings.first?.message == "the image set 'arrow-left' looks like left-pointing art but has "
            + "no language direction, and the app ships 'he', written right to left: set its Direction in Xcode, or flip it in code")
    }

    @Test func theNameRuleForLeftPointingArt() {
        #expect(["back", "btn_back", "BackIcon", "nav/chevron", "arrowLeft", "left_caret", "previous", "disclosureIndicator", "backbutton", "nav_backarrow"]
            .filter { !VariantGaps.pointsLeft($0) } == [])
        #expect(["background", "feedback", "chevron_right", "arrow-up", "left", "leftPanel", "playback", "backDown"]
            .filter(VariantGaps.pointsLeft) == [])
    }
}
