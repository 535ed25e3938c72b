import BarSkin
import Testing

struct PathTextTests {
    @Test(arguments: [
        ("a/b/c.png", "a/b", "c.png"), ("c.png", "", "c.png"), ("/c.png", "/", "c.png"),
        ("r", "", "r"), ("P/", "", "P"), ("a/b/", "a", "b"), ("/", "", "/"), ("a//b", "a", "b"),
    ])
    func splitsWithoutFoundationsTraps(path: String, folder: String, fileName: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.fileName(of: path) == fileName)
    }

    @Test func escapesControlCharactersOnly() {
        #expect("plain\tname ü".escapingControlCharacters == "plain\tname ü")
        #expect("a\nb\u{1B}[31m".escapingControlCharacters == "a\\nb\\u{1B}[31m")
    }
}
