@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// Skin builds on families and folders that are legal but unusual: art only
/// for devices, two files for one slot, the same size twice, the root folder.
@Suite struct SkinBuildEdgeTests {
    @Test func artOnlyForDevicesBecomesOneNinePatchPerDensityFromTheIPhoneFiles() throws {
        let folder = TemporaryFolder()
        for name in ["Bar~ipad.png", "Bar@2x~ipad.png", "Bar@2x~iphone.png", "Bar@3x~iphone.png"] {
            folder.write(SkinBuildPlanTests.mask(12), to: "Art/" + name)
        }
        let spec = try SkinBuildPlanTests.spec("version: 1\nninepatch: res\nbackgrounds:\n  - {image: Art/Bar, left-cap: 2}\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.conflicts.isEmpty && plan.failures.isEmpty, "\(plan.conflicts.map(\.description))")
        // Android phones are the iPhone's counterpart; the iPad's @1x has no iPhone file to replace it.
        #expect(plan.outputs.map { "\($0.file.path.dropFirst(folder.path.count + 1)) < \(PathText.fileName(of: $0.file.input ?? ""))" } == [
            "res/drawable-xhdpi/bar.9.png < Bar@2x~iphone.png", "res/drawable-xxhdpi/bar.9.png < Bar@3x~iphone.png",
        ])
        let report = SkinBuilder().run(plan)
        #expect(report.failures.isEmpty)
        #expect(report.outputs.map { PathText.fileName(of: $0.file.input ?? "") } == ["Bar@2x~iphone.png", "Bar@3x~iphone.png"])
    }

    @Test func twoFilesForOneScaleAndDeviceAreOneErrorAtTheItem() throws {
        let folder = TemporaryFolder()
        for name in ["a.png", "a@1x.png", "a@2x.png", "b@2x.png", "b@2x.PNG"] {
            folder.write(SkinBuildPlanTests.mask(30), to: "Icons/" + name)
        }
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/c.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        tab-items:
          items:
            - mask: Icons/a
            - mask: Icons/b
            - mask: Icons/c

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.conflicts.isEmpty)
        #expect(plan.failures.map(\.description) == [
            spec.path! + ":5:13: mask 'Icons/a' has two files for @1x: Icons/a.png and Icons/a@1x.png; keep one",
            spec.path! + ":6:13: mask 'Icons/b' has two files for @2x: Icons/b@2x.PNG and Icons/b@2x.png; keep one",
        ])
        #expect(plan.tasks.map(\.name) == ["c"])
    }

    @Test func theSameSizeTwiceIsAConflictWithinTheItem() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(12), to: "Art/Bar.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\nbackgrounds:\n  - {image: Art/Bar, left-cap: 2, sizes: [20x5, 20x5]}\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.conflicts.map(\.description) == [spec.path! + ":4:13: output \(folder.path)/Out/Bar-20x5.png would be written twice by this item"])
    }

    @Test func theRootFolderJoinsWithoutADoubleSlash() throws {
        #expect(try OutputFolder(path: "/").destination(for: "x.png", input: "") == "/x.png")
        #expect(try OutputFolder(path: "//").destination(for: "a/x.png", input: "") == "/a/x.png")
    }

    @Test func aCapErrorSharedByTheSizesTheCatalogAndTheNinePatchesIsReportedOnce() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(6), to: "Art/Bar.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        catalog: Out/A.xcassets
        ninepatch: Out/res
        backgrounds:
          - {image: Art/Bar, insets: '0,4,0,4', sizes: [20x5]}

        """, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map(\.description) == [
            folder.path + "/Art/Bar.png: left and right caps (8 px together) leave nothing to stretch in an image 6 px wide; they are 3 px too large",
        ])
    }

    @Test func maskErrorsNameTheSkinKeyNotTintsFlag() throws {
        let folder = TemporaryFolder()
        var opaque = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { opaque[x, y] = RGBA8(0, 0, 0, 255) } }
        folder.write(PNGFixture.bytes(of: opaque), to: "Icons/a.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4)), to: "Icons/b.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        tab-items:
          items:
            - mask: Icons/a
            - {mask: Icons/b, mask-mode: luminance}

        """, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map(\.description) == [
            folder.path + "/Icons/a.png: fully opaque, so the icon would be a solid square (tab bar icons are read from alpha); "
                + "for dark art on a light background use mask-mode: luminance",
            folder.path + "/Icons/b.png: no visible pixel: every pixel is white or transparent (mask-mode: luminance)",
        ])
    }

    @Test func aFolderKeyNamingAFileIsOneErrorAtTheKey() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/a.png")
        folder.write(SkinBuildPlanTests.mask(12), to: "Art/Bar.png")
        folder.write(Array("notes".utf8), to: "Notes.txt")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Notes.txt
        catalog: Notes.txt/X.xcassets
        ninepatch: Out/res
        tab-items:
          items:
            - mask: Icons/a
        backgrounds:
          - {image: Art/Bar, left-cap: 2}

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.map(\.description) == [
            spec.path! + ":2:9: 'output' must be a folder, but Notes.txt is a file",
            spec.path! + ":3:10: 'catalog' must be a folder, but Notes.txt is a file",
        ])
        // What goes elsewhere is still built.
        #expect(plan.outputs.map { String($0.file.path.dropFirst(folder.path.count + 1)) } == ["Out/res/drawable-mdpi/bar.9.png"])
    }

    @Test func outputsDifferingOnlyInCaseConflict() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/a.png")
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/b.png")
        folder.write(SkinBuildPlanTests.mask(12), to: "Art/Bar.png")
        let spec = try SkinBuildPlanTests.spec("""
        version: 1
        output: Out
        catalog: Out/A.xcassets
        tab-items:
          items:
            - {mask: Icons/a, name: Chat}
            - {mask: Icons/b, name: chat}
        backgrounds:
          - {image: Art/Bar, left-cap: 2}
          - {image: Art/Bar, name: bar, left-cap: 2}

        """, in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        let out = folder.path + "/Out/"
        #expect(plan.conflicts.map(\.description) == [
            spec.path! + ":7:14: output \(out)A.xcassets/chat-normal.imageset/chat-normal.png and \(out)A.xcassets/Chat-normal.imageset/Chat-normal.png "
                + "(written by \(spec.path!):6:14) differ only in case: one file on a Mac, whose disks ignore case",
            spec.path! + ":10:13: output \(out)A.xcassets/bar.imageset/bar.png and \(out)A.xcassets/Bar.imageset/Bar.png (written by \(spec.path!):9:13) "
                + "differ only in case: one file on a Mac, whose disks ignore case",
        ])
    }

    @Test func devicesUIKitNeverReadsAreLeftOutWithAWarning() throws {
        let folder = TemporaryFolder()
        for name in ["Bar.png", "Bar~foo.png", "Bar@2x~IPAD.png", "Bar@2x~ipad.png"] {
            folder.write(SkinBuildPlanTests.mask(name.contains("@2x") ? 24 : 12), to: "Art/" + name)
        }
        let spec = try SkinBuildPlanTests.spec("version: 1\ncatalog: A.xcassets\nbackgrounds:\n  - {image: Art/Bar, left-cap: 2}\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.isEmpty && plan.conflicts.isEmpty)
        #expect(plan.tasks.flatMap(\.variants).map { PathText.fileName(of: $0.path) } == ["Bar.png", "Bar@2x~ipad.png"])
        #expect(plan.warnings.map(\.description) == [
            spec.path! + ":4:13: Art/Bar@2x~IPAD.png is left out: UIKit reads only ~iphone and ~ipad, in lowercase",
            spec.path! + ":4:13: Art/Bar~foo.png is left out: UIKit reads only ~iphone and ~ipad, in lowercase",
        ])
        let report = SkinBuilder().run(plan)
        #expect(report.failures.isEmpty)
        #expect(report.warnings.map(\.description) == plan.warnings.map(\.description))
    }

    @Test func aSizeSmallerThanTheCapsNamesTheSkinKeyNotStretchsFlag() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(12), to: "Art/Bar.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\nbackgrounds:\n  - {image: Art/Bar, insets: '0,4,0,4', sizes: [6x5, 20x5]}\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map(\.description) == [
            folder.path + "/Art/Bar.png: target width 6 px is 2 px smaller than the fixed caps (8 px); list a larger size in 'sizes'",
        ])
        // The other size is still built.
        #expect(report.outputs.map { PathText.fileName(of: $0.file.path) } == ["Bar-20x5.png"])
    }

    @Test func aSmallSelectedFillWarningNamesTheSkinKey() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/a.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 10, height: 10, filledWith: .black)), to: "Fill.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\ntab-items:\n  items:\n    - {mask: Icons/a, style: recipe, selected-fill: Fill.png}\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        #expect(report.warnings.map(\.description) == [
            folder.path + "/Icons/a.png: the selected fill image is 10x10 px, smaller than this 30x30 px icon, so the selected art is cut off outside it",
        ])
    }

    @Test func aMaskFoundOnlyInAnotherCaseSaysSo() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(60), to: "Icons/chat@2x.png")
        folder.write(SkinBuildPlanTests.mask(30), to: "Icons/chat.png")
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: Out\ntab-items:\n  items:\n    - mask: Icons/Chat\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        #expect(plan.failures.map(\.description) == [
            spec.path! + ":5:13: mask 'Icons/Chat' not found: no Icons/Chat.png or a scale variant of it (Icons/chat.png differs in case)",
        ])
    }
}
