import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// An ignore file read by trace itself, not by the command line: one glob a line.
struct TraceIgnoreFileTests {
    @Test func readsOneGlobALineSkippingCommentsAndBlanks() throws {
        let folder = TemporaryFolder()
        let path = folder.write(Array("\u{FEFF}  legacy-*  \r\n\n# old art\nicons/**\n".utf8), to: "ignore.txt")
        let globs = try TraceIgnoreFile.globs(readingFrom: path)
        #expect(globs.count == 2)
        #expect(globs[0].matches("legacy-star"))
        #expect(globs[1].matches("icons/tab/star"))
        #expect(!globs.contains { $0.matches("# old art") })
    }

    @Test func anUnreadableFileIsTracesError() {
        let path = TemporaryFolder().path + "/missing.txt"
        #expect(throws: TraceProblem.unreadable(reason: "cannot open the ignore file").located(at: path)) {
            try TraceIgnoreFile.globs(readingFrom: path)
        }
    }

    @Test func oneFileThroughALinkIsTheSameFile() throws {
        let folder = TemporaryFolder()
        let input = folder.write([1], to: "in.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.txt", withDestinationPath: input)
        #expect(FileIdentity.first(of: ["nowhere", input], sameAs: folder.path + "/link.txt") == input)
        #expect(FileIdentity.first(of: [input], sameAs: folder.path + "/other.txt") == nil)
    }
}
