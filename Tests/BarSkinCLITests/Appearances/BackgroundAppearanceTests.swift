import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A background's `dark:` (and other looks) is art of its own, with caps of its own: written
/// beside the light art in its image set, as night 9-patches and as `-dark` sized files.
@Suite struct BackgroundAppearanceTests {
    static let skin = """
    version: 1
    output: Build
    catalog: Build/App.xcassets
    ninepatch: Build/res
    backgrounds:
      - image: Art/bar
        insets: 0,5,0,5
        mode: stretch
        sizes: [40x10]
        dark:
          image: Art/bar-dark
          insets: 0,4,0,4
        high-contrast:
          image: Art/bar-contrast

    """

    /// Light art gray, dark art near black, high contrast white: 12x10 points at each scale.
    static func workspace(_ skin: String = skin, scales: [String: [Int]] = [:]) -> TemporaryFolder {
        let folder = TemporaryFolder()
        _ = folder.write(Array(skin.utf8), to: "App.skin.yml")
        for (name, color) in [("bar", RGBA8(128, 128, 128)), ("bar-dark", RGBA8(20, 22, 26)), ("bar-contrast", RGBA8(255, 255, 255))] {
            for scale in scales[name] ?? [1, 2, 3] {
                folder.png("Art/\(name)" + (scale == 1 ? "" : "@\(scale)x") + ".png", Bitmap(width: 12 * scale, height: 10 * scale, filledWith: color))
            }
        }
        return folder
    }

    /// `output appearance` for each record of `build --json`'s `outputs`.
    static func appearances(_ scratch: TemporaryFolder, _ arguments: [String] = []) throws -> [String] {
        let result = try CommandRunner.run(["build", "App.skin.yml", "--json"] + arguments, in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        return (document["outputs"] as! [[String: Any]]).map { "\($0["output"]!) \($0["appearance"]!)" }
    }

    @Test func everyRecordNamesTheAppearanceItsImageIsForOnADrawingRunAndItsNoOpRerun() throws {
        let scratch = Self.workspace()
        let drawn = try Self.appearances(scratch), again = try Self.appearances(scratch), planned = try Self.appearances(scratch, ["--dry-run"])
        #expect(again == drawn && planned == drawn)
        #expect(drawn.contains("Build/App.xcassets/bar.imageset/Contents.json any"), "a set's Contents.json lists every look")
        for expected in ["Build/App.xcassets/bar.imageset/bar-dark@2x.png dark", "Build/App.xcassets/bar.imageset/bar-high-contrast@3x.png high-contrast",
                         "Build/App.xcassets/bar.imageset/bar.png any", "Build/bar-40x10-dark@2x.png dark", "Build/bar-40x10-high-contrast.png high-contrast",
                         "Build/bar-40x10@3x.png any", "Build/res/drawable-night-xhdpi/bar.9.png dark", "Build/res/drawable-mdpi/bar.9.png any"] {
            #expect(drawn.contains(expected), "\(expected)")
        }
        #expect(drawn.filter { $0.hasSuffix(" dark") }.count == 9)
    }

    @Test func eachLookShipsInTheSetAsNightNinePatchesAndAsSizedFiles() throws {
        let scratch = Self.workspace()
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let files = ["bar", "bar-dark", "bar-high-contrast"].flatMap { stem in ["", "@2x", "@3x"].map { stem + $0 + ".png" } }
        #expect(scratch.listing("Build/App.xcassets/bar.imageset").sorted() == (["Contents.json"] + files).sorted())
        #expect(scratch.listing("Build/res").sorted() == ["drawable-mdpi/bar.9.png", "drawable-night-mdpi/bar.9.png", "drawable-night-xhdpi/bar.9.png",
                                                           "drawable-night-xxhdpi/bar.9.png", "drawable-xhdpi/bar.9.png", "drawable-xxhdpi/bar.9.png"])
        #expect(scratch.exists("Build/bar-40x10-dark@2x.png") && scratch.exists("Build/bar-40x10-high-contrast@3x.png"))
        // Each entry carries its own look's caps: the dark art's 4-point caps, the others' 5.
        let document = try JSONSerialization.jsonObject(with: Data(scratch.contents("Build/App.xcassets/bar.imageset/Contents.json")!)) as! [String: Any]
        let entries = (document["images"] as! [[String: Any]]).map { image in
            let insets = (image["resizing"] as! [String: Any])["cap-insets"] as! [String: Int]
            return "\(image["filename"]!) \(insets["left"]!)"
        }
        #expect(entries == ["bar.png 5", "bar-dark.png 4", "bar-high-contrast.png 5", "bar@2x.png 10", "bar-dark@2x.png 8",
                            "bar-high-contrast@2x.png 10", "bar@3x.png 15", "bar-dark@3x.png 12", "bar-high-contrast@3x.png 15"])
        // Pixels: each look's art and its stretch are its own colour; the night 9-patch frames the dark art.
        for (file, expected) in [("Build/App.xcassets/bar.imageset/bar-dark@2x.png", RGBA8(20, 22, 26)), ("Build/bar-40x10-dark@2x.png", RGBA8(20, 22, 26)),
                                 ("Build/bar-40x10-high-contrast.png", RGBA8(255, 255, 255)), ("Build/bar-40x10@3x.png", RGBA8(128, 128, 128))] {
            let image = try scratch.bitmap(file)
            #expect(image[image.width / 2, image.height / 2] == expected, "\(file)")
        }
        let night = try scratch.bitmap("Build/res/drawable-night-xhdpi/bar.9.png")
        #expect((night.width, night.height) == (26, 22))
        #expect(night[12, 11] == RGBA8(20, 22, 26))
        // The top edge marks the stretch between the dark art's 8-pixel caps.
        #expect(night[8, 0].alpha == 0 && night[9, 0] == RGBA8(0, 0, 0) && night[16, 0] == RGBA8(0, 0, 0) && night[17, 0].alpha == 0)
    }

    @Test func aRebuildWritesNothingAndAChangedDarkFileRedrawsOnlyItsItem() throws {
        let scratch = Self.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let again = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(again.standardError.contains("(0 written, 0 unchanged, 26 up to date)"), "\(again.standardError)")
        scratch.png("Art/bar-dark@2x.png", Bitmap(width: 24, height: 20, filledWith: RGBA8(40, 0, 0)))
        let changed = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(changed.status == 0, "\(changed.standardError)")
        #expect(try scratch.bitmap("Build/bar-40x10-dark@2x.png")[40, 10] == RGBA8(40, 0, 0))
        #expect(try scratch.bitmap("Build/App.xcassets/bar.imageset/bar-dark@2x.png")[12, 10] == RGBA8(40, 0, 0))
    }

    @Test func eachLookFileNamesTheFileItIsMadeFromOnEveryRun() throws {
        let scratch = Self.workspace()
        /// The `input` of each output of a `build --json` run, by output.
        func inputs() throws -> [String: String] {
            let result = try CommandRunner.run(["build", "App.skin.yml", "--json"], in: scratch.url)
            let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
            return Dictionary(uniqueKeysWithValues: (document["outputs"] as! [[String: Any]]).map { ($0["output"] as! String, $0["input"] as? String ?? "-") })
        }
        let drawn = try inputs(), again = try inputs()
        #expect(drawn == again)
        for output in ["Build/App.xcassets/bar.imageset/bar-dark@2x.png", "Build/res/drawable-night-xhdpi/bar.9.png", "Build/bar-40x10-dark@2x.png"] {
            #expect(drawn[output] == "Art/bar-dark@2x.png", "\(output)")
        }
        #expect(drawn["Build/App.xcassets/bar.imageset/bar-high-contrast@3x.png"] == "Art/bar-contrast@3x.png")
        #expect(drawn["Build/res/drawable-xhdpi/bar.9.png"] == "Art/bar@2x.png")
    }

    @Test func droppingTheDarkLookDropsItsEntriesAndPrunesItsFiles() throws {
        let scratch = Self.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let light = Self.skin.replacingOccurrences(of: "    dark:\n      image: Art/bar-dark\n      insets: 0,4,0,4\n", with: "")
        _ = scratch.write(Array(light.utf8), to: "App.skin.yml")
        let pruned = try CommandRunner.run(["build", "App.skin.yml", "--prune"], in: scratch.url)
        #expect(pruned.status == 0, "\(pruned.standardError)")
        #expect(!scratch.exists("Build/App.xcassets/bar.imageset/bar-dark@2x.png") && !scratch.exists("Build/res/drawable-night-xhdpi/bar.9.png"))
        #expect(!scratch.exists("Build/bar-40x10-dark@2x.png") && scratch.exists("Build/bar-40x10-high-contrast@2x.png"))
        let contents = String(decoding: scratch.contents("Build/App.xcassets/bar.imageset/Contents.json")!, as: UTF8.self)
        #expect(!contents.contains("bar-dark") && contents.contains("bar-high-contrast@3x.png"))
    }

    @Test func aDarkFamilyLackingAScaleIsAnErrorAtItsImage() throws {
        let scratch = Self.workspace(scales: ["bar-dark": [1, 2]])
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(
            "barskin: error: App.skin.yml:11:14: dark background art 'Art/bar-dark' not found: no @3x file where bar@3x.png has one\n"),
                "\(result.standardError)")
        #expect(!scratch.exists("Build/App.xcassets"))
    }

    @Test(arguments: [
        ("    dark:\n      insets: 0,4,0,4\n", "App.skin.yml:11:7: the 'dark' look of a background has no 'image'"),
        ("    dark:\n      image: Art/bar-dark\n      scale: 2\n",
         "App.skin.yml:12:7: unknown key 'scale' in the 'dark' look of a background; expected one of: image, insets, mode, left-cap, top-cap, content-insets"),
        ("    dark:\n      image: Art/bar-dark\n      left-cap: 4\n      mode: tile\n",
         "App.skin.yml:13:13: 'mode' applies to 'insets'; 'left-cap'/'top-cap' always stretch one point"),
    ])
    func aBadLookIsAnErrorAtTheKey(look: String, message: String) throws {
        let skin = Self.skin.replacingOccurrences(of: "    dark:\n      image: Art/bar-dark\n      insets: 0,4,0,4\n", with: look)
        let scratch = Self.workspace(skin)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: \(message)\n"), "\(result.standardError)")
    }

    @Test func aDarkLookOnlyANinePatchFolderTakesIsWrittenThereAndHighContrastIsRefused() throws {
        let night = Self.skin.replacingOccurrences(of: "output: Build\ncatalog: Build/App.xcassets\n", with: "")
            .replacingOccurrences(of: "    sizes: [40x10]\n", with: "")
        let scratch = Self.workspace(night)
        let refused = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("barskin: error: App.skin.yml:11:7: the background 'bar' 'high-contrast' look is written into image sets "
                + "(UIKit loads appearances only from asset catalogs), but the skin has no 'catalog' folder to write to\n"))
        _ = scratch.write(Array(night.replacingOccurrences(of: "    high-contrast:\n      image: Art/bar-contrast\n", with: "").utf8), to: "App.skin.yml")
        let built = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(scratch.listing("Build/res").filter { $0.contains("night") }.count == 3)
    }

    @Test func traceCountsTheDarkArtAsRead() throws {
        let scratch = Self.workspace()
        let result = try CommandRunner.run(["trace", ".", "--format", "json", "-o", "-"], in: scratch.url)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let unused = (document["findings"] as! [[String: Any]]).filter { $0["kind"] as? String == "unused" }.compactMap { $0["file"] as? String }
        #expect(!unused.contains { $0.contains("bar-dark") || $0.contains("bar-contrast") }, "\(unused)")
    }
}

/// A tab item's look may tint a mask of its own: the dark art follows the dark mask's shape.
@Suite struct TabItemMaskAppearanceTests {
    /// Writes a star covering the left half and a dark star covering the right half, at
    /// every scale, and builds the skin already in `scratch`.
    static func build(_ scratch: TemporaryFolder) throws {
        for scale in 1...3 {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            scratch.png("Icons/star\(suffix).png", Masks.box(width: 30 * scale, height: 30 * scale, x0: 0, y0: 0, x1: 15 * scale, y1: 30 * scale))
            scratch.png("Icons/star-dark\(suffix).png", Masks.box(width: 30 * scale, height: 30 * scale, x0: 15 * scale, y0: 0, x1: 30 * scale, y1: 30 * scale))
        }
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func theDarkLookTintsItsOwnMask() throws {
        let scratch = TemporaryFolder()
        _ = scratch.write(Array("""
        version: 1
        catalog: Build/App.xcassets
        tab-items:
          style: flat
          items:
            - mask: Icons/star
              dark:
                mask: Icons/star-dark
                selected-color: "#4DA3FF"

        """.utf8), to: "App.skin.yml")
        try Self.build(scratch)
        let set = "Build/App.xcassets/star-selected.imageset/"
        let light = try scratch.bitmap(set + "star-selected@2x.png"), dark = try scratch.bitmap(set + "star-selected-dark@2x.png")
        // The light star covers the left half, the dark one the right half.
        #expect(light[10, 30].alpha > 0 && light[50, 30].alpha == 0)
        #expect(dark[10, 30].alpha == 0 && dark[50, 30].alpha > 0)
        #expect(dark[50, 30].blue > dark[50, 30].red)
        let normal = try scratch.bitmap("Build/App.xcassets/star-normal.imageset/star-normal-dark@3x.png")
        #expect(normal[20, 45].alpha == 0 && normal[70, 45].alpha > 0)
    }

    @Test func theDarkPreviewShowsTheDarkMask() throws {
        /// A skin whose tab bar has a dark look (so a dark preview is drawn), the star's dark look `itemDark`.
        func built(_ itemDark: String) throws -> TemporaryFolder {
            let scratch = TemporaryFolder()
            _ = scratch.write(Array("""
            version: 1
            output: Build
            catalog: Build/App.xcassets
            tab-bar:
              dark:
                color: "#050505"
            tab-items:
              style: flat
              items:
                - mask: Icons/star
            \(itemDark)
            preview:
              selected: star

            """.utf8), to: "App.skin.yml")
            try Self.build(scratch)
            return scratch
        }
        let ownMask = try built("      dark:\n        mask: Icons/star-dark"), lightMask = try built("")
        #expect(try ownMask.bitmap("Build/Preview.png").pixels == lightMask.bitmap("Build/Preview.png").pixels)
        #expect(try ownMask.bitmap("Build/Preview-dark.png").pixels != lightMask.bitmap("Build/Preview-dark.png").pixels)
    }
}
