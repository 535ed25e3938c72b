import BarSkin
import BarSkinArt
import Testing

/// Each appearance is its own art of its own operation, and an appearance whose look
/// equals another's is drawn by that one's operation: nothing is drawn twice.
@Suite struct AppearanceArtsTests {
    func spec(_ text: String) throws -> SkinSpec {
        try SkinSpec(parsing: Array(text.utf8), path: "/skins/App.skin.yml")
    }

    @Test func eachLookIsItsOwnOperationUnlessItEqualsAnEarlierOne() throws {
        let skin = try spec("""
        version: 1
        catalog: A.xcassets
        nav-bar:
          dark:
            tint: "#2B2F36"
          dark-high-contrast:
            height: 44
        cells:
          high-contrast:
            color: "#FFFFFF"

        """)
        let nav = try #require(skin.items.first { $0 is SkinNavBar })
        let backgrounds = nav.arts.filter { $0.name == "NavigationBarBackground" }
        #expect(backgrounds.map(\.appearance) == [.any, .dark, .darkHighContrast])
        #expect(backgrounds.map(\.source) == [.drawn(operation: 0, output: 0), .drawn(operation: 1, output: 0), .drawn(operation: 1, output: 0)])
        // A high-contrast look equal to the light one is the light one's art again, not a second drawing.
        let cells = try #require(skin.items.first { $0 is SkinCells })
        let rows = cells.arts.filter { $0.name == "middleRow" }
        #expect(rows.map(\.appearance) == [.any, .highContrast])
        #expect(Set(rows.map(\.source)).count == 1)
    }

    @Test func aTabItemsLooksEachTintOnce() throws {
        let skin = try spec("""
        version: 1
        catalog: A.xcassets
        tab-items:
          dark:
            selected-color: "#4DA3FF"
          items:
            - mask: icons/a
            - mask: icons/b
              high-contrast:
                selected-color: "#0040DD"

        """)
        let items = skin.items.compactMap { $0 as? SkinTabItem }
        #expect(items.map { $0.otherLooks.map(\.appearance) } == [[.dark], [.dark, .highContrast]])
        // Three tints, then the template icon, which the system tints for every appearance.
        #expect(try items[1].operations(decoder: PNGDecoder()).count == 4)
        #expect(items[1].arts.map(\.appearance) == [.any, .any, .dark, .dark, .highContrast, .highContrast, .any])
        #expect(items[1].arts.map(\.source) == [0, 1, 2].flatMap { [SkinArt.Source.drawn(operation: $0, output: 0), .drawn(operation: $0, output: 1)] }
            + [.drawn(operation: 3, output: 0)])
    }
}
