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
        #expect(drawn.count == 49)
        #expect(again == drawn)
        #expect(planned == drawn)
        // The skin's catalog first, then item by item (in the skin's order), each item's files by path.
        #expect(drawn.first == "Build/App.xcassets/Contents.json")
        #expect(Array(drawn[1...4]) == ["Build/App.xcassets/star-normal.imageset/Contents.json", "Build/App.xcassets/star-normal.imageset/star-normal.png",
                                        "Build/App.xcassets/star-normal.imageset/star-normal@2x.png",
                                        "Build/App.xcassets/star-normal.imageset/star-normal@2x~ipad.png"])
        // The colour sets come last: their item follows every drawing section's.
        #expect(drawn.last == "Build/App.xcassets/TabBarUnselectedItem.colorset/Contents.json")
    }

    /// Every record of `--json`'s `outputs`, its status left out, as text to compare.
    static func records(_ scratch: BuildWorkspace, _ arguments: [String]) throws -> [String] {
        let result = try scratch.run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        return (document["outputs"] as! [[String: Any]]).map { record in
            record.filter { $0.key != "status" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
    }

    @Test func aNoOpRerunNamesEveryFileAndInputAsTheDrawingRunDidHoweverThePathsWereTyped() throws {
        let scratch = BuildWorkspace()
        let root = PathText.absolute(scratch.path)
        // Absolute paths (the quick index records them so) once showed as `../../tmp/...` on the rerun.
        for arguments in [["build", root + "/App.skin.yml"], ["build", "App.skin.yml", "-o", root + "/Abs"], ["build", "./App.skin.yml", "-o", "./Dot/"],
                          ["tint", root + "/Icons", "-o", root + "/Tinted"], ["tint", "./Icons/", "-o", "./Tinted2"], ["glow", "Icons/star@2x.png", "-o", root + "/Glow"]] {
            let drawn = try Self.records(scratch, arguments), again = try Self.records(scratch, arguments)
            #expect(!drawn.isEmpty)
            #expect(again == drawn, "\(arguments)")
        }
        // A command run names no skin file: `skin` is null, as its manifest says.
        let absolute = try Self.records(scratch, ["tint", root + "/Icons", "-o", root + "/Tinted"])
        #expect(absolute.first?.contains("height=90 input=\(root)/Icons/ring@3x.png kind=normal name=ring output=\(root)/Tinted/ring-normal@3x.png scale=3 skin=<null> width=90") == true,
                "\(absolute.first ?? "")")
    }
}
