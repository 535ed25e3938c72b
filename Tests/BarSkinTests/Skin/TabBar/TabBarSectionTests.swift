@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// The `tab-bar:` section: its keys, the files it plans, the pixels it builds
/// (exactly the pieces' own drawing) and the names trace sees.
@Suite struct TabBarSectionTests {
    static let skin = """
    version: 1
    output: Out
    tab-bar:
      height: 49
      color: "#161616"
      glow: "#00B4F8"
      widths: [320]
      scales: [1, 2]

    """

    @Test func keysBecomeTheLookAndThePieces() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: folder)
        let bar = try #require(spec.items(of: SkinTabBar.self).first)
        #expect(bar.look == TabBarLook.classic)
        #expect(bar.widths == [320] && bar.scales == [1, 2] && bar.selection && bar.glow && bar.indicator && bar.gloss)
        #expect(bar.arts.map(\.name) == ["TabBarBackground", "TabBarBackground-320", "TabBarSelection", "TabBarItemSelectedBackground",
                                         "TabBarGlow", "TabBarNipple"])
        let plain = try SkinBuildPlanTests.spec("version: 1\noutput: O\ntab-bar: {glow: false, indicator: false, color: \"#203040\"}\n", in: folder)
        let other = try #require(plain.items(of: SkinTabBar.self).first)
        #expect(other.arts.map(\.name) == ["TabBarBackground", "TabBarSelection", "TabBarItemSelectedBackground"])
        #expect(other.look.color.rgba8 == RGBA8(0x20, 0x30, 0x40))
    }

    @Test func loosePiecesAreBuiltWithTheirOwnPixelsAtEveryScale() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.isEmpty && plan.conflicts.isEmpty)
        let report = SkinBuilder().run(plan)
        #expect(report.failures.isEmpty)
        #expect(folder.listing("Out") == [
            ".App.skin.barskin.index", ".App.skin.barskin.json", "TabBarBackground-320.png", "TabBarBackground-320@2x.png", "TabBarBackground.png", "TabBarBackground@2x.png",
            "TabBarGlow.png", "TabBarGlow@2x.png", "TabBarItemSelectedBackground.png", "TabBarItemSelectedBackground@2x.png",
            "TabBarNipple.png", "TabBarNipple@2x.png", "TabBarSelection.png", "TabBarSelection@2x.png",
        ])
        let bar = try #require(spec.items(of: SkinTabBar.self).first)
        for (art, piece) in zip(bar.arts, bar.pieces) {
            for scale in [1, 2] {
                let file = folder.path + "/Out/" + art.name + (scale == 1 ? "" : "@\(scale)x") + ".png"
                let decoded = try PNGDecoder().decode(fileAt: file).bitmap
                // Tolerance 0: the build encodes the piece's own drawing losslessly.
                #expect(decoded == (try piece.draw(scale: scale)), "\(file)")
                #expect(decoded.width == piece.pointSize.width * scale && decoded.height == piece.pointSize.height * scale)
            }
        }
        #expect(report.outputs.first { $0.file.path.hasSuffix("/TabBarGlow@2x.png") }?.record.scale == 2)
        #expect(SkinBuilder().run(plan).outputs.allSatisfy { $0.record.status == .upToDate })
    }

    @Test func withACatalogThePiecesAreImageSetsWithTheirCaps() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\ncatalog: A.xcassets\ntab-bar:\n  widths: [375]\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        #expect(folder.listing("Out") == [".App.skin.barskin.index", ".App.skin.barskin.json", "TabBarBackground-375.png", "TabBarBackground-375@2x.png", "TabBarBackground-375@3x.png"])
        func contents(_ name: String) throws -> ImageSetContents {
            let path = folder.path + "/A.xcassets/\(name).imageset/Contents.json"
            return try ImageSetContents(parsing: [UInt8](try #require(FileManager.default.contents(atPath: path))), path: path)
        }
        // The selection box stretches with the seed's 4-point left cap, one point in the middle.
        let selection = try contents("TabBarSelection")
        #expect(selection.images.map(\.filename) == ["TabBarSelection.png", "TabBarSelection@2x.png", "TabBarSelection@3x.png"])
        let resizing = try #require(selection.images[1].resizing)
        #expect(resizing.mode == .threePartHorizontal && resizing.centerMode == .stretch && resizing.centerWidth == 2)
        #expect(resizing.capInsets.left == 8 && resizing.capInsets.right == 10)
        #expect(try contents("TabBarGlow").images.allSatisfy { $0.resizing == nil })
        #expect(try contents("TabBarBackground").images[2].resizing != nil)
    }

    @Test func traceSeesTheNamesBuildWillWrite() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\ncatalog: A.xcassets\ntab-bar:\n  widths: [320]\n", in: folder)
        let products = SkinProduct.products(of: spec)
        #expect(products.map { "\($0.name) \($0.kind)" } == [
            "TabBarBackground-320 file", "TabBarBackground imageset", "TabBarSelection imageset", "TabBarItemSelectedBackground imageset",
            "TabBarGlow imageset", "TabBarNipple imageset",
        ])
        #expect(products.allSatisfy { $0.line == 5 && $0.column == 3 && $0.input == spec.path })
    }
}
