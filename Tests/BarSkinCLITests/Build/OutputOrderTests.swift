import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A run that draws and its rerun that finds everything up to date (from the quick index,
/// with no plan) list the same files in the same order: a script diffing two runs' lists,
/// or a CI log read side by side, sees only what changed.
@Suite struct OutputOrderTests {
    /// The `outputs` of `build --json`, as output paths.
    static func outputs(_ scratch: BuildWorkspace, _ arguments: [String] = []) throws -> [String] {
        let result = try scratch.run(["build", "App.skin.yml", "--json"] + arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        return (document["outputs"] as! [[String: Any]]).map { $0["output"] as! String }
    }

    @Test func aDrawingRunAndItsNoOpRerunListTheSameFilesInOneOrder() throws {
        let scratch = BuildWorkspace()
        let drawn = try Self.outputs(scratch), again = try Self.outputs(scratch), planned = try Self.outputs(scratch, ["--dry-run"])
        #expect(drawn.count == 34)
        #expect(again == drawn)
        #expect(planned == drawn)
        // The skin's catalog first, then item by item (in the skin's order), each item's files by path.
        #expect(drawn.first == "Build/App.xcassets/Contents.json")
        #expect(Array(drawn[1...4]) == ["Build/App.xcassets/star-normal.imageset/Contents.json", "Build/App.xcassets/star-normal.imageset/star-normal.png",
                                        "Build/App.xcassets/star-normal.imageset/star-normal@2x.png",
                                        "Build/App.xcassets/star-normal.imageset/star-normal@2x~ipad.png"])
        #expect(drawn.last == "Build/res/drawable-xxhdpi/bar.9.png")
    }
}
