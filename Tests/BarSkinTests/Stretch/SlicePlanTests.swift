import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

@Suite struct SlicePlanTests {
    @Test func variantsGroupByStemAndNinePatchesAreRefused() {
        let scratch = TemporaryFolder()
        let art = PNGFixture.bytes(of: Masks.disc(size: 8, radius: 3))
        let paths = ["Box.png", "Box@2x.png", "Bar@3x.png", "Bubble.9.png", "junk.png"].map { name in
            scratch.write(name == "junk.png" ? Array("junk".utf8) : art, to: name)
        }
        let plan = SlicePlan(files: paths.map { InputFile(path: $0, relativePath: PathText.fileName(of: $0)) }, decoder: PNGDecoder())
        #expect(plan.images.map(\.stem) == ["Box", "Bar"])
        #expect(plan.images.map { $0.variants.map(\.fileName.scale) } == [[1, 2], [3]])
        // Sizes and bytes are kept; the pixels are decoded again only when a 9-patch is framed.
        #expect(plan.images[0].variants.allSatisfy { $0.width == 8 && $0.height == 8 && $0.bitmap == nil && $0.bytes == art })
        #expect(plan.failures.map(\.message) == ["already an Android 9-patch; slice takes art without the frame", "not a PNG file"])
    }

    @Test func twoImagesMakingOneResourceClash() {
        let scratch = TemporaryFolder()
        let art = PNGFixture.bytes(of: Masks.disc(size: 8, radius: 3))
        let paths = [scratch.write(art, to: "a/Box@2x.png"), scratch.write(art, to: "b/box@2x.png")]
        let plan = SlicePlan(files: paths.map { InputFile(path: $0, relativePath: PathText.fileName(of: $0)) }, decoder: PNGDecoder())
        var first: [String: String] = [:]
        #expect(SlicePlan.resourceClash("box", image: plan.images[0], folder: "res", firstInputs: &first) == nil)
        #expect(SlicePlan.resourceClash("box", image: plan.images[1], folder: "res", firstInputs: &first)
            == .duplicateOutput(path: paths[1], output: "res/drawable-xhdpi/box.9.png", firstInput: paths[0]))
    }
}
