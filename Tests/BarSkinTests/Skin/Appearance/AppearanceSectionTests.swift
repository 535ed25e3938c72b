@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// `appearance:` and `--appearance-swift`: where the file goes, the write road it takes, and each mistake located.
@Suite struct AppearanceSectionTests {
    static let bars = "catalog: A.xcassets\ntab-bar: {}\n"

    /// The plan lists the file (what `--dry-run` prints), a build writes it, a forced rebuild leaves it alone.
    @Test func theFileTakesTheWriteRoad() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\n" + Self.bars + "appearance: swift\n", in: folder)
        let plan = SkinBuildPlan(specs: [spec])
        let path = folder.path + "/BarSkinAppearance.swift"
        #expect(plan.tasks.flatMap(\.files).filter { $0.kind == "swift" }.map(\.path) == [path])
        let first = SkinBuilder().run(plan)
        #expect(first.failures.isEmpty)
        #expect(first.outputs.filter { $0.file.kind == "swift" }.map(\.record.status) == [.written])
        var builder = SkinBuilder()
        builder.force = true
        #expect(builder.run(SkinBuildPlan(specs: [spec])).outputs.filter { $0.file.kind == "swift" }.map(\.record.status) == [.unchanged])
        #expect(folder.contents("BarSkinAppearance.swift") == spec.appearanceCode?.code.bytes)
    }

    /// `--appearance-swift FILE` writes the code to FILE as typed, keeping the skin's `glass: false`.
    @Test func theFlagNamesTheFile() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\n" + Self.bars + "appearance: {glass: false}\n", in: folder)
        let moved = try spec.writingAppearanceSwift(to: folder.path + "/Sources/Skin.swift", named: "flag")
        #expect(moved.items(of: SkinAppearanceCode.self).count == 1)
        #expect(moved.appearanceCode?.code.glass == false)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [moved])).failures.isEmpty)
        #expect(folder.exists("Sources/Skin.swift") && !folder.exists("BarSkinAppearance.swift"))
        #expect(String(decoding: folder.contents("Sources/Skin.swift") ?? [], as: UTF8.self).contains("iOS 26") == false)
    }

    @Test(arguments: [
        ("appearance: kotlin\n" + bars, "App.skin.yml:2:13: 'appearance' must be 'swift' or a mapping of 'swift', 'glass'"),
        ("appearance: {swift: Skin.txt}\n" + bars, "App.skin.yml:2:21: 'swift' must be true or a .swift file, not 'Skin.txt'"),
        ("appearance: {glass: maybe}\n" + bars, "App.skin.yml:2:21: 'glass' must be true or false, not 'maybe'"),
        ("appearance: {colour: red}\n" + bars, "App.skin.yml:2:14: unknown key 'colour' in appearance; expected one of: swift, glass"),
        ("output: out\nappearance: swift\ntab-bar: {}\n",
         "App.skin.yml:3:13: 'appearance' names the catalog's generated symbols, but the skin has no 'catalog'"),
        ("catalog: A.xcassets\nappearance: swift\nbackgrounds:\n  - image: a\n    insets: 1,1,1,1\n",
         "App.skin.yml:3:13: 'appearance' applies the bars, but the skin has no 'tab-bar', 'tab-items' or 'nav-bar'"),
    ])
    func mistakesAreLocated(text: String, message: String) {
        #expect(SkinSpecErrorTests.error("version: 1\n" + text) == message)
    }
}
