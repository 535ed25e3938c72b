import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 16's cases end to end: one-line messages, stale temporaries, inputs
/// that yield no work.
@Suite struct ReliabilityTests {
    @Test(arguments: [
        (["tint", "icons", "-o", "out", "--selected-color", "#ff00ff\n"],
         "barskin: error: invalid colour '#ff00ff\\n' for --selected-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["tint", "icons", "-o", "out", "--style", "fl\nat"],
         "barskin: error: the value 'fl\\nat' is invalid for '--style <style>'; did you mean 'flat'?"),
        (["tint", "icons", "-o", "out", "--bogus\u{1B}[2J"], "barskin: error: unknown option '--bogus\\u{1B}[2J'"),
        (["info", "--jobs", "x\ny", "x.png"], "barskin: error: the value 'x\\ny' is invalid for '--jobs <n>'"),
    ])
    func aUsageErrorIsOneEscapedLineNamingTheOption(arguments: [String], firstLine: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == firstLine, "got: \(result.standardError)")
        // What follows is the parser's own help and usage, never the rest of the value.
        #expect(lines.dropFirst().allSatisfy { $0.isEmpty || $0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.hasPrefix("  See ") },
                "got: \(result.standardError)")
    }

    @Test func aStaleTemporaryIsRemovedByTheNextRunAndListed() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        // What a SIGKILLed run leaves: an empty temporary in the output folder, from before this run.
        scratch.write([], to: "out/.a-normal.png.barskin-Xy12Zq")
        scratch.age("out/.a-normal.png.barskin-Xy12Zq")
        // Look-alikes that are not BarSkin's pattern stay.
        scratch.write([], to: "out/.a-normal.png.barskin-short")
        scratch.write([], to: "out/a-normal.png.barskin-Xy12Zq")
        scratch.age("out/a-normal.png.barskin-Xy12Zq")
        let result = try scratch.run(["in", "-o", "out", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!scratch.exists("out/.a-normal.png.barskin-Xy12Zq"))
        #expect(scratch.exists("out/.a-normal.png.barskin-short"))
        #expect(scratch.exists("out/a-normal.png.barskin-Xy12Zq"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["removedTemporaries"] as? [String] == ["out/.a-normal.png.barskin-Xy12Zq"])
        #expect(result.standardError.contains("barskin: note: out/.a-normal.png.barskin-Xy12Zq: removed, a temporary file left by an interrupted run"))
    }

    @Test func aTemporaryNewerThanTheRunOrHeldByAWriterStays() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        // Held under an exclusive lock, as a live writer holds its temporary.
        let held = scratch.write([], to: "out/.b.png.barskin-Held01")
        scratch.age("out/.b.png.barskin-Held01")
        let descriptor = open(held, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let result = try scratch.run(["in", "-o", "out", "--json"])
        #expect(result.status == 0)
        #expect(scratch.exists("out/.b.png.barskin-Held01"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["removedTemporaries"] as? [String] == [])
    }

    @Test func aFolderWithNoMasksIsAnErrorNamingIt() throws {
        let scratch = ScratchFolder()
        scratch.write(Array("notes\n".utf8), to: "empty/readme.txt")
        try FileManager.default.createDirectory(atPath: scratch.path + "/x.png", withIntermediateDirectories: true)
        let result = try scratch.run(["empty", "x.png", "-o", "out"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("barskin: error: empty: no PNG, SVG or PDF files in this folder\n"), "\(result.standardError)")
        #expect(result.standardError.contains("barskin: error: x.png: a folder, not a PNG file, with no PNG, SVG or PDF files in it\n"))
    }

    @Test func aNameThatIsNotUTF8IsReported() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        // "caf\xE9" in Latin-1: a folder holding a mask, which must not vanish without a word.
        let bad = Array((scratch.path + "/in/caf").utf8) + [0xE9, 0]
        #expect(bad.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
        let result = try scratch.run(["in", "-o", "out"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("barskin: error: in/caf\\xE9: name is not valid UTF-8, so it cannot be read; rename it\n"),
                "\(result.standardError)")
        #expect(scratch.exists("out/a-normal.png"))
    }

    @Test(arguments: [false, true])
    func aContentsJSONThatIsNotAFileSaysWhatItIs(isLinkToADevice: Bool) throws {
        let scratch = ScratchFolder()
        let contents = scratch.path + "/Box.imageset/Contents.json"
        try FileManager.default.createDirectory(atPath: scratch.path + "/Box.imageset", withIntermediateDirectories: true)
        if isLinkToADevice {
            try FileManager.default.createSymbolicLink(atPath: contents, withDestinationPath: "/dev/zero")
        } else {
            try FileManager.default.createDirectory(atPath: contents, withIntermediateDirectories: true)
        }
        let result = try CommandRunner.run(["stretch", "Box.imageset", "--size", "10x10", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        let reason = isLinkToADevice ? "not a regular file" : "is a directory"
        #expect(result.standardError.contains("barskin: error: Box.imageset/Contents.json: cannot read file: \(reason)\n"),
                "\(result.standardError)")
    }
}
