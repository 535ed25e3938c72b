import BarSkinTestSupport
import Foundation
import Testing

/// `trace` over a folder holding BarSkin's own build of the repository's sample skin:
/// the build's previews, 9-patches and unnamed drawn art are no findings, its inputs
/// no duplicates of its outputs; art the app's code names is traced like any other.
struct TraceBuildOutputTests {
    /// `Assets/Sample.skin.yml` with its masks and art (not the README's pictures), built into `Build/Skin`.
    static func builtSample() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        for item in ["Sample.skin.yml", "art", "icons"] {
            try FileManager.default.copyItem(at: assets.appendingPathComponent(item), to: folder.url.appendingPathComponent("Assets/" + item))
        }
        let build = try CommandRunner.run(["build", "Assets/Sample.skin.yml"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        return folder
    }

    @Test func theSampleSkinsBuildGivesNoFindingAboutItsOutputs() throws {
        let folder = try Self.builtSample()
        #expect(folder.exists("Build/Skin/res/drawable-xhdpi/toolbar_background.9.png") && folder.exists("Build/Skin/Preview@2x.png"))
        let result = try CommandRunner.run(["trace", "."], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(": 0 errors, 0 warnings in "), "\(result.standardError)")
        #expect(result.standardOutput.contains("""

            Drawn by BarSkin, named by no code yet (48 images and 8 colour sets: the skin decides what is drawn)
              Assets/Sample.skin.yml (Build/Skin/.Sample.skin.barskin.json): 48 images and 8 colour sets

            """), "\(result.standardOutput)")
        let json = try CommandRunner.run(["trace", ".", "--json"], in: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["findings"] as? [Any])?.isEmpty == true)
        let builds = try #require(document["buildOutputs"] as? [[String: Any]])
        #expect(builds.count == 1 && builds[0]["source"] as? String == "Assets/Sample.skin.yml")
        let images = try #require(builds[0]["images"] as? [String])
        #expect(images.contains("Build/Skin/Sample.xcassets/TabBarGlow.imageset"))
        #expect(images.contains("Build/Skin/TabBarBackground-320.png"))
        // The bars' colour sets are the build's too: no code names them yet, and none is unused.
        #expect(images.contains("Build/Skin/Sample.xcassets/TabBarTint.colorset"))
        #expect(!images.contains { $0.contains("Preview") || $0.contains("/res/") })
    }

    @Test func artTheAppNamesIsUsedAndTheRestStaysOneLine() throws {
        let folder = try Self.builtSample()
        _ = folder.write(Array("import UIKit\nlet glow = UIImage(named: \"TabBarGlow\")\nlet gone = UIImage(named: \"TabBarGlw\")\n".utf8), to: "App/Tab.swift")
        let result = try CommandRunner.run(["trace", ".", "--verbose"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("  missing (1)\n    App/Tab.swift:3:"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  Assets/Sample.skin.yml (Build/Skin/.Sample.skin.barskin.json): 47 images and 8 colour sets\n"))
        #expect(!result.standardOutput.contains("    Build/Skin/Sample.xcassets/TabBarGlow.imageset\n"))
        #expect(result.standardOutput.contains("    Build/Skin/Sample.xcassets/TabBarNipple.imageset\n"))
    }

    @Test func withoutItsRecordTheBuildIsAuditedLikeAnyArt() throws {
        let folder = try Self.builtSample()
        try FileManager.default.removeItem(atPath: folder.path + "/Build/Skin/.Sample.skin.barskin.json")
        let result = try CommandRunner.run(["trace", "."], in: folder.url)
        #expect(result.standardOutput.contains("Build/Skin/Sample.xcassets/TabBarGlow.imageset: image set 'TabBarGlow' is not used"))
        #expect(result.standardOutput.contains("has the same name in the bundle; only one of them is copied"))
        #expect(result.standardOutput.contains("toolbar_background.png: same pixels as Assets/art/ToolbarBackground.png"), "\(result.standardOutput)")
    }
}
