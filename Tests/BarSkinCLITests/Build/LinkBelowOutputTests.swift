import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: an output below an output folder that is a link (or lies in one) is one located
/// error for that output, never written through; the batch goes on and exits 1. The output
/// folder itself, and a path typed on the command line, may be links and are written through.
@Suite struct LinkBelowOutputTests {
    /// One of each kind of output `build` writes, and its own manifest and index.
    static let outputs = [
        "Build/Bar-40x12@2x.png",
        "Build/App.xcassets/star-normal.imageset/star-normal@2x.png",
        "Build/App.xcassets/star-selected.imageset/Contents.json",
        "Build/res/drawable-mdpi/bar.9.png",
        "Build/.App.skin.barskin.json",
        "Build/.App.skin.barskin.index",
    ]

    /// Replaces each of `paths` in `workspace` with a link to a file of its own in `victim`.
    static func plantLinks(_ paths: [String], in workspace: TemporaryFolder, to victim: TemporaryFolder) throws {
        for path in paths {
            try? FileManager.default.removeItem(atPath: workspace.path + "/" + path)
            let target = victim.write(Array("victim \(path)".utf8), to: path.replacingOccurrences(of: "/", with: "_"))
            try FileManager.default.createSymbolicLink(atPath: workspace.path + "/" + path, withDestinationPath: target)
        }
    }

    /// The victim folder holds what it held: one file per planted link, each unchanged.
    static func expectUntouched(_ victim: TemporaryFolder, _ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(victim.listing() == paths.map { $0.replacingOccurrences(of: "/", with: "_") }.sorted(), sourceLocation: sourceLocation)
        for path in paths {
            #expect(victim.contents(path.replacingOccurrences(of: "/", with: "_")) == Array("victim \(path)".utf8), sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [[], ["--force"]])
    func aRebuildRefusesEveryOutputThatIsALinkAndWritesTheRest(extra: [String]) throws {
        let workspace = BuildWorkspace(), victim = TemporaryFolder()
        #expect(try workspace.run(["build", "App.skin.yml"]).status == 0)
        try Self.plantLinks(Self.outputs, in: workspace, to: victim)
        try? FileManager.default.removeItem(atPath: workspace.path + "/Build/star-normal.png")
        let result = try workspace.run(["build", "App.skin.yml"] + extra)
        #expect(result.status == 1, "\(result.standardError)")
        Self.expectUntouched(victim, Self.outputs)
        // The index is only ever removed or replaced by the manifest's writer: refused with it.
        for path in Self.outputs.dropLast() {
            let folder = path.hasPrefix("Build/App.xcassets") ? "Build/App.xcassets" : path.hasPrefix("Build/res") ? "Build/res" : "Build"
            let line = "barskin: error: \(path): is or lies in a symbolic link below the output folder \(folder), so it is not written through\n"
            #expect(result.standardError.components(separatedBy: line).count == 2, "\(path): \(result.standardError)")
        }
        // The links stay links, and the other outputs are written.
        for path in Self.outputs.dropLast() { #expect(SpecialFile.of(workspace.path + "/" + path) == S_IFLNK, "\(path)") }
        #expect(workspace.exists("Build/App.xcassets/star-selected.imageset/star-selected@2x.png"))
    }

    @Test func aFirstBuildIntoAFolderWithLinksPlantedRefusesThem() throws {
        let workspace = BuildWorkspace(), victim = TemporaryFolder()
        let planted = ["Build/Bar-40x12@2x.png", "Build/App.xcassets/star-normal.imageset/Contents.json", "Build/.App.skin.barskin.json"]
        workspace.write([], to: "Build/App.xcassets/star-normal.imageset/.keep")
        try Self.plantLinks(planted, in: workspace, to: victim)
        let result = try workspace.run(["build", "App.skin.yml"])
        #expect(result.status == 1, "\(result.standardError)")
        Self.expectUntouched(victim, planted)
        #expect(result.standardError.contains("barskin: error: Build/Bar-40x12@2x.png: is or lies in a symbolic link below the output folder Build"))
    }

    @Test func anImageSetFolderThatIsALinkInsideTheCatalogIsRefused() throws {
        let workspace = BuildWorkspace()
        #expect(try workspace.run(["build", "App.skin.yml"]).status == 0)
        let set = workspace.path + "/Build/App.xcassets/star-normal.imageset"
        // A link that stays inside the output folder is still a link below it: not written through.
        try FileManager.default.moveItem(atPath: set, toPath: workspace.path + "/Build/App.xcassets/Other.imageset")
        try FileManager.default.createSymbolicLink(atPath: set, withDestinationPath: "Other.imageset")
        let before = workspace.contents("Build/App.xcassets/Other.imageset/Contents.json")
        let result = try workspace.run(["build", "App.skin.yml", "--force"])
        #expect(result.status == 1, "\(result.standardError)")
        // The set is one write: its first file refused, nothing of it is written.
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error: ") }
        #expect(errors.count == 1 && errors[0].hasPrefix("barskin: error: Build/App.xcassets/star-normal.imageset/star-normal"), "\(errors)")
        #expect(errors.first?.hasSuffix(": is or lies in a symbolic link below the output folder Build/App.xcassets, so it is not written through") == true)
        #expect(workspace.contents("Build/App.xcassets/Other.imageset/Contents.json") == before)
    }

    @Test func aDrawnArtCommandRefusesAnOutputLinkAndGoesOn() throws {
        let workspace = BuildWorkspace(), victim = TemporaryFolder()
        #expect(try workspace.run(["tint", "Icons", "-o", "Out"]).status == 0)
        try Self.plantLinks(["Out/star-normal@2x.png"], in: workspace, to: victim)
        for extra in [[], ["--force"]] {
            let result = try workspace.run(["tint", "Icons", "-o", "Out"] + extra)
            #expect(result.status == 1, "\(result.standardError)")
            #expect(result.standardError.hasPrefix(
                "barskin: error: Out/star-normal@2x.png: is or lies in a symbolic link below the output folder Out, so it is not written through\n"),
                    "\(result.standardError)")
            Self.expectUntouched(victim, ["Out/star-normal@2x.png"])
        }
        #expect(workspace.exists("Out/star-selected@2x.png") && workspace.exists("Out/ring-normal@3x.png"))
    }

    @Test func aPreviewsOtherScaleThatIsALinkIsRefusedButTheTypedFileIsWrittenThrough() throws {
        let workspace = BuildPreviewTests.workspace(), victim = TemporaryFolder()
        workspace.write([], to: "Real/.keep")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/shot.png", withDestinationPath: "Real/shot.png")
        try Self.plantLinks(["shot@2x.png"], in: workspace, to: victim)
        let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "shot.png"], in: workspace.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("barskin: error: shot@2x.png: is or lies in a symbolic link below the output folder ., so it is not written through\n"),
                "\(result.standardError)")
        Self.expectUntouched(victim, ["shot@2x.png"])
        #expect(SpecialFile.of(workspace.path + "/shot.png") == S_IFLNK && SpecialFile.of(workspace.path + "/Real/shot.png") == S_IFREG)
    }

    @Test func aTypedOutputFileThatIsALinkIsWrittenThrough() throws {
        let workspace = BuildWorkspace()
        workspace.write([], to: "Real/.keep")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/icon.png", withDestinationPath: "Real/icon.png")
        let result = try workspace.run(["normalize", "Icons/star@2x.png", "-o", "icon.png"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(SpecialFile.of(workspace.path + "/icon.png") == S_IFLNK)
        #expect(try workspace.bitmap("Real/icon.png").width == 60)
    }
}
