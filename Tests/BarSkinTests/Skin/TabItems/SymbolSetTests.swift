@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Tab items as custom symbols (issue 42, `symbols: true`): the set as Xcode writes it, the SVG
/// in the structure of Apple's custom symbol template 3.0, and a raster mask refused at the key.
@Suite struct SymbolSetTests {
    static let star = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>star</title>"#
        + #"<g><path d="M12 2l3 6H22L12 22z"/><path fill-rule="evenodd" d="M4,4 h16 v2 H4 Z"/></g></svg>"#

    static func skin(_ mask: String) -> String {
        "version: 1\ncatalog: A.xcassets\ncolor-sets: false\ntab-items:\n  symbols: true\n  items:\n    - mask: \(mask)\n"
    }

    static func build(_ svg: String, mask: String = "Icons/star.svg") throws -> (TemporaryFolder, [String]) {
        let folder = TemporaryFolder()
        folder.write(Array(svg.utf8), to: "Icons/star.svg")
        let spec = try SkinBuildPlanTests.spec(skin(mask), in: folder)
        return (folder, SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.description))
    }

    @Test func aVectorMaskShipsAsASymbolSetAsXcodeWritesIt() throws {
        let (folder, failures) = try Self.build(Self.star)
        #expect(failures == [])
        #expect(folder.listing("A.xcassets/star-symbol.symbolset") == ["Contents.json", "star-symbol.svg"])
        #expect(String(decoding: folder.contents("A.xcassets/star-symbol.symbolset/Contents.json") ?? [], as: UTF8.self) == """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "symbols" : [
            {
              "filename" : "star-symbol.svg",
              "idiom" : "universal"
            }
          ]
        }

        """)
    }

    /// Parsed back with XMLDocument: Apple's three groups, the small scale's guides, the Regular
    /// master's margins, the master on the baseline at its left margin, each mask path in it.
    @Test func theSymbolHasTheTemplatesGroupsGuidesAndMaster() throws {
        let (folder, failures) = try Self.build(Self.star)
        #expect(failures == [])
        let document = try XMLDocument(data: Data(try #require(folder.contents("A.xcassets/star-symbol.symbolset/star-symbol.svg"))))
        let root = try #require(document.rootElement())
        #expect(Self.attribute(root, "viewBox") == "0 0 3300 2200")
        let groups = (root.children ?? []).compactMap { $0 as? XMLElement }
        #expect(groups.map { Self.attribute($0, "id") } == ["Notes", "Guides", "Symbols"])
        let lines = Dictionary(uniqueKeysWithValues: (Self.children(groups[1], "line")).map { line in
            (Self.attribute(line, "id") ?? "", ["x1", "y1", "x2", "y2"].map { Double(Self.attribute(line, $0) ?? "") })
        })
        #expect(lines["Baseline-S"]?[1] == 696 && lines["Baseline-S"]?[3] == 696)
        #expect(lines["Capline-S"]?[1] == 625.541)
        #expect(["Baseline-M", "Capline-M", "Baseline-L", "Capline-L"].allSatisfy { lines[$0] != nil })
        let left = try #require(lines["left-margin-Regular-S"]?[0]), right = try #require(lines["right-margin-Regular-S"]?[0])
        #expect(left == 1399.84 && right == 1499.84)
        let masters = Self.children(groups[2], "g")
        #expect(masters.map { Self.attribute($0, "id") } == ["Regular-S"])
        #expect(Self.attribute(masters[0], "transform") == "matrix(1 0 0 1 1399.84 696)")
        // 24 units become 100: the mask's top edge 85.23 above the baseline, centred on the cap height.
        #expect(Self.children(masters[0], "path").map { Self.attribute($0, "d") }
                == ["M50 -76.896 l12.5 25 H91.667 L50 6.437 z", "M16.667 -68.563 h66.667 v8.333 H16.667 Z"])
        #expect(Self.attribute(Self.children(masters[0], "path")[1], "fill-rule") == "evenodd")
        let version = Self.children(groups[0], "text").first { Self.attribute($0, "id") == "template-version" }
        #expect(version?.stringValue == "Template v.3.0")
    }

    /// An attribute by its name, read from the element's list (FoundationXML on Linux finds none
    /// by name under a default namespace).
    static func attribute(_ element: XMLElement?, _ name: String) -> String? {
        element?.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    /// The element's child elements named `name`.
    static func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == name || $0.name == name }
    }

    @Test func pathDataKeepsEveryCommandAndScalesArcs() throws {
        let placed = try SVGPathData(scale: 2, dx: 10, dy: -5).placed("M1,2 3 4 a1 2 30 0 1 5 6 V7 c1-2.5.5 1e1 0 0 Z")
        #expect(placed == "M12 -1 L16 3 a2 4 30 0 1 10 12 V9 c2 -5 1 20 0 0 Z")
    }

    /// Basic shapes become the path data SVG defines them by, placed like any path (24 units to 100).
    @Test func basicShapesBecomePaths() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="0" y="0" width="12" height="6" rx="3"/>"#
            + #"<circle cx="12" cy="12" r="6"/><polygon points="0,24 24,24 12,18"/></svg>"#
        let (folder, failures) = try Self.build(svg)
        #expect(failures == [])
        let document = try XMLDocument(data: Data(try #require(folder.contents("A.xcassets/star-symbol.symbolset/star-symbol.svg"))))
        let root = try #require(document.rootElement())
        let symbols = try #require(Self.children(root, "g").last)
        let master = try #require(Self.children(symbols, "g").first)
        #expect(Self.children(master, "path").map { Self.attribute($0, "d") } == [
            "M12.5 -85.229 H37.5 A12.5 12.5 0 0 1 50 -72.729 V-72.729 A12.5 12.5 0 0 1 37.5 -60.229 H12.5 A12.5 12.5 0 0 1 0 -72.729 V-72.729 A12.5 12.5 0 0 1 12.5 -85.229 Z",
            "M75 -35.229 A25 25 0 0 1 50 -10.229 A25 25 0 0 1 25 -35.229 A25 25 0 0 1 50 -60.229 A25 25 0 0 1 75 -35.229 Z",
            "M0 14.771 L100 14.771 L50 -10.229 Z",
        ])
    }

    @Test func aRasterMaskIsRefusedAtTheKey() throws {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(50), to: "Icons/star@2x.png")
        let spec = try SkinBuildPlanTests.spec(Self.skin("Icons/star"), in: folder)
        let failures = SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.map(\.description)
        #expect(failures == ["\(folder.path)/App.skin.yml:5:12: a custom symbol is made from vector paths, "
                             + "but the mask 'star@2x.png' is not an SVG: give the mask as an SVG"])
        #expect(!folder.exists("A.xcassets/star-symbol.symbolset"))
    }

    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text x="1" y="20">A</text></svg>"#,
         "a custom symbol is made from paths and basic shapes; convert the <text> to a path"),
        (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g transform="scale(2)"><path d="M0 0h4v4z"/></g></svg>"#,
         "the <g>'s transform cannot be kept in a custom symbol; apply it to the paths"),
        (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="none" stroke="black" d="M0 0h4v4z"/></svg>"#,
         "a custom symbol is filled outlines; outline the stroked path before exporting"),
    ])
    func whatASymbolCannotHoldIsAnErrorAtTheMask(svg: String, message: String) throws {
        let (folder, failures) = try Self.build(svg)
        #expect(failures == ["\(folder.path)/Icons/star.svg: \(message)"])
    }
}
