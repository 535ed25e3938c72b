import BarSkinTestSupport
import Foundation
import Testing

/// A file named `.png` that holds no PNG is an error naming it, and a Git LFS pointer (art a checkout never
/// fetched) one warning for its folder; neither is an image the other findings judge: not unused, not a
/// scale short, not a duplicate, and a pointer no asset; a reference to either still finds it.
struct TraceNotAPNGTests {
    static let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"

    @Test func anLFSPointerOrOtherBytesAreAnErrorAndNoFinding() throws {
        let folder = TemporaryFolder()
        _ = folder.write(Array(Self.pointer.utf8), to: "App/logo.png")
        _ = folder.write(Array(Self.pointer.utf8), to: "App/Assets.xcassets/star.imageset/star@2x.png")
        _ = folder.write(Array(Self.pointer.utf8), to: "App/Assets.xcassets/star.imageset/star@3x.png")
        _ = folder.write(Array("""
            {"images": [{"idiom": "universal", "scale": "2x", "filename": "star@2x.png"},
                        {"idiom": "universal", "scale": "3x", "filename": "star@3x.png"}], "info": {"version": 1, "author": "xcode"}}
            """.utf8), to: "App/Assets.xcassets/star.imageset/Contents.json")
        _ = folder.write(Array("not a picture".utf8), to: "App/odd.png")
        _ = folder.write(Array("import UIKit\nlet logo = UIImage(named: \"logo\")\nlet star = UIImage(named: \"star\")\n".utf8), to: "App/View.swift")
        let result = try CommandRunner.run(["trace", "App"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Errors (0)\n  none\n\nWarnings (0)\n  none\n"), "\(result.standardOutput)")
        #expect(result.standardError == """
            barskin: warning: App: 1 Git LFS pointer, not fetched; run git lfs pull
            barskin: warning: App/Assets.xcassets/star.imageset: 2 Git LFS pointers, not fetched; run git lfs pull
            barskin: error: App/odd.png: cannot be read as a PNG: its first bytes are not a PNG's
            barskin: traced 2 references and 1 asset: 0 errors, 0 warnings in 
            """ + result.standardError.split(separator: "\n").last!.split(separator: " in ").last! + "\n", "\(result.standardError)")
        #expect(result.standardError.hasSuffix("; 1 file could not be read\n"))
    }

    /// A snapshot-test folder of pointers is one warning, its pointers no images: not counted, not listed, no finding.
    @Test func aFolderOfLFSPointersIsOneWarningAndNoImages() throws {
        let folder = TemporaryFolder()
        for number in 1...40 { _ = folder.write(Array(Self.pointer.utf8), to: "App/Snapshots/testView_\(number)@2x.png") }
        _ = folder.write(Array("import UIKit\nlet a = 1\n".utf8), to: "App/View.swift")
        let result = try CommandRunner.run(["trace", "App", "--json"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("barskin: warning: App/Snapshots: 40 Git LFS pointers, not fetched; run git lfs pull\n"
            + "barskin: traced 0 references and 0 assets: 0 errors, 0 warnings in "), "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((document["assets"] as? [Any])?.count == 0)
        #expect((document["findings"] as? [Any])?.count == 0)
        #expect((document["failures"] as? [Any])?.count == 0)
    }

    /// simplenote: fastlane's device frames are LFS pointers in no target. The checkout lacks them, not the app:
    /// a warning for the folder, and the run passes, as it does for a pointer in a shipping catalog.
    @Test func anLFSPointerIsAWarningWhereverItIs() throws {
        let project = TraceScratchProject()
        project.text("fastlane/frames/iphone.png", Self.pointer)
        project.text("View.swift", "import UIKit\nlet star = UIImage(named: \"star\")\n")
        project.imageSet("Assets.xcassets/star")
        project.xcodeProject(".", targets: [.init("App", sources: ["View.swift"], resources: ["Assets.xcassets"])])
        let passing = try CommandRunner.run(["trace", "."], in: project.url)
        #expect(passing.status == 0)
        #expect(passing.standardError.hasPrefix(
            "barskin: warning: fastlane/frames: 1 Git LFS pointer, not fetched; run git lfs pull\n"), "\(passing.standardError)")
        project.text("Assets.xcassets/star.imageset/star@2x.png", Self.pointer)
        let shipped = try CommandRunner.run(["trace", "."], in: project.url)
        #expect(shipped.status == 0)
        #expect(shipped.standardError.hasPrefix("""
            barskin: warning: Assets.xcassets/star.imageset: 1 Git LFS pointer, not fetched; run git lfs pull
            barskin: warning: fastlane/frames: 1 Git LFS pointer, not fetched; run git lfs pull

            """), "\(shipped.standardError)")
        // Other bytes a shipping target holds stay an error.
        project.text("Assets.xcassets/star.imageset/star@3x.png", "not a picture")
        #expect(try CommandRunner.run(["trace", "."], in: project.url).status == 1)
    }
}
