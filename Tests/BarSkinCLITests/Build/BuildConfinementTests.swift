import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: `build -o FOLDER` writes nothing outside FOLDER (and `--manifest-folder`),
/// and without `-o` a folder a key places inside `output:` is not somewhere else through a link.
@Suite struct BuildConfinementTests {
    /// The workspace's skin with one line replaced.
    static func workspace(replacing line: String, with replacement: String) -> BuildWorkspace {
        let workspace = BuildWorkspace()
        let skin = BuildWorkspace.skin.replacingOccurrences(of: line + "\n", with: replacement + "\n")
        #expect(skin != BuildWorkspace.skin)
        workspace.write(Array(skin.utf8), to: "App.skin.yml")
        return workspace
    }

    @Test(arguments: [("catalog: Build/App.xcassets", "catalog: x.xcassets/../..", "App.skin.yml:3:10: catalog 'x.xcassets/../..'"),
                      ("ninepatch: Build/res", "ninepatch: res/..", "App.skin.yml:4:12: ninepatch 'res/..'")])
    func aSkinPathClimbingOutOfTheOutputFolderIsAnErrorAtItsKey(line: String, replacement: String, located: String) throws {
        let workspace = Self.workspace(replacing: line, with: replacement)
        workspace.write([], to: "Work/Out/.keep")
        for extra in [[], ["--dry-run"], ["--json"]] {
            let result = try workspace.run(["build", "App.skin.yml", "-o", "Work/Out"] + extra)
            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("barskin: error: \(located) would be written outside the --output folder 'Work/Out'\n"),
                    "\(result.standardError)")
            #expect(!result.standardOutput.contains(".png"), "\(extra)")
        }
        #expect(workspace.listing("Work").sorted() == ["Out/.keep"])
    }

    @Test func aLinkInsideTheOutputFolderLeadingOutIsAnError() throws {
        let workspace = BuildWorkspace()
        workspace.write([], to: "Elsewhere/.keep")
        workspace.write([], to: "Out/.keep")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/Out/App.xcassets", withDestinationPath: workspace.path + "/Elsewhere")
        let result = try workspace.run(["build", "App.skin.yml", "-o", "Out"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(
            "barskin: error: App.skin.yml:3:10: catalog 'Build/App.xcassets' would be written outside the --output folder 'Out'\n"), "\(result.standardError)")
        #expect(workspace.listing("Elsewhere") == [".keep"])
    }

    @Test func withoutOutputACatalogLinkedOutOfTheOutputFolderIsAnError() throws {
        let workspace = BuildWorkspace()
        workspace.write([], to: "Elsewhere/.keep")
        workspace.write([], to: "Build/.keep")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/Build/App.xcassets", withDestinationPath: "../Elsewhere")
        let result = try workspace.run(["build", "App.skin.yml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(
            "barskin: error: App.skin.yml:3:10: catalog 'Build/App.xcassets' leads through a link out of the output folder 'Build'\n"),
                "\(result.standardError)")
        #expect(workspace.listing("Elsewhere") == [".keep"])
    }
}
