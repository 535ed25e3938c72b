@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import Testing

/// Every mistake in a `tab-bar:` section is one located line.
@Suite struct TabBarSectionErrorTests {
    static let cases: [(String, String)] = [
        ("version: 1\noutput: o\ntab-bar:\n  colour: \"#111111\"\n",
         "App.skin.yml:4:3: unknown key 'colour' in tab-bar; did you mean 'color'?"),
        ("version: 1\noutput: o\ntab-bar:\n  shade: \"#111111\"\n",
         "App.skin.yml:4:3: unknown key 'shade' in tab-bar; expected one of: height, color, selection, selection-color, corner-radius, glow, "
            + "indicator, gloss, widths, scales, dark, high-contrast, dark-high-contrast"),
        ("version: 1\noutput: o\ntab-bar:\n  color: \"#12\"\n",
         "App.skin.yml:4:10: invalid colour '#12' for 'color': expected #RGB, #RRGGBB or #RRGGBBAA"),
        ("version: 1\noutput: o\ntab-bar:\n  glow: maybe\n", "App.skin.yml:4:9: invalid colour 'maybe' for 'glow': expected #RGB, #RRGGBB or #RRGGBBAA"),
        ("version: 1\noutput: o\ntab-bar:\n  height: 5\n", "App.skin.yml:4:11: tab bar height must be from 12 to 200 points, not 5"),
        ("version: 1\noutput: o\ntab-bar:\n  corner-radius: 9\n", "App.skin.yml:4:18: corner radius must be from 0 to 4 points, not 9"),
        ("version: 1\noutput: o\ntab-bar:\n  corner-radius: round\n", "App.skin.yml:4:18: 'corner-radius' must be a number of points, not 'round'"),
        ("version: 1\noutput: o\ntab-bar:\n  widths: [320, 0]\n",
         "App.skin.yml:4:17: each of 'widths' must be a width in whole points from 1 to 4096, given once, not '0'"),
        ("version: 1\noutput: o\ntab-bar:\n  scales: [2, 4]\n", "App.skin.yml:4:15: each of 'scales' must be a scale from 1 to 3, given once, not '4'"),
        ("version: 1\ntab-bar:\n  height: 49\n",
         "App.skin.yml:3:3: the tab bar's art is written as PNGs or image sets, but the skin has no 'output' or 'catalog' folder to write to"),
        ("version: 1\ncatalog: c.xcassets\ntab-bar:\n  widths: [320]\n",
         "App.skin.yml:4:3: the tab bar's 'widths' are rendered as PNGs, but the skin has no 'output' folder to write to"),
        ("version: 1\noutput: o\ntab-bar: [a]\n", "App.skin.yml:3:10: 'tab-bar' must be a mapping, not a list"),
    ]

    @Test(arguments: cases) func mistakesAreLocated(text: String, message: String) {
        #expect(throws: (any Error).self) { try SkinSpec(parsing: Array(text.utf8), path: "App.skin.yml") }
        do {
            _ = try SkinSpec(parsing: Array(text.utf8), path: "App.skin.yml")
        } catch {
            #expect(error.description == message)
        }
    }
}
