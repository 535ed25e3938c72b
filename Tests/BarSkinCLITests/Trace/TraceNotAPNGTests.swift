import BarSkinTestSupport
import Foundation
import Testing

/// A file named `.png` that holds no PNG (a Git LFS pointer a checkout never fetched, or other
/// bytes) is an error naming it, and no image the other findings judge: not unused, not a
/// scale short, not a duplicate; a reference to it still finds it.
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
            barskin: error: App/Assets.xcassets/star.imageset/star@2x.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull
            barskin: error: App/Assets.xcassets/star.imageset/star@3x.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull
            barskin: error: App/logo.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull
            barskin: error: App/odd.png: cannot be read as a PNG: its first bytes are not a PNG's
            barskin: traced 2 references and 3 assets: 0 errors, 0 warnings in 
            """ + result.standardError.split(separator: "\n").last!.split(separator: " in ").last! + "\n", "\(result.standardError)")
        #expect(result.standardError.hasSuffix("; 4 files could not be read\n"))
    }

    /// simplenote: fastlane's device frames are LFS pointers in no target. The checkout lacks them, not the app:
    /// a warning, and the run passes; a pointer in a shipping catalog stays an error.
    @Test func anUnreadableImageNoTargetShipsIsAWarning() throws {
        let project = TraceScratchProject()
        project.text("fastlane/frames/iphone.png", Self.pointer)
        project.text("View.swift", "import UIKit\nlet star = UIImage(named: \"star\")\n")
        project.imageSet("Assets.xcassets/star")
        project.xcodeProject(".", targets: [.init("App", sources: ["View.swift"], resources: ["Assets.xcassets"])])
        let passing = try CommandRunner.run(["trace", "."], in: project.url)
        #expect(passing.status == 0)
        #expect(passing.standardError.hasPrefix(
            "barskin: warning: fastlane/frames/iphone.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull\n"), "\(passing.standardError)")
        project.text("Assets.xcassets/star.imageset/star@2x.png", Self.pointer)
        let failing = try CommandRunner.run(["trace", "."], in: project.url)
        #expect(failing.status == 1)
        #expect(failing.standardError.hasPrefix("""
            barskin: warning: fastlane/frames/iphone.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull
            barskin: error: Assets.xcassets/star.imageset/star@2x.png: cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull

            """), "\(failing.standardError)")
    }
}
