@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A load's place is its line and its column in characters, whatever ends the file's lines.
struct SourcePlaceTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func aLoadsPlaceCountsEveryKindOfLineEnd(_ end: String) {
        let project = TraceScratchProject()
        project.imageSet("Assets.xcassets/star")
        project.text("Star.swift", ["// ★ stars", "let café = 1", "let star = UIImage(named: \"star\")", ""].joined(separator: end))
        #expect(DeclaredNameTests.references(DeclaredNameTests.trace(project)) == ["Star.swift:3:27 UIImage(named:) star"])
    }

    /// After a multi-byte character, the column counts characters, not bytes.
    @Test func aColumnCountsCharacters() {
        let project = TraceScratchProject()
        project.imageSet("Assets.xcassets/star")
        project.text("Star.swift", "let é = 1; let s = UIImage(named: \"star\")\n")
        #expect(DeclaredNameTests.references(DeclaredNameTests.trace(project)) == ["Star.swift:1:35 UIImage(named:) star"])
    }
}
