import BarSkin
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs that are not plain files (issue 31), end to end: devices and named pipes are
/// written through, links are followed and kept, `-o -` is standard output. Replicas in
/// a temporary folder, never the machine's own /dev.
struct OutputTargetCommandTests {
    private static func project() -> TemporaryFolder {
        .tracedImageProject(source: "let i = UIImage(named: \"a\")\nlet j = UIImage(named: \"gone\")\n")
    }

    @Test func dashIsStandardOutput() throws {
        let workspace = Self.project()
        let plain = try CommandRunner.run(["trace", "P", "--json"], in: workspace.url)
        let dashed = try CommandRunner.run(["trace", "P", "--json", "-o", "-"], in: workspace.url)
        #expect(dashed.status == 1 && plain.status == 1, "the missing image is an error")
        #expect(dashed.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1"))
        #expect(dashed.standardOutput == plain.standardOutput)
        #expect(!workspace.exists("-"))
    }

    @Test func aNamedPipeReceivesTheReportAndStaysAPipe() throws {
        let workspace = Self.project()
        let expected = try CommandRunner.run(["trace", "P", "--json"], in: workspace.url).standardOutput
        let fifo = workspace.path + "/report.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        var result: CommandResult?
        let received = try SpecialFile.reading(fifo) {
            result = try CommandRunner.run(["trace", "P", "--json", "-o", "report.fifo", "--verbose"], in: workspace.url)
        }
        #expect(result?.status == 1)
        #expect(result?.standardOutput == "")
        #expect(result?.standardError.contains("barskin: report.fifo: written-through (not a regular file: written in place, "
                                               + "no temporary file, no rename)\n") == true, "\(result?.standardError ?? "")")
        #expect(received == Array(expected.utf8))
        #expect(SpecialFile.of(fifo) == S_IFIFO)
        #expect(workspace.listing() == ["P/V.swift", "P/a@2x.png", "P/a@3x.png", "report.fifo"])
    }

    @Test func aNamedPipeNobodyReadsFailsAtOnce() throws {
        let workspace = Self.project()
        #expect(mkfifo(workspace.path + "/report.fifo", 0o644) == 0)
        let result = try CommandRunner.run(["trace", "P", "-o", "report.fifo"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.standardError == "barskin: error: report.fifo: cannot write: no process is reading this named pipe\n")
        #expect(SpecialFile.of(workspace.path + "/report.fifo") == S_IFIFO)
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aCharacterDeviceStaysADevice() throws {
        let workspace = Self.project()
        workspace.png("Box@2x.png", Bitmap(width: 20, height: 16, filledWith: RGBA8(9, 8, 7)))
        let device = try SpecialFile.makeNullDevice(in: workspace, named: "null.png")
        let runs: [[String]] = [
            ["trace", "P", "-o", "null.png"],
            ["trace", "P", "--write-baseline", "null.png"],
            ["normalize", "Box@2x.png", "-o", "null.png"],
            ["stretch", "Box@2x.png", "--size", "25x12", "--insets", "2,3,2,3", "-o", "null.png"],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments + ["--verbose"], in: workspace.url)
            // The trace fails on its findings; writing a baseline accepts them.
            let fails = arguments[0] == "trace" && !arguments.contains("--write-baseline")
            #expect(result.status == (fails ? 1 : 0), "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains("barskin: null.png: written-through"), "\(arguments): \(result.standardError)")
            #expect(SpecialFile.of(device) == S_IFCHR, "\(arguments) replaced the device")
        }
        #expect(workspace.listing().filter { !$0.hasPrefix(".") } == ["Box@2x.png", "P/V.swift", "P/a@2x.png", "P/a@3x.png", "null.png"])
    }

    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aPreviewIntoACharacterDeviceStaysADevice() throws {
        let workspace = BuildPreviewTests.workspace()
        let device = try SpecialFile.makeNullDevice(in: workspace, named: "shot.png")
        let result = try CommandRunner.run(["build", "App.skin.yml", "--preview", "shot.png"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(SpecialFile.of(device) == S_IFCHR)
        #expect(try workspace.bitmap("shot@2x.png").width == 640, "the @2x preview is a file of its own")
    }

    @Test func aLinkToAFileIsKeptAndItsTargetGetsTheReport() throws {
        let workspace = Self.project()
        let expected = try CommandRunner.run(["trace", "P", "--json"], in: workspace.url).standardOutput
        workspace.write(Array("old".utf8), to: "reports/real.json")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/report.json", withDestinationPath: "reports/real.json")
        for flags in [["--json", "-o"], ["--write-baseline"]] {
            let result = try CommandRunner.run(["trace", "P"] + flags + ["report.json"], in: workspace.url)
            #expect(result.status == (flags == ["--write-baseline"] ? 0 : 1))
            #expect(SpecialFile.of(workspace.path + "/report.json") == S_IFLNK)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/report.json") == "reports/real.json")
            #expect(SpecialFile.of(workspace.path + "/reports/real.json") == S_IFREG)
            let written = String(decoding: workspace.contents("reports/real.json") ?? [], as: UTF8.self)
            if flags.count == 2 { #expect(written == expected) } else { #expect(written.contains("\"gone\"") && written != expected) }
        }
        #expect(workspace.listing() == ["P/V.swift", "P/a@2x.png", "P/a@3x.png", "report.json", "reports/real.json"])
    }

    @Test func aLinkToAFolderIsKeptAndTheOutputsLandInItsTarget() throws {
        let workspace = Self.project()
        try FileManager.default.createDirectory(atPath: workspace.path + "/real/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/out", withDestinationPath: "real/out")
        let result = try CommandRunner.run(["normalize", "P", "-o", "out"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(SpecialFile.of(workspace.path + "/out") == S_IFLNK)
        #expect(workspace.listing("real/out").filter { !$0.hasPrefix(".") } == ["a@2x.png", "a@3x.png"])
        #expect(try workspace.bitmap("real/out/a@3x.png") == Bitmap(width: 6, height: 6, filledWith: RGBA8(1, 2, 3)))

        // A catalog that is a link: the image set is written inside its target.
        try FileManager.default.createDirectory(atPath: workspace.path + "/real/Assets.xcassets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/Assets.xcassets", withDestinationPath: "real/Assets.xcassets")
        workspace.png("S/b@2x.png", Bitmap(width: 20, height: 20, filledWith: RGBA8(1, 2, 3)))
        let slice = try CommandRunner.run(["slice", "S/b@2x.png", "--insets", "2,2,2,2", "--catalog", "Assets.xcassets"], in: workspace.url)
        #expect(slice.status == 0, "\(slice.standardError)")
        #expect(SpecialFile.of(workspace.path + "/Assets.xcassets") == S_IFLNK)
        #expect(workspace.listing("real/Assets.xcassets").filter { !$0.hasPrefix(".") } == ["Contents.json", "b.imageset/Contents.json", "b.imageset/b@2x.png"])
    }
}
