import BarSkin
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 30: every file BarSkin reads is checked to be a regular file before anything
/// opens it blocking (a named pipe must not hang a run), and `--json` prints a document
/// with the failure when a command fails before it could print its own.
@Suite struct SpecialFileInputTests {
    @Test func aNamedPipeGivenAsAFontIsRefusedNotWaitedOn() throws {
        let scratch = TemporaryFolder()
        #expect(mkfifo(scratch.path + "/fifo.ttf", 0o644) == 0)
        let result = try CommandRunner.run(["back-button", "--title", "Back", "--font", "fifo.ttf", "-o", "out"], in: scratch.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("barskin: error: --font: font file 'fifo.ttf' is not a regular file\n"), "\(result.standardError)")
    }

    @Test func aNamedPipeInPlaceOfTheManifestIsNoManifest() throws {
        let scratch = BuildWorkspace()
        #expect(try scratch.run(["build", "App.skin.yml"]).status == 0)
        let manifest = scratch.path + "/Build/.App.skin.barskin.json"
        unlink(manifest)
        #expect(mkfifo(manifest, 0o644) == 0)
        // Read as no manifest (everything rebuilt); the run ends instead of waiting for a writer.
        let result = try scratch.run(["build", "App.skin.yml", "--dry-run"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("(dry run)\n"), "\(result.standardError)")
        #expect(SpecialFile.of(manifest) == S_IFIFO)
    }

    @Test func aNamedPipeNamedByAContentsJSONIsNotWaitedOn() throws {
        let workspace = TemporaryFolder()
        workspace.write(Array("{\"images\":[{\"idiom\":\"universal\",\"scale\":\"2x\",\"filename\":\"pipe.png\"}],\"info\":{\"version\":1}}".utf8),
                        to: "P/A.xcassets/pipe.imageset/Contents.json")
        #expect(mkfifo(workspace.path + "/P/A.xcassets/pipe.imageset/pipe.png", 0o644) == 0)
        workspace.write(Array("let i = UIImage(named: \"pipe\")\n".utf8), to: "P/View.swift")
        let result = try CommandRunner.run(["trace", "P", "--json"], in: workspace.url)
        #expect(result.status <= 1, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,"))
    }

    @Test func drawnArtWhoseOutputIsAFilePrintsAJSONDocument() throws {
        let scratch = TemporaryFolder()
        scratch.write(Array("notes".utf8), to: "notes.txt")
        for command in [["tabbar-art"], ["back-button", "--title", "Back"]] {
            let result = try CommandRunner.run(command + ["-o", "notes.txt", "--json"], in: scratch.url)
            #expect(result.status == 1)
            #expect(result.standardError == "barskin: error: notes.txt: the output folder is a file\n")
            #expect(result.standardOutput == """
                {
                  "schemaVersion": 2,
                  "removedTemporaries": [],
                  "failures": [
                    {
                      "path": "notes.txt",
                      "message": "the output folder is a file"
                    }
                  ]
                }

                """, "\(command)")
        }
    }

    @Test func buildWhoseSkinIsMissingPrintsAJSONDocument() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["build", "None.skin.yml", "--json"], in: scratch.url)
        #expect(result.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document?["schemaVersion"] as? Int == 2)
        #expect((document?["failures"] as? [[String: Any]])?.first?["path"] as? String == "None.skin.yml", "\(result.standardOutput)")
    }

    @Test func traceOfAMissingFolderListsItInFailures() throws {
        let scratch = TemporaryFolder()
        let result = try CommandRunner.run(["trace", "Nowhere", "--json"], in: scratch.url)
        #expect(result.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document?["schemaVersion"] as? Int == 1)
        #expect(document?["failures"] as? [[String: String]] == [["path": "Nowhere", "message": "no such file or folder"]], "\(result.standardOutput)")
    }

    @Test func c1ControlsInANameAreEscapedInEveryTextFormat() throws {
        let workspace = TemporaryFolder()
        let name = "sp\u{9B}31mare"
        workspace.png("P/\(name)@2x.png", Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 9, 9)))
        for format in ["text", "xcode", "github"] {
            let result = try CommandRunner.run(["trace", "P", "--format", format], in: workspace.url)
            #expect(result.standardOutput.contains("sp\\u{9B}31mare"), "\(format): \(result.standardOutput)")
            #expect(!result.standardOutput.unicodeScalars.contains("\u{9B}"), "\(format)")
        }
    }
}
