import BarSkin
import Testing

/// Reading skin files: the model a valid file gives, and the exact located error for each kind of mistake.
struct SkinSpecTests {
    static let full = """
        version: 1
        output: ../Generated/Skin
        catalog: ../Generated/Skin.xcassets
        ninepatch: ../Generated/res
        tab-items:
          style: recipe
          item-size: 30x30
          selected-color: "#FF8800"
          items:
            - mask: Icons/favorites
            - mask: Icons/search.png
              name: tab-search
              selected-gradient: "#000000,#FFFFFF"
              gloss: false
            - mask: Icons/more@2x.png
              selected-fill: Art/fill.png
              edge-highlight: 12
              mask-mode: luminance
        backgrounds:
          - image: Art/TabBar
            insets: 0,10,0,10
            mode: stretch
            sizes: [320x49, 768x49]
          - image: Art/Selection.png
            name: selection
            left-cap: 4
            content-insets: 2,3,2,3
            template: true
        """

    static func parse(_ text: String, path: String = "Skins/App.skin.yml") throws(SkinError) -> SkinSpec {
        try SkinSpec(parsing: Array(text.utf8), path: path)
    }

    @Test func readsEveryKey() throws {
        let spec = try Self.parse(Self.full)
        #expect(spec.version == 1)
        #expect(spec.output?.resolved == "Skins/../Generated/Skin")
        #expect(spec.catalog?.text == "../Generated/Skin.xcassets" && spec.catalog?.line == 3 && spec.catalog?.column == 10)
        #expect(spec.ninePatch?.resolved == "Skins/../Generated/res")
        #expect(spec.tabItems.map(\.name) == ["favorites", "tab-search", "more"])
        let orange = RGBA8(255, 136, 0)
        #expect(spec.tabItems[0].settings == TintSettings(style: .recipe, selectedFill: .color(orange), itemSize: PointSize(width: 30, height: 30)))
        #expect(spec.tabItems[0].mask == SkinInput(
            path: SkinPath(text: "Icons/favorites", line: 10, column: 13, skinPath: "Skins/App.skin.yml"), role: .mask, noun: "mask", outputName: "favorites"))
        #expect(spec.tabItems[1].settings == TintSettings(
            style: .recipe, selectedFill: .gradient(RGBA8(0, 0, 0), RGBA8(255, 255, 255)), gloss: false, itemSize: PointSize(width: 30, height: 30)))
        #expect(spec.tabItems[2].settings == TintSettings(
            style: .recipe, selectedFill: .image(path: "Skins/Art/fill.png"), edgeHighlight: 12, maskMode: .luminance,
            itemSize: PointSize(width: 30, height: 30)))
        #expect(spec.tabItems[2].selectedFill?.path.line == 16 && spec.tabItems[2].selectedFill?.role == .selectedFill)
        #expect(spec.backgrounds.count == 2)
        #expect(spec.backgrounds[0].name == "TabBar" && spec.backgrounds[0].caps == .insets(CapInsets(top: 0, left: 10, bottom: 0, right: 10), .stretch))
        #expect(spec.backgrounds[0].sizes == [PointSize(width: 320, height: 49), PointSize(width: 768, height: 49)])
        #expect(spec.backgrounds[1].caps == .legacy(leftCap: 4, topCap: 0) && spec.backgrounds[1].template == true)
        #expect(spec.backgrounds[0].template == nil, "no template: key keeps what the image set says")
        #expect(spec.backgrounds[1].contentInsets == CapInsets(top: 2, left: 3, bottom: 2, right: 3))
        #expect(spec.inputs.map { "\($0.path.line ?? 0):\($0.path.column ?? 0) \($0.role.rawValue) \($0.path.resolved)" } == [
            "10:13 mask Skins/Icons/favorites", "11:13 mask Skins/Icons/search.png", "15:13 mask Skins/Icons/more@2x.png",
            "16:22 selected-fill Skins/Art/fill.png", "20:12 background Skins/Art/TabBar", "24:12 background Skins/Art/Selection.png",
        ])
    }

    @Test func itemOverridesReplaceTheSharedFillOfTheirState() throws {
        let spec = try Self.parse("""
            version: 1
            output: out
            tab-items:
              selected-fill: shared.png
              normal-color: "#111"
              items:
                - mask: a
                - mask: b
                  selected-color: "#222"
                  normal-gradient: "#333,#444"
            """)
        #expect(spec.tabItems[0].settings.selectedFill == .image(path: "Skins/shared.png"))
        #expect(spec.tabItems[0].selectedFill?.path.line == 4)
        #expect(spec.tabItems[0].settings.normalFill == .color(RGBA8(17, 17, 17)))
        #expect(spec.tabItems[1].settings.selectedFill == .color(RGBA8(34, 34, 34)) && spec.tabItems[1].selectedFill == nil)
        #expect(spec.tabItems[1].settings.normalFill == .gradient(RGBA8(51, 51, 51), RGBA8(68, 68, 68)))
    }

    @Test func pathsAreAnchoredAtTheSkinFilesFolder() throws {
        let text = "version: 1\noutput: out\ntab-items:\n  items:\n    - mask: /abs/star\n    - mask: rel/moon\n"
        #expect(try Self.parse(text, path: "App.skin.yml").inputs.map(\.path.resolved) == ["/abs/star", "rel/moon"])
        #expect(try Self.parse(text, path: "/App.skin.yml").inputs.map(\.path.resolved) == ["/abs/star", "/rel/moon"])
        #expect(try Self.parse(text, path: "a/b/App.skin.yml").inputs.map(\.path.resolved) == ["/abs/star", "a/b/rel/moon"])
    }

    @Test func aSkinWithNothingInItIsValid() throws {
        let spec = try Self.parse("version: 1\n")
        #expect(spec.tabItems.isEmpty && spec.backgrounds.isEmpty && spec.output == nil && spec.compression == nil)
    }

    @Test(arguments: PNGCompression.allCases)
    func compressionIsReadFromTheTopLevel(_ compression: PNGCompression) throws {
        #expect(try Self.parse("version: 1\ncompression: \(compression.rawValue)\n").compression == compression)
    }
}
