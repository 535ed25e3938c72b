@testable import BarSkinTrace
import Testing

/// The hunks `--patch` writes, as `git diff` writes them: three lines of context, hunks whose context
/// would touch merged, new files from `-0,0`, and the marker after a last line without a line break.
struct UnifiedDiffTests {
    static let twenty = (1...20).map { "line \($0)\n" }.joined()

    static func without(_ numbers: Set<Int>) -> String {
        (1...20).filter { !numbers.contains($0) }.map { "line \($0)\n" }.joined()
    }

    @Test func farApartRemovalsAreTwoHunks() {
        #expect(UnifiedDiff(old: Self.twenty, new: Self.without([5, 15])).hunks == """
            @@ -2,7 +2,6 @@
             line 2
             line 3
             line 4
            -line 5
             line 6
             line 7
             line 8
            @@ -12,7 +11,6 @@
             line 12
             line 13
             line 14
            -line 15
             line 16
             line 17
             line 18

            """)
    }

    @Test func removalsSixLinesApartShareAHunk() {
        #expect(UnifiedDiff(old: Self.twenty, new: Self.without([5, 12])).hunks == """
            @@ -2,14 +2,12 @@
             line 2
             line 3
             line 4
            -line 5
             line 6
             line 7
             line 8
             line 9
             line 10
             line 11
            -line 12
             line 13
             line 14
             line 15

            """)
    }

    @Test func aNewFileAndAMissingLastLineBreak() {
        #expect(UnifiedDiff(old: "", new: "a\nb").hunks == "@@ -0,0 +1,2 @@\n+a\n+b\n\\ No newline at end of file\n")
        #expect(UnifiedDiff(old: "a\n", new: "a\n").hunks == "")
        #expect(UnifiedDiff(old: "a\nb\n", new: "a\nc\n").hunks == "@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
    }

    @Test func gitQuotesOnlyPathsItWouldQuote() {
        #expect(QuarantinePatch.quoted("a/App/old 2@2x.png") == "a/App/old 2@2x.png")
        #expect(QuarantinePatch.quoted("a/App/é.png") == "\"a/App/\\303\\251.png\"")
        #expect(QuarantinePatch.quoted("a/\"q\".png") == "\"a/\\\"q\\\".png\"")
    }
}
