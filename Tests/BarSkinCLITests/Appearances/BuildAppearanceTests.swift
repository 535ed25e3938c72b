import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `dark:` in every drawing section: each piece's image set holds an any and a
/// dark entry per scale in Xcode's order, the dark pixels follow the dark colours,
/// and incremental builds and `--prune` treat the dark files like any others.
@Suite struct BuildAppearanceTests {
    static let skin = """
    version: 1
    output: Build
    catalog: Build/App.xcassets
    tab-items:
      selected-color: "#3B7BD4"
      dark:
        normal-color: "#8E8E93"
      items:
        - mask: Icons/star
          dark:
            selected-color: "#4DA3FF"
    tab-bar:
      color: "#161616"
      widths: [320]
      dark:
        color: "#050505"
    nav-bar:
      tint: "#778CA8"
      back-buttons: [Back]
      dark:
        tint: "#2B2F36"
    cells:
      color: "#FFFFFF"
      dark:
        color: "#1C1C1E"
        border-color: "#3A3A3C"
    backgrounds:
      - image: Art/bar
        name: Toolbar
        insets: 0,5,0,5
        dark:
          image: Art/bar-dark

    """

    static func workspace(_ skin: String = skin) -> TemporaryFolder {
        let folder = TemporaryFolder()
        _ = folder.write(Array(skin.utf8), to: "App.skin.yml")
        for scale in 1...3 {
            folder.png("Icons/star" + (scale == 1 ? "" : "@\(scale)x") + ".png",
                       Masks.box(width: 30 * scale, height: 30 * scale, x0: 3 * scale, y0: 3 * scale, x1: 27 * scale, y1: 27 * scale))
        }
        for scale in 1...3 {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            folder.png("Art/bar\(suffix).png", Bitmap(width: 12 * scale, height: 10 * scale, filledWith: RGBA8(200, 200, 200)))
            folder.png("Art/bar-dark\(suffix).png", Bitmap(width: 12 * scale, height: 10 * scale, filledWith: RGBA8(30, 30, 30)))
        }
        return folder
    }

    @Test func everyImageSetHoldsAnyAndDarkAtEveryScaleInXcodesOrder() throws {
        let scratch = Self.workspace()
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        // The template icon is the system's to tint in every appearance: it has one look.
        let sets = scratch.listing("Build/App.xcassets").filter { $0.hasSuffix(".imageset/Contents.json") && !$0.contains("-template.") }
        #expect(sets.count == 2 + 5 + 3 + 8 + 1, "\(sets)")
        for set in sets {
            let document = try JSONSerialization.jsonObject(with: Data(scratch.contents("Build/App.xcassets/" + set)!)) as! [String: Any]
            let images = document["images"] as! [[String: Any]]
            let slots = images.map { image in
                "\(image["scale"]!) \(((image["appearances"] as? [[String: String]])?.first?["value"]) ?? "any")"
            }
            #expect(slots == ["1x any", "1x dark", "2x any", "2x dark", "3x any", "3x dark"], "\(set)")
            for image in images { #expect(scratch.exists("Build/App.xcassets/" + set.dropLast("Contents.json".count) + (image["filename"] as! String))) }
        }
        // The sized background has no set: its dark twin is a loose file with -dark before the scale.
        #expect(scratch.exists("Build/TabBarBackground-320-dark@2x.png") && scratch.exists("Build/TabBarBackground-320@2x.png"))
    }

    /// Pinned against the form Xcode 15 writes for an image set with Appearances "Any, Dark".
    @Test func aTabItemsSetIsWrittenAsXcodeWritesIt() throws {
        let scratch = Self.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let entry = { (file: String, scale: Int, dark: Bool) in
            (dark ? """
                {
                  "appearances" : [
                    {
                      "appearance" : "luminosity",
                      "value" : "dark"
                    }
                  ],

            """ : "    {\n") + """
                  "filename" : "\(file)",
                  "idiom" : "universal",
                  "scale" : "\(scale)x"
                }
            """
        }
        let expected = "{\n  \"images\" : [\n" + [
            entry("star-selected.png", 1, false), entry("star-selected-dark.png", 1, true),
            entry("star-selected@2x.png", 2, false), entry("star-selected-dark@2x.png", 2, true),
            entry("star-selected@3x.png", 3, false), entry("star-selected-dark@3x.png", 3, true),
        ].joined(separator: ",\n") + """

          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "template-rendering-intent" : "original"
          }
        }
        """
        let written = String(decoding: scratch.contents("Build/App.xcassets/star-selected.imageset/Contents.json")!, as: UTF8.self)
        #expect(written.trimmingCharacters(in: .newlines) == expected)
    }

    @Test func darkPixelsFollowTheDarkColours() throws {
        let scratch = Self.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let set = "Build/App.xcassets/"
        let light = try scratch.bitmap(set + "NavigationBarBackground.imageset/NavigationBarBackground@2x.png")
        let dark = try scratch.bitmap(set + "NavigationBarBackground.imageset/NavigationBarBackground-dark@2x.png")
        #expect((dark.width, dark.height) == (light.width, light.height))
        #expect(Self.meanLuminance(dark) < Self.meanLuminance(light) - 40, "\(Self.meanLuminance(dark)) vs \(Self.meanLuminance(light))")
        // The middle row's centre is its fill: the dark `color` #1C1C1E, the light #FFFFFF, within 1 level.
        for (file, expected) in [("middleRow@2x.png", (255, 255, 255)), ("middleRow-dark@2x.png", (0x1C, 0x1C, 0x1E))] {
            let row = try scratch.bitmap(set + "middleRow.imageset/" + file)
            let centre = row[row.width / 2, row.height / 2]
            #expect(abs(Int(centre.red) - expected.0) <= 1 && abs(Int(centre.green) - expected.1) <= 1
                    && abs(Int(centre.blue) - expected.2) <= 1 && centre.alpha == 255, "\(file): \(centre)")
        }
        // The selected star: light #3B7BD4 from the section, dark #4DA3FF from the item; tint styles shade, so blue leads by far in both.
        let selected = try scratch.bitmap(set + "star-selected.imageset/star-selected-dark@2x.png")
        let lightSelected = try scratch.bitmap(set + "star-selected.imageset/star-selected@2x.png")
        #expect(selected.pixels != lightSelected.pixels)
    }

    @Test func aRebuildWritesNothingAndLosingDarkPrunesItsFiles() throws {
        let scratch = Self.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let again = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(again.standardError.contains("(0 written, 0 unchanged, "), "\(again.standardError)")
        let light = Self.skin.replacingOccurrences(of: "  dark:\n    color: \"#1C1C1E\"\n    border-color: \"#3A3A3C\"\n", with: "")
        _ = scratch.write(Array(light.utf8), to: "App.skin.yml")
        let pruned = try CommandRunner.run(["build", "App.skin.yml", "--prune"], in: scratch.url)
        #expect(pruned.status == 0, "\(pruned.standardError)")
        #expect(!scratch.exists("Build/App.xcassets/middleRow.imageset/middleRow-dark@2x.png"))
        #expect(scratch.exists("Build/App.xcassets/middleRow.imageset/middleRow@2x.png"))
        let contents = String(decoding: scratch.contents("Build/App.xcassets/middleRow.imageset/Contents.json")!, as: UTF8.self)
        #expect(!contents.contains("appearances") && contents.contains("middleRow@3x.png"))
        // The other sections keep theirs.
        #expect(scratch.exists("Build/App.xcassets/TabBarGlow.imageset/TabBarGlow-dark@3x.png"))
    }

    static func meanLuminance(_ bitmap: Bitmap) -> Double {
        var total = 0.0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap[x, y]
                total += (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) * Double(pixel.alpha) / 255
            }
        }
        return total / Double(bitmap.width * bitmap.height)
    }
}

/// The dark preview beside the light one, drawn from the dark pieces.
@Suite struct AppearancePreviewTests {
    @Test func theDarkPreviewIsDrawnBesideTheLightOneAndIsDarker() throws {
        let scratch = BuildAppearanceTests.workspace()
        let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "Shots/skin.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("Shots").sorted() == ["skin-dark.png", "skin-dark@2x.png", "skin.png", "skin@2x.png"])
        for suffix in ["", "@2x"] {
            let light = try scratch.bitmap("Shots/skin\(suffix).png"), dark = try scratch.bitmap("Shots/skin-dark\(suffix).png")
            #expect((dark.width, dark.height) == (light.width, light.height))
            #expect(BuildAppearanceTests.meanLuminance(dark) < BuildAppearanceTests.meanLuminance(light) - 30,
                    "\(BuildAppearanceTests.meanLuminance(dark)) vs \(BuildAppearanceTests.meanLuminance(light))")
        }
    }

    @Test func eachLookAPartHasGetsAPreviewAndAPartWithoutOneShowsTheLookADeviceFallsBackTo() throws {
        let scratch = BuildAppearanceTests.workspace("""
        version: 1
        output: Build
        catalog: Build/App.xcassets
        tab-bar:
          color: "#808080"
          widths: [320]
          dark:
            color: "#101010"
          high-contrast:
            color: "#C00000"
        nav-bar:
          tint: "#778CA8"
          dark-high-contrast:
            tint: "#00A000"

        """)
        let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "Shots/skin.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let looks = ["", "-dark", "-high-contrast", "-dark-high-contrast"]
        #expect(scratch.listing("Shots").sorted() == looks.flatMap { ["skin\($0).png", "skin\($0)@2x.png"] }.sorted())
        // A point of the tab bar (left of its items) and of the navigation bar (right of its title), at @1x.
        let pictures = try looks.map { try scratch.bitmap("Shots/skin\($0).png") }
        let bars = pictures.map { ($0[5, 80], $0[300, 22]) }
        #expect(bars[2].0.red > 150 && bars[2].0.green < 60, "high contrast: its own red tab bar, \(bars[2].0)")
        #expect(bars[2].1 == bars[0].1, "high contrast: no navigation bar look of its own, so the light one")
        #expect(bars[3].0 == bars[1].0, "dark with high contrast: no tab bar look of its own, so the dark one, as a device falls back")
        #expect(bars[3].1.green > 120 && bars[3].1.red < 80, "dark with high contrast: its own green navigation bar, \(bars[3].1)")
        #expect(bars[1].0.red < 80 && bars[1].1 == bars[0].1)
    }

    @Test func theLightPreviewIsTheSameWithOrWithoutADarkLook() throws {
        let withDark = BuildAppearanceTests.workspace()
        let light = BuildAppearanceTests.skin.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("dark:") && !$0.hasPrefix("    ") || $0.hasPrefix("    - mask") || $0.hasPrefix("    insets") }
            .joined(separator: "\n")
        let without = BuildAppearanceTests.workspace(light)
        #expect(!light.contains("#1C1C1E") && light.contains("cells:"), "\(light)")
        for scratch in [withDark, without] {
            let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "Shots/skin.png"], in: scratch.url)
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(!without.exists("Shots/skin-dark.png"))
        #expect(try withDark.bitmap("Shots/skin@2x.png").pixels == without.bitmap("Shots/skin@2x.png").pixels)
    }
}

/// High contrast looks beside the dark one: four entries a scale, and what each inherits.
@Suite struct HighContrastAppearanceTests {
    @Test func fourLooksAScaleInXcodesOrderAndDarkHighContrastInheritsDark() throws {
        let scratch = BuildAppearanceTests.workspace("""
        version: 1
        catalog: Build/App.xcassets
        nav-bar:
          tint: "#778CA8"
          dark:
            tint: "#2B2F36"
          high-contrast:
            tint: "#4A6285"
          dark-high-contrast:
            height: 44

        """)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let set = "Build/App.xcassets/NavigationBarBackground.imageset/"
        let document = try JSONSerialization.jsonObject(with: Data(scratch.contents(set + "Contents.json")!)) as! [String: Any]
        let images = document["images"] as! [[String: Any]]
        let looks = images.map { image in
            ((image["appearances"] as? [[String: String]]) ?? []).map { "\($0["appearance"]!)=\($0["value"]!)" }.joined(separator: "+")
        }
        #expect(looks == Array(repeating: ["", "luminosity=dark", "contrast=high", "luminosity=dark+contrast=high"], count: 3).flatMap { $0 })
        #expect(images.map { $0["filename"] as! String }.prefix(4) == [
            "NavigationBarBackground.png", "NavigationBarBackground-dark.png", "NavigationBarBackground-high-contrast.png",
            "NavigationBarBackground-dark-high-contrast.png",
        ])
        // dark-high-contrast gives only the height: its tint comes from dark, so its pixels are dark's (tolerance 0).
        #expect(try scratch.bitmap(set + "NavigationBarBackground-dark-high-contrast@2x.png").pixels
                == scratch.bitmap(set + "NavigationBarBackground-dark@2x.png").pixels)
        #expect(try scratch.bitmap(set + "NavigationBarBackground-high-contrast@2x.png").pixels
                != scratch.bitmap(set + "NavigationBarBackground@2x.png").pixels)
    }
}
