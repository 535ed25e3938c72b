import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `preview:` and `build --preview`: the finished skin laid out at the seed's
/// coordinates, and every mistake in asking for it one line at its place.
@Suite struct BuildPreviewTests {
    static let skin = """
    version: 1
    output: Build
    tab-items:
      item-size: 30x30
      items:
        - mask: Icons/a
          title: One
        - mask: Icons/b
          title: Two
          glow: true
          badge: "7"
        - mask: Icons/c
        - mask: Icons/d
    tab-bar:
      color: "#161616"
    preview:
      selected: c

    """

    static func workspace(_ skin: String = skin) -> TemporaryFolder {
        let folder = TemporaryFolder()
        _ = folder.write(Array(skin.utf8), to: "App.skin.yml")
        // A filled box: every pixel of the icon is opaque, so its colour shows at its centre.
        for name in ["a", "b", "c", "d"] {
            for scale in [1, 2] { folder.png("Icons/\(name)\(scale == 1 ? "" : "@2x").png", Masks.box(width: 30 * scale, height: 30 * scale,
                                                                                                     x0: 3 * scale, y0: 3 * scale, x1: 27 * scale, y1: 27 * scale)) }
        }
        return folder
    }

    @Test func theTabBarIsLaidOutAsTheRecipeLaysItOut() throws {
        let scratch = Self.workspace()
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.exists("Build/Preview.png") && scratch.exists("Build/Preview@2x.png"))
        let picture = try scratch.bitmap("Build/Preview.png"), retina = try scratch.bitmap("Build/Preview@2x.png")
        // 320 points wide; 24 points above a 49-point bar (no nav bar, no cells).
        #expect((picture.width, picture.height) == (320, 73))
        #expect((retina.width, retina.height) == (640, 146))

        let layout = PreviewLayout(width: 320, navigationBarHeight: nil, rowHeight: nil, tabBarHeight: 49, itemCount: 4)
        #expect(layout.items.map(\.minX) == [0, 80, 160, 240])
        #expect(layout.items.allSatisfy { $0.width == 80 })
        for (index, item) in layout.items.enumerated() {
            let icon = layout.icon(in: item, size: (30, 30), titled: true)
            let centre = picture[Int(icon.midX), Int(icon.midY)]
            if index == 2 {
                // The selected icon is blue (the classic gradient's middle), tolerance: blue well above red.
                #expect(Int(centre.blue) - Int(centre.red) > 80, "selected icon \(centre)")
            } else {
                // The others gray: channels within 6 of each other, lighter than the bar.
                #expect(abs(Int(centre.red) - Int(centre.blue)) <= 6 && abs(Int(centre.red) - Int(centre.green)) <= 6 && centre.red > 90, "icon \(index) \(centre)")
            }
        }
        // The arrow: centred above the selected item, its bottom two points into the bar.
        let arrow = layout.arrow(above: layout.items[2], size: PointSize(width: 10, height: 7))
        #expect(arrow.minX == 195 && arrow.minY == 24 - 7 + 2)
        // The background's stripes run down, so a pixel is compared with the one above it.
        let row = Int(arrow.minY) + 1, above = Int(arrow.minY) - 3
        #expect(picture[200, row] != picture[200, above], "no arrow at \(arrow)")
        #expect(picture[100, row] == picture[100, above], "an arrow above an unselected item")
        // The glow under item two (the marked one) and under no other: its blue shows at the bar's bottom edge.
        let glowed = picture[120, 71], plain = picture[40, 71]
        #expect(Int(glowed.blue) - Int(glowed.red) > 30, "no glow under item 2: \(glowed)")
        #expect(abs(Int(plain.blue) - Int(plain.red)) <= 6, "a glow under item 1: \(plain)")
    }

    @Test func previewFlagDrawsToTheNamedFile() throws {
        let scratch = Self.workspace(Self.skin.replacingOccurrences(of: "preview:\n  selected: c\n", with: ""))
        let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "Shots/skin.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try scratch.bitmap("Shots/skin@2x.png").width == 640)
        #expect(!scratch.exists("Build/Preview.png"))
    }

    @Test(arguments: [
        ("preview: {}\n", "backgrounds:\n  - image: Icons/a\n    title: Bar\n", "App.skin.yml:19:5: unknown key 'title' in a background; expected one of: image, name, insets, mode, left-cap, top-cap, content-insets, template, sizes, dark, high-contrast, dark-high-contrast"),
        ("preview:\n  selected: e\n", "", "App.skin.yml:17:13: 'selected' names no tab item: 'e' (the tab items are 'a', 'b', 'c', 'd')"),
        ("preview: true\n", "", nil),
    ])
    func mistakesAreOneLineAtTheirPlace(preview: String, extra: String, message: String?) throws {
        let skin = Self.skin.replacingOccurrences(of: "preview:\n  selected: c\n", with: preview) + extra
        let scratch = Self.workspace(skin)
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        if let message {
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("barskin: error: \(message)"), "\(result.standardError)")
            #expect(result.standardError.split(separator: "\n").count == 2)
        } else {
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    @Test func aGlowNeedsTheTabBarsGlowAndAPreviewNeedsABar() throws {
        let noGlow = Self.workspace(Self.skin.replacingOccurrences(of: "  color: \"#161616\"", with: "  glow: false"))
        let glow = try CommandRunner.run(["build", "App.skin.yml"], in: noGlow.url)
        #expect(glow.status == 1)
        #expect(glow.standardError.hasPrefix(
            "barskin: error: App.skin.yml:10:13: 'glow: true' puts the tab bar's glow under 'b', but the skin's 'tab-bar' has 'glow: false'\n"))

        let noBar = Self.workspace(Self.skin.replacingOccurrences(of: "tab-bar:\n  color: \"#161616\"\n", with: "")
            .replacingOccurrences(of: "      glow: true\n", with: ""))
        let bar = try CommandRunner.run(["build", "App.skin.yml"], in: noBar.url)
        #expect(bar.status == 1)
        #expect(bar.standardError.hasPrefix("barskin: error: App.skin.yml:14:3: the preview shows the tab bar and the navigation bar, "
                                            + "but the skin has neither 'tab-bar' nor 'nav-bar'\n"), "\(bar.standardError)")
        let bare = Self.workspace(Self.skin.replacingOccurrences(of: "tab-bar:\n  color: \"#161616\"\npreview:\n  selected: c\n", with: "")
            .replacingOccurrences(of: "      glow: true\n", with: ""))
        let flag = try CommandRunner.run(["build", "App.skin.yml", "--preview", "p.png"], in: bare.url)
        #expect(flag.status == 1)
        #expect(flag.standardError.hasPrefix("barskin: error: App.skin.yml: the preview shows the tab bar"), "\(flag.standardError)")
        let usage = try CommandRunner.run(["build", "App.skin.yml", "--preview", "p.jpg"], in: noBar.url)
        #expect(usage.status == 64)
        #expect(usage.standardError.hasPrefix("barskin: error: --preview must name a .png file, not 'p.jpg'\n"))
    }

    @Test func tabItemsInACatalogAreOriginalImageSets() throws {
        let scratch = Self.workspace("version: 1\ncatalog: App.xcassets\ntab-items:\n  items:\n    - mask: Icons/a\n")
        _ = scratch.write(Array("{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}".utf8), to: "App.xcassets/Mine.imageset/Contents.json")
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let contents = String(decoding: try #require(scratch.contents("App.xcassets/a-selected.imageset/Contents.json")), as: UTF8.self)
        #expect(contents.contains("\"template-rendering-intent\" : \"original\""))
        #expect(scratch.listing("App.xcassets").contains("a-normal.imageset/a-normal@2x.png"))
        #expect(scratch.exists("App.xcassets/Mine.imageset/Contents.json"))
    }
}
