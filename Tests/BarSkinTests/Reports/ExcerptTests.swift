import BarSkin
import Testing

/// The one rule for quoting a file's text in a message (issue 45): 40 scalars, escaped, `...` after.
@Suite struct ExcerptTests {
    @Test func aValueIsCutAtFortyScalarsAndEscaped() {
        #expect("#FF88GG".excerpt == "#FF88GG")
        #expect(String(repeating: "a", count: 40).excerpt == String(repeating: "a", count: 40))
        #expect(String(repeating: "a", count: 41).excerpt == String(repeating: "a", count: 40) + "...")
        #expect("a\u{1B}[2J\u{202E}b\nc".excerpt == "a\\u{1B}[2J\\u{202E}b\\nc")
    }

    /// One character of a megabyte of combining marks is cut too: the count is of scalars.
    @Test func combiningMarksCountOneByOne() {
        let text = "e" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(text.excerpt.unicodeScalars.count == 43)
    }

    @Test func aPathIsQuotedUpToTwoHundredScalars() {
        let path = "/" + String(repeating: "d/", count: 150)
        #expect(path.pathExcerpt == String(path.prefix(200)) + "...")
        #expect("/etc/hosts".pathExcerpt == "/etc/hosts")
    }
}
