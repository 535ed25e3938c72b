import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Caps are part of an image set's art: `diff` reports an entry whose `resizing` changed,
/// with the same pixels, as a change, and ignores a Contents.json rewritten with the same caps.
struct DiffResizingTests {
    /// New's navigation bar set with its entries' top cap at `top` (the pixels untouched), or the file re-indented.
    static func editNavigationBarSet(_ project: ReviewProject, top: Int?) throws {
        let path = "New/App.xcassets/NavigationBarBackground.imageset/Contents.json"
        var document = try #require(try JSONSerialization.jsonObject(with: Data(project.contents(path)!)) as? [String: Any])
        if let top {
            document["images"] = (document["images"] as! [[String: Any]]).map { image in
                var image = image, resizing = image["resizing"] as! [String: Any], caps = resizing["cap-insets"] as! [String: Any]
                caps["top"] = top * Int(String((image["scale"] as! String).dropLast()))!
                resizing["cap-insets"] = caps
                image["resizing"] = resizing
                return image
            }
        }
        project.write(Array(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])), to: path)
    }

    @Test func otherCapsWithTheSamePixelsAreAChangeNamingBothResizings() throws {
        let project = try DiffCommandTests.twoBuilds()
        try Self.editNavigationBarSet(project, top: 3)
        let result = try project.run(["diff", "Old", "New"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput == ["", "@2x", "@3x"].enumerated().map { index, suffix in
            let scale = index + 1
            return "changed: App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground\(suffix).png: resizing 3-part-vertical, "
                + "caps top \(scale) bottom \(scale), center stretch \(42 * scale) -> 3-part-vertical, caps top \(3 * scale) bottom \(scale), "
                + "center stretch \(42 * scale) (the same pixels)\n"
        }.joined())
        let json = try project.run(["diff", "Old", "New", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let first = try #require((document["changes"] as? [[String: Any]])?.first)
        #expect(first["changedPixels"] as? Int == 0)
        #expect(first["resizing"] as? [String: String] == ["old": "3-part-vertical, caps top 1 bottom 1, center stretch 42",
                                                             "new": "3-part-vertical, caps top 3 bottom 1, center stretch 42"])
        #expect((document["counts"] as? [String: Int])?["changed"] == 3)
    }

    @Test func aContentsJSONRewrittenWithTheSameCapsIsNoChange() throws {
        let project = try DiffCommandTests.twoBuilds()
        try Self.editNavigationBarSet(project, top: nil)
        let result = try project.run(["diff", "Old", "New"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput == "")
    }
}
