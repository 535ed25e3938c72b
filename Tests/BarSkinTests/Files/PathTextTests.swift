import BarSkin
import Testing

struct PathTextTests {
    @Test(arguments: [
        ("a/b/c.png", "a/b", "c.png"), ("c.png", "", "c.png"), ("/c.png", "/", "c.png"),
        ("r", "", "r"), ("P/", "", "P"), ("a/b/", "a", "b"), ("/", "", "/"), ("a//b", "a", "b"),
        ("", "", ""), ("//", "", "/"), ("é/ü//", "é", "ü"), ("ä/b", "ä", "b"),
    ])
    func splitsWithoutFoundationsTraps(path: String, folder: String, fileName: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.fileName(of: path) == fileName)
    }

    @Test func relativizerAgreesWithRelative() {
        let folder = "/work/App/Build"
        let relative = PathText.relativizer(to: folder)
        for path in ["/work/App/Build/a.png", "/work/corpus/a.png", "/work/corpus/b@2x.png", "/work/App/x.png", "/other/a.png",
                     "/work/App/Build/sub/c.png", "/work/App/Buildings/d.png", "/a.png"] {
            #expect(relative(path) == PathText.relative(path, to: folder), "\(path)")
        }
    }

    @Test func escapesControlCharactersOnly() {
        #expect("plain\tname ü".escapingControlCharacters == "plain\tname ü")
        #expect("a\nb\u{1B}[31m".escapingControlCharacters == "a\\nb\\u{1B}[31m")
    }
}
