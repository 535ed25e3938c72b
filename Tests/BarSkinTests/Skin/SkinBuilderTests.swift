@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// Running skin builds: the same pixels as the tint and stretch operations,
/// failures kept to their file, and a shared catalog written once.
@Suite struct SkinBuilderTests {
    @Test func tabItemsHoldTheTintOperationsPixels() throws {
        let folder = TemporaryFolder()
        let mask = Masks.disc(size: 40, radius: 14)
        folder.write(PNGFixture.bytes(of: mask), to: "Icons/dot@2x.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        tab-items:
          style: flat
          item-size: 24x22
          items:
            - {mask: Icons/dot, selected-color: "#FF8800"}

        """, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        #expect(report.outputs.map { "\($0.file.kind) \($0.record.status.rawValue)" } == ["normal written", "selected written"])
        let expected = try spec.tabItems[0].settings.operation().render(mask, scale: 2, path: "dot@2x.png")
        let normal = try PNGDecoder().decode(fileAt: folder.path + "/Out/dot-normal@2x.png").bitmap
        let selected = try PNGDecoder().decode(fileAt: folder.path + "/Out/dot-selected@2x.png").bitmap
        // Tolerance 0: encoding is lossless.
        #expect(normal.width == 48 && normal.height == 44)
        #expect(normal.pixels == expected.normal.pixels && selected.pixels == expected.selected.pixels)
        #expect(selected[24, 22] == RGBA8(255, 136, 0))
    }

    @Test func theSkinsCompressionIsUsedUnlessTheBuilderOverridesIt() throws {
        let folder = TemporaryFolder()
        let mask = Masks.disc(size: 60, radius: 21)
        folder.write(PNGFixture.bytes(of: mask), to: "Icons/dot@2x.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        compression: best
        tab-items:
          items:
            - mask: Icons/dot

        """, in: folder)
        let rendered = try spec.tabItems[0].settings.operation().render(mask, scale: 2, path: "dot@2x.png")
        let written = { try FileBytes.read(folder.path + "/Out/dot-selected@2x.png") }
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        #expect(try written() == PNGEncoder(compression: .best).encode(rendered.selected))
        #expect(SkinBuilder(compression: .fast).run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        #expect(try written() == PNGEncoder(compression: .fast).encode(rendered.selected))
    }

    @Test func sizedBackgroundsHoldTheStretchRenderersPixels() throws {
        let folder = TemporaryFolder()
        var art = Bitmap(width: 12, height: 9)
        for y in 0..<9 { for x in 0..<12 { art[x, y] = RGBA8(UInt8(x * 20), UInt8(y * 25), 90) } }
        folder.write(PNGFixture.bytes(of: art), to: "Art/Box@3x.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\nbackgrounds:\n  - {image: Art/Box, insets: \"1,1,1,2\", sizes: [9x5]}\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        let lattice = try CapSpecification.insets(CapInsets(top: 1, left: 1, bottom: 1, right: 2), .tile).lattice(width: 12, height: 9, scale: 3, path: "")
        let expected = StretchRenderer.render(art, plan: try StretchPlan(lattice: lattice, width: 27, height: 15, shrinkingCaps: false, path: ""))
        let built = try PNGDecoder().decode(fileAt: folder.path + "/Out/Box-9x5@3x.png").bitmap
        #expect(built.width == 27 && built.height == 15 && built.pixels == expected.pixels)
    }

    @Test func aCorruptVariantFailsAloneAndTheRestIsBuilt() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/a.png")
        folder.write(Array("junk".utf8), to: "Icons/a@2x.png")
        folder.write(SkinBuildPlanTests.mask(90), to: "Icons/a@3x.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\ntab-items:\n  items:\n    - mask: Icons/a\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.compactMap { $0 as? PNGDecodingError } == [PNGDecodingProblem.notPNG.located(at: folder.path + "/Icons/a@2x.png")])
        #expect(report.outputs.map { PathText.fileName(of: $0.file.path) } == [
            "a-normal.png", "a-normal@3x.png", "a-selected.png", "a-selected@3x.png",
        ])
    }

    @Test func aCatalogSharedByTwoBackgroundsIsCreatedOnceAndReruns() throws {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 8, radius: 3)), to: "A.png")
        folder.write(PNGFixture.bytes(of: Masks.disc(size: 8, radius: 2)), to: "B.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        catalog: X.xcassets
        backgrounds:
          - {image: A, left-cap: 3, top-cap: 3}
          - {image: B, left-cap: 3, top-cap: 3, template: true}

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        let first = SkinBuilder().run(plan, runner: BatchRunner(jobs: 2))
        #expect(first.failures.isEmpty)
        #expect(first.outputs.map { "\($0.file.path.dropFirst(folder.path.count + 1)) \($0.record.status.rawValue)" } == [
            "X.xcassets/Contents.json written",
            "X.xcassets/A.imageset/A.png written", "X.xcassets/A.imageset/Contents.json written",
            "X.xcassets/B.imageset/B.png written", "X.xcassets/B.imageset/Contents.json written",
        ])
        let contents = String(decoding: FileManager.default.contents(atPath: folder.path + "/X.xcassets/B.imageset/Contents.json")!, as: UTF8.self)
        #expect(contents.contains("\"template-rendering-intent\" : \"template\""))
        let second = SkinBuilder().run(plan, runner: BatchRunner(jobs: 2))
        // The catalog's own Contents.json is checked to be there, the rest the manifest shows: all up to date.
        #expect(second.outputs.map(\.record.status) == [.upToDate, .upToDate, .upToDate, .upToDate, .upToDate])
    }
}
