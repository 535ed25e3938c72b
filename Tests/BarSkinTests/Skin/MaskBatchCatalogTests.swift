@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// `MaskBatch.catalog`: one item per image family, one image set per output, planned in the
/// core as a skin's `tab-items` are, by the same rule.
@Suite struct MaskBatchCatalogTests {
    static func plan(in folder: TemporaryFolder, operation: any ImageOperation = TintOperation(style: .classic), naming: MaskNaming = .tint,
                     dark: (any ImageOperation)? = nil) -> CommandSpec {
        var batch = MaskBatch(command: "tint", inputs: [folder.path + "/icons"], output: folder.path + "/Build", operation: operation, naming: naming,
                              otherLooks: dark.map { [(.dark, $0)] } ?? [])
        batch.catalog = folder.path + "/App.xcassets/"
        return batch.plan()
    }

    @Test func oneItemPerFamilyEachWithEveryScaleInOrder() throws {
        let folder = TemporaryFolder()
        MaskBatchTests.icons(in: folder)
        folder.write(SkinBuildPlanTests.mask(30), to: "icons/chat@3x.png")
        let planned = Self.plan(in: folder)
        #expect(planned.spec.catalog?.text == folder.path + "/App.xcassets")
        let items = planned.spec.items(of: MaskItem.self)
        #expect(items.map(\.name) == ["chat", "sub/more"])
        #expect(items[0].files.map { PathText.fileName(of: $0.path) } == ["chat.png", "chat@2x.png", "chat@3x.png"])
        #expect(items[0].arts.map(\.name) == ["chat-normal", "chat-selected"])
        #expect(items[0].arts.allSatisfy { !$0.isLoose && $0.imageSet == SkinArt.ImageSetExport(caps: nil, template: false) })
    }

    @Test func normalizeLeavesTheRenderingToTheSetAndGlowKeepsItsSuffix() {
        let folder = TemporaryFolder()
        MaskBatchTests.icons(in: folder)
        let normalized = Self.plan(in: folder, operation: NormalizeOperation(), naming: .keepingName(kind: "normalized")).spec.items(of: MaskItem.self)
        #expect(normalized.flatMap(\.arts).map(\.name) == ["chat", "more"])
        #expect(normalized.flatMap(\.arts).allSatisfy { $0.imageSet?.template == nil })
        let glow = Self.plan(in: folder, operation: GlowOperation.glow, naming: .keepingName(kind: "glow", suffix: "-glow")).spec.items(of: MaskItem.self)
        #expect(glow.flatMap(\.arts).map(\.name) == ["chat-glow", "more-glow"])
    }

    /// The one way a family goes into sets: a tint of `icons/chat` and a skin's tab item
    /// of it name, draw and place the same arts, dark entries and all.
    @Test func aTintIntoACatalogAndATabItemMakeTheSameSets() throws {
        let folder = TemporaryFolder()
        MaskBatchTests.icons(in: folder)
        let light = TintSettings(style: .flat), dark = TintSettings(style: .flat, selectedFill: .color(RGBA8(0x4D, 0xA3, 0xFF)))
        let item = try #require(Self.plan(in: folder, operation: light.operation(), dark: dark.operation()).spec.items(of: MaskItem.self).first)
        var tabItem = SkinTabItem(mask: SkinInput(path: SkinPath(text: "icons/chat", line: 3, column: 5, skinPath: "App.skin.yml"), role: .mask,
                                                  noun: "mask", outputName: "chat"),
                                  name: "chat", settings: light, toCatalog: true)
        tabItem.otherLooks = [SkinAppearanceLook(.dark, dark)]
        let shape = { (art: SkinArt) in "\(art.name) \(art.kind) \(art.appearance) \(art.source) \(String(describing: art.imageSet))" }
        #expect(item.arts.map(shape) == tabItem.arts.map(shape))
        #expect(item.arts.count == 4)
    }

    @Test func aFlatTintOfOneDrawingShipsItAsATemplateVectorAndADarkLookDoesNot() {
        let folder = TemporaryFolder()
        folder.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8"/></svg>"#.utf8),
                     to: "icons/chat.svg")
        let flat = TintSettings(style: .flat).operation()
        let vector = Self.plan(in: folder, operation: flat).spec.items(of: MaskItem.self)
        #expect(vector.map(\.files.count) == [3])
        #expect(vector[0].arts.allSatisfy { $0.imageSet == SkinArt.ImageSetExport(caps: nil, template: true, vector: true) })
        let withDark = Self.plan(in: folder, operation: flat, dark: flat).spec.items(of: MaskItem.self)
        #expect(withDark[0].arts.allSatisfy { $0.imageSet == SkinArt.ImageSetExport(caps: nil, template: false) })
        let classic = Self.plan(in: folder).spec.items(of: MaskItem.self)
        #expect(classic[0].arts.allSatisfy { $0.imageSet?.vector == false })
    }
}
