@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// Colour sets from a skin (issue 42): Xcode's Contents.json, the names a build writes, and
/// the same write road as image sets (dry run, manifest, nothing rewritten).
@Suite struct ColorSetsTests {
    /// A colour set with every appearance, byte for byte as Xcode 15 writes one picked as 8-bit
    /// sRGB: keys sorted, `"key" : value`, two-space indents, hex components, alpha to three places,
    /// luminosity before contrast.
    @Test func aColorSetWithEveryAppearanceIsWrittenAsXcodeWritesIt() {
        let colors: [Appearance: RGBA8] = [
            .darkHighContrast: RGBA8(0x66, 0xB2, 0xFF), .any: RGBA8(0x00, 0x80, 0xFF),
            .highContrast: RGBA8(0x00, 0x40, 0xDD, 0x33), .dark: RGBA8(0x4D, 0xA3, 0xFF),
        ]
        func entry(_ appearances: [(String, String)], _ alpha: String, _ blue: String, _ green: String, _ red: String) -> String {
            let listed = appearances.isEmpty ? "" : """
                  "appearances" : [
            \(appearances.map { """
                    {
                      "appearance" : "\($0.0)",
                      "value" : "\($0.1)"
                    }
            """ }.joined(separator: ",\n"))
                  ],

            """
            return """
                {
            \(listed)      "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "\(alpha)",
                      "blue" : "\(blue)",
                      "green" : "\(green)",
                      "red" : "\(red)"
                    }
                  },
                  "idiom" : "universal"
                }
            """
        }
        let expected = """
        {
          "colors" : [
        \([entry([], "1.000", "0xFF", "0x80", "0x00"),
           entry([("luminosity", "dark")], "1.000", "0xFF", "0xA3", "0x4D"),
           entry([("contrast", "high")], "0.200", "0xDD", "0x40", "0x00"),
           entry([("luminosity", "dark"), ("contrast", "high")], "1.000", "0xFF", "0xB2", "0x66")].joined(separator: ",\n"))
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
        #expect(String(decoding: ColorSetWriter.contents(colors: colors), as: UTF8.self) == expected)
    }

    static let skin = """
    version: 1
    catalog: A.xcassets
    tab-bar:
      color: "#202020"
      dark:
        color: "#101010"
    tab-items:
      style: flat
      selected-color: "#0080FF"
      dark:
        selected-color: "#4DA3FF"
      high-contrast:
        selected-color: "#0040DD"
      dark-high-contrast:
        selected-color: "#66B2FF"
      items:
        - mask: Icons/star
    nav-bar:
      tint: "#778CA8"

    """

    @Test func aSkinBuildWritesEveryBarColorWithTheLooksItsSectionGives() throws {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 50, radius: 20)), to: "Icons/star@2x.png")
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        #expect(folder.listing("A.xcassets").filter { $0.contains(".colorset/") } == [
            "NavigationBarTint", "NavigationBarTitle", "TabBarBadge", "TabBarSelectedItem",
            "TabBarSelectedTitle", "TabBarTint", "TabBarTitle", "TabBarUnselectedItem",
        ].map { $0 + ".colorset/Contents.json" })
        let sets = try #require(spec.items.lazy.compactMap { $0 as? SkinColorSets }.first).sets
        #expect(sets.map(\.name) == SkinColorRole.allCases.map(\.setName))
        let selected = try #require(sets.first { $0.name == "TabBarSelectedItem" })
        #expect(selected.colors == [.any: RGBA8(0x00, 0x80, 0xFF), .dark: RGBA8(0x4D, 0xA3, 0xFF),
                                    .highContrast: RGBA8(0x00, 0x40, 0xDD), .darkHighContrast: RGBA8(0x66, 0xB2, 0xFF)])
        #expect(folder.contents("A.xcassets/TabBarSelectedItem.colorset/Contents.json") == ColorSetWriter.contents(colors: selected.colors))
        // The tab bar gives a dark look only; the badge no look at all.
        #expect(sets.first { $0.name == "TabBarTint" }?.colors == [.any: RGBA8(0x20, 0x20, 0x20), .dark: RGBA8(0x10, 0x10, 0x10)])
        #expect(sets.first { $0.name == "TabBarBadge" }?.colors == [.any: SkinColorRole.classicBadge])
    }

    /// A skin with a derived dark look and high-contrast looks (the report that `TabBarSelectedItem`
    /// held `any` alone): each set holds every look in which its colour differs, and a colour the
    /// same in every look one `any` entry, as Xcode writes a colour with no appearances.
    @Test func everySetHoldsTheLooksItsColourDiffersInAndAUniformColourOneEntry() throws {
        let skin = """
        version: 1
        catalog: A.xcassets
        appearances: [any, dark]
        tab-bar:
          color: "#161616"
          high-contrast:
            color: "#000000"
        tab-items:
          style: flat
          selected-color: "#0080FF"
          high-contrast:
            selected-color: "#0040DD"
          items:
            - mask: Icons/star
        nav-bar:
          tint: "#778CA8"
          high-contrast:
            tint: "#4A6285"

        """
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 50, radius: 20)), to: "Icons/star@2x.png")
        let spec = try SkinBuildPlanTests.spec(skin, in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.description) == [])
        let sets = try #require(spec.items.lazy.compactMap { $0 as? SkinColorSets }.first).sets
        let written = Dictionary(uniqueKeysWithValues: sets.map { set in
            (set.name, set.colors.keys.sorted().map { "\($0.rawValue) \(set.colors[$0]!)" })
        })
        let white = RGBA8(0xFF, 0xFF, 0xFF)
        // The bars' dark looks are derived (docs/appearances.md), the tab items keep theirs: their
        // selected blue differs in high contrast alone, their unselected gray nowhere.
        #expect(written == [
            "TabBarTint": ["any \(RGBA8(0x16, 0x16, 0x16))", "dark \(RGBA8(0x07, 0x07, 0x07))", "high-contrast \(RGBA8(0x00, 0x00, 0x00))"],
            "TabBarUnselectedItem": ["any \(TintLook.flatNormalColor)"],
            "TabBarSelectedItem": ["any \(RGBA8(0x00, 0x80, 0xFF))", "high-contrast \(RGBA8(0x00, 0x40, 0xDD))"],
            "TabBarTitle": ["any \(SkinColorRole.classicTitle)"],
            "TabBarSelectedTitle": ["any \(SkinColorRole.classicSelectedTitle)"],
            "TabBarBadge": ["any \(SkinColorRole.classicBadge)"],
            "NavigationBarTint": ["any \(RGBA8(0x77, 0x8C, 0xA8))", "dark \(RGBA8(0x2B, 0x2F, 0x36))", "high-contrast \(RGBA8(0x4A, 0x62, 0x85))"],
            // White titles stay white in the derived dark look and in high contrast: one entry.
            "NavigationBarTitle": ["any \(white)"],
        ])
        #expect(folder.contents("A.xcassets/NavigationBarTitle.colorset/Contents.json") == ColorSetWriter.contents(colors: [.any: white]))
        let selected = String(decoding: folder.contents("A.xcassets/TabBarSelectedItem.colorset/Contents.json") ?? [], as: UTF8.self)
        #expect(selected.contains("\"value\" : \"high\"") && !selected.contains("\"value\" : \"dark\""))
    }

    @Test func aDryRunListsTheSetsAndASecondBuildRewritesNothing() throws {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 50, radius: 20)), to: "Icons/star@2x.png")
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: folder)
        let planned = SkinBuilder().dryRun(SkinBuildPlan(specs: [spec])).outputs.filter { $0.file.path.contains(".colorset/") }
        #expect(planned.count == SkinColorRole.allCases.count && planned.allSatisfy { $0.record.status == .planned && $0.name == "color-sets" })
        #expect(!folder.exists("A.xcassets/TabBarTint.colorset"))
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        let again = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(again.failures.isEmpty && !again.outputs.isEmpty)
        #expect(again.outputs.filter { $0.record.status != .upToDate }.map(\.file.path) == [])
    }

    @Test func pruneRemovesTheSetsOfASkinThatNoLongerWritesThem() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\ncatalog: A.xcassets\nnav-bar: {}\n", in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        #expect(folder.exists("A.xcassets/NavigationBarTint.colorset/Contents.json"))
        let off = try SkinBuildPlanTests.spec("version: 1\ncatalog: A.xcassets\ncolor-sets: false\nnav-bar: {}\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [off]), prune: true)
        #expect(report.failures.isEmpty)
        #expect(report.pruned.filter { $0.contains(".colorset/") }.count == 2)
        // The emptied set folders go with their files.
        #expect(!folder.exists("A.xcassets/NavigationBarTint.colorset") && !folder.exists("A.xcassets/NavigationBarTitle.colorset"))
        #expect(folder.exists("A.xcassets/NavigationBarBackground.imageset/Contents.json"))
    }

    @Test func colorSetsCanBeTurnedOffAndNeedACatalog() throws {
        let folder = TemporaryFolder()
        let off = try SkinBuildPlanTests.spec("version: 1\ncatalog: A.xcassets\ncolor-sets: false\nnav-bar: {}\n", in: folder)
        #expect(off.items.map(\.name) == ["nav-bar"])
        // Without a catalog there is nowhere to write them: none by default, an error when asked for.
        let loose = try SkinBuildPlanTests.spec("version: 1\noutput: Out\nnav-bar: {}\n", in: folder)
        #expect(loose.items.map(\.name) == ["nav-bar"])
        #expect(throws: SkinError.self) { try SkinBuildPlanTests.spec("version: 1\noutput: Out\ncolor-sets: true\nnav-bar: {}\n", in: folder) }
        // A catalog holds one asset of a name: an image set named like a colour set is refused.
        let clash = "version: 1\ncatalog: A.xcassets\nbackgrounds:\n  - {image: Art/TabBarTint, left-cap: 2}\ntab-bar: {}\n"
        let error = try #require(throws: SkinError.self) { try SkinBuildPlanTests.spec(clash, in: folder) }
        #expect(error.description.contains("'TabBarTint' would be both a colour set and an image set: line 4 writes 'TabBarTint'"))
    }
}
