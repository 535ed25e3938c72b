@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// Planning a skin build from names alone: image families, exact output paths,
/// refused destinations and outputs two items share.
@Suite struct SkinBuildPlanTests {
    /// A spec parsed from `text` as the file `name` in `folder`.
    static func spec(_ text: String, in folder: TemporaryFolder, named name: String = "App.skin.yml") throws -> SkinSpec {
        folder.write(Array(text.utf8), to: name)
        return try SkinSpec(parsing: Array(text.utf8), path: folder.path + "/" + name)
    }

    static func mask(_ size: Int) -> [UInt8] {
        PNGFixture.bytes(of: Masks.disc(size: size, radius: Double(size) / 3))
    }

    @Test func familiesBecomeTheirVariantsAndEveryOutputIsPlanned() throws {
        let folder = TemporaryFolder()
        for name in ["star.png", "star@2x.png", "star@2x~ipad.png", "star@3x.png", "stars.png", "star.9.png", "star~ipad@2x.png"] {
            folder.write(Self.mask(30), to: "Icons/" + name)
        }
        folder.write(Self.mask(12), to: "Art/Bar@2x.png")
        folder.write(Self.mask(6), to: "Art/Bar~ipad.png")
        let spec = try Self.spec("""
        version: 1
        output: Out/
        catalog: Out/A.xcassets
        ninepatch: Out/res
        tab-items:
          items:
            - mask: Icons/star.png
        backgrounds:
          - image: Art/Bar
            left-cap: 2
            sizes: [10x4]

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.isEmpty && plan.conflicts.isEmpty)
        let root = folder.path + "/"
        let variants: [[String]] = plan.tasks.map { task in task.variants.map { String($0.path.dropFirst(root.count)) } }
        #expect(variants == [
            ["Icons/star.png", "Icons/star@2x.png", "Icons/star@3x.png", "Icons/star@2x~ipad.png"],
            ["Art/Bar@2x.png", "Art/Bar~ipad.png"],
            // The colour sets read no image.
            [],
        ])
        let files = plan.outputs.map { "\($0.file.kind) \($0.file.path.dropFirst(root.count))" + ($0.file.isShared ? " shared" : "") }
        #expect(files == [
            // With a catalog, tab items are image sets like every drawn art.
            "catalog Out/A.xcassets/Contents.json shared",
            "catalog Out/A.xcassets/star-normal.imageset/star-normal.png", "catalog Out/A.xcassets/star-normal.imageset/star-normal@2x.png",
            "catalog Out/A.xcassets/star-normal.imageset/star-normal@3x.png", "catalog Out/A.xcassets/star-normal.imageset/star-normal@2x~ipad.png",
            "catalog Out/A.xcassets/star-normal.imageset/Contents.json",
            "catalog Out/A.xcassets/star-selected.imageset/star-selected.png", "catalog Out/A.xcassets/star-selected.imageset/star-selected@2x.png",
            "catalog Out/A.xcassets/star-selected.imageset/star-selected@3x.png",
            "catalog Out/A.xcassets/star-selected.imageset/star-selected@2x~ipad.png",
            "catalog Out/A.xcassets/star-selected.imageset/Contents.json",
            // The mask as a template icon, at the mask's scales.
            "catalog Out/A.xcassets/star-template.imageset/star-template.png", "catalog Out/A.xcassets/star-template.imageset/star-template@2x.png",
            "catalog Out/A.xcassets/star-template.imageset/star-template@3x.png",
            "catalog Out/A.xcassets/star-template.imageset/star-template@2x~ipad.png",
            "catalog Out/A.xcassets/star-template.imageset/Contents.json",
            "sized Out/Bar-10x4@2x.png", "sized Out/Bar-10x4~ipad.png",
            "catalog Out/A.xcassets/Bar.imageset/Bar@2x.png", "catalog Out/A.xcassets/Bar.imageset/Bar~ipad.png",
            "catalog Out/A.xcassets/Bar.imageset/Contents.json",
            // Android has no iPad idiom: only the universal art becomes 9-patches.
            "ninepatch Out/res/drawable-xhdpi/bar.9.png",
            // The tab items' colours, after every image.
            "catalog Out/A.xcassets/TabBarUnselectedItem.colorset/Contents.json",
            "catalog Out/A.xcassets/TabBarSelectedItem.colorset/Contents.json",
            "catalog Out/A.xcassets/TabBarTitle.colorset/Contents.json",
            "catalog Out/A.xcassets/TabBarSelectedTitle.colorset/Contents.json",
            "catalog Out/A.xcassets/TabBarBadge.colorset/Contents.json",
        ])
    }

    @Test func missingImagesAreLocatedInTheSkinFile() throws {
        let folder = TemporaryFolder()
        folder.write(Self.mask(30), to: "Icons/star@2x.png")
        let spec = try Self.spec("""
        version: 1
        output: Out
        ninepatch: res
        tab-items:
          items:
            - mask: Icons/moon
            - mask: Masks/star
              name: masked
            - mask: Icons/star
              selected-fill: fill.png
        backgrounds:
          - {image: Icons/bar, insets: "1,1,1,1"}

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.tasks.isEmpty)
        #expect(plan.failures.map(\.description) == [
            spec.path! + ":6:13: mask 'Icons/moon' not found: no Icons/moon.png or a scale variant of it",
            spec.path! + ":7:13: mask 'Masks/star' not found: no folder Masks",
            spec.path! + ":10:22: selected fill 'fill.png' not found: no such file",
            spec.path! + ":12:13: background art 'Icons/bar' not found: no Icons/bar.png or a scale variant of it",
        ])
    }

    @Test func aCatalogMustBeAnXcassetsFolder() throws {
        let folder = TemporaryFolder()
        folder.write(Self.mask(4), to: "bar.png")
        let spec = try Self.spec("version: 1\noutput: Out\ncatalog: Assets\nbackgrounds:\n  - {image: bar, left-cap: 1, sizes: [5x5]}\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.map(\.description) == [
            spec.path! + ":3:10: 'catalog' must be an .xcassets folder or a folder inside one, not 'Assets'",
        ])
        // The rest of the skin is still built.
        #expect(plan.outputs.map { PathText.fileName(of: $0.file.path) } == ["bar-5x5.png"])
    }

    @Test func anOutputThatWouldReplaceAnInputIsRefused() throws {
        let folder = TemporaryFolder()
        folder.write(Self.mask(30), to: "Icons/a.png")
        folder.write(Self.mask(30), to: "Icons/a-normal.png")
        let spec = try Self.spec("version: 1\noutput: Icons\ntab-items:\n  items:\n    - mask: Icons/a\n    - mask: Icons/a-normal\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        let input = folder.path + "/Icons/a-normal.png"
        #expect(plan.failures.map(\.description) == ["\(spec.path!):5:13: its output \(input) would overwrite an input"])
        #expect(plan.tasks.map(\.name) == ["a-normal"])
    }

    @Test func twoSkinsWritingOneFileConflictAndNothingIsBuilt() throws {
        let folder = TemporaryFolder()
        folder.write(Self.mask(30), to: "Icons/a.png")
        folder.write(Self.mask(60), to: "Icons/a@2x.png")
        let first = try Self.spec("version: 1\noutput: Out\ntab-items:\n  items:\n    - mask: Icons/a\n", in: folder, named: "One.skin.yml")
        let second = try Self.spec("version: 1\noutput: Icons/../Out\ntab-items:\n  items:\n    - {mask: Icons/b, name: x}\n    - mask: Icons/a@2x.png\n",
                                   in: folder, named: "Two.skin.yml")
        let plan = SkinBuildPlan(specs: [first, second])
        #expect(plan.failures.count == 1)
        #expect(plan.conflicts == [SkinBuildProblem.duplicateOutput(output: folder.path + "/Out/a-normal.png", others: 3, earlier: first.path! + ":5:13").located(at: second.path!, line: 6, column: 13)])
        let report = SkinBuilder().run(plan)
        #expect(report.outputs.isEmpty && report.failures.count == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Out"))
    }

    @Test func outputFoldersAreTidiedOnlyThroughRealFolders() throws {
        let folder = TemporaryFolder()
        folder.write([], to: "Real/file")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link", withDestinationPath: "/tmp")
        let root = folder.path
        #expect(SkinOutputFolders.tidied(root + "/Real/../Build/./x") == root + "/Build/x")
        #expect(SkinOutputFolders.tidied(root + "/Link/../Build") == root + "/Link/../Build")
        #expect(SkinOutputFolders.tidied(root + "/Missing/../Build") == root + "/Missing/../Build")
        #expect(SkinOutputFolders.tidied("./.") == ".")
        #expect(SkinOutputFolders.tidied("../Build") == "../Build")
    }
}
