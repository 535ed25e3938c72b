import BarSkin
import Testing

/// Every drawn piece has the same shape: one output named after the art, no
/// inputs, point size times the scale in pixels.
@Suite struct DrawnArtTests {
    static func everyKind() throws -> [any DrawnArt] {
        [try TabBarBackground(), TabBarSelection(), TabBarItemSelectedBackground(), TabBarGlow(), TabBarNipple(),
         try NavigationBarBackground()] + GroupedCell.all()
    }

    @Test func oneOutputNamedAfterTheArtAtEveryScale() throws {
        for art in try Self.everyKind() {
            #expect(art.outputRoles == [art.artName])
            for scale in 1...3 {
                let images = try art.render([], scale: scale).images
                #expect(images.count == 1 && images[0].width == art.pointSize.width * scale
                    && images[0].height == art.pointSize.height * scale, "\(art) at @\(scale)x")
            }
        }
        #expect(try Self.everyKind().prefix(6).map(\.artName) == [
            "TabBarBackground", "TabBarSelection", "TabBarItemSelectedBackground", "TabBarGlow", "TabBarNipple",
            "NavigationBarBackground",
        ])
        #expect(try NavigationBarBackground().description == "NavigationBarBackground, 1x44 pt, stretchable")
    }
}
