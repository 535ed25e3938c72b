import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Mistakes in a section's `dark:` (or other appearance) mapping, each one line at its place.
@Suite struct AppearanceErrorTests {
    func build(_ skin: String) throws -> CommandResult {
        let scratch = BuildAppearanceTests.workspace(skin)
        // The folder lives until the run ends: it is removed when `scratch` goes.
        return try withExtendedLifetime(scratch) { try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url) }
    }

    @Test func aKeyThatIsNoLookKeyIsAnErrorAtTheKey() throws {
        let result = try build("""
        version: 1
        catalog: App.xcassets
        cells:
          color: "#FFFFFF"
          dark:
            color: "#1C1C1E"
            scales: [2]

        """)
        #expect(result.status == 1)
        #expect(result.diagnostics == """
        barskin: error: App.skin.yml:7:5: unknown key 'scales' in the 'dark' look of cells; expected one of: \
        row-height, corner-radius, color, border-color, separator-color, selected-color

        """)
    }

    @Test func aBadColourInADarkLookIsAnErrorAtItsValue() throws {
        let result = try build("""
        version: 1
        catalog: App.xcassets
        nav-bar:
          dark:
            tint: "#2B2F3"

        """)
        #expect(result.status == 1)
        #expect(result.diagnostics.hasPrefix("barskin: error: App.skin.yml:5:11: "), "\(result.diagnostics)")
    }

    @Test func aDarkLookWithoutACatalogIsAnErrorSayingWhy() throws {
        let result = try build("""
        version: 1
        output: Build
        cells:
          dark:
            color: "#1C1C1E"

        """)
        #expect(result.status == 1)
        #expect(result.diagnostics == """
        barskin: error: App.skin.yml:5:5: the cells 'dark' look is written into image sets (UIKit loads appearances only from \
        asset catalogs), but the skin has no 'catalog' folder to write to

        """)
    }

    @Test func withoutACatalogOnlyTheWidthsGetADarkTwin() throws {
        let scratch = BuildAppearanceTests.workspace("""
        version: 1
        output: Build
        tab-bar:
          widths: [320]
          dark:
            color: "#050505"

        """)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let dark = scratch.listing("Build").filter { $0.contains("-dark") }.sorted()
        #expect(dark == ["TabBarBackground-320-dark.png", "TabBarBackground-320-dark@2x.png", "TabBarBackground-320-dark@3x.png"])
        let light = try scratch.bitmap("Build/TabBarBackground-320@2x.png"), night = try scratch.bitmap("Build/TabBarBackground-320-dark@2x.png")
        #expect(BuildAppearanceTests.meanLuminance(night) < BuildAppearanceTests.meanLuminance(light))
    }
}
