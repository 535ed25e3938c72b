import BarSkin
import Testing

/// What every piece shares: names, sizes, identifiers, validation.
@Suite struct TabBarPieceTests {
    static func pieces() throws -> [any TabBarPiece] {
        [try TabBarBackground(), try TabBarBackground(width: 375), TabBarSelection(), TabBarItemSelectedBackground(),
         TabBarGlow(), TabBarNipple()]
    }

    @Test func pixelSizesArePointSizesTimesTheScale() throws {
        for piece in try Self.pieces() {
            for scale in 1...3 {
                let images = try piece.render([], scale: scale).images
                #expect(images.count == 1 && piece.outputRoles == [type(of: piece).name])
                #expect(images[0].width == piece.pointSize.width * scale && images[0].height == piece.pointSize.height * scale,
                        "\(piece) at @\(scale)x")
            }
        }
        #expect(try Self.pieces().map { "\($0.pointSize.width)x\($0.pointSize.height)" }
            == ["1x49", "375x49", "10x45", "46x30", "19x15", "10x7"])
    }

    @Test func identifiersNameThePieceAndChangeWithTheLook() throws {
        let identifiers = try Self.pieces().map(\.identifier)
        #expect(Set(identifiers).count == identifiers.count)
        #expect(identifiers[0].hasPrefix("TabBarBackground/1 size=1x49 height=49 color=#161616 highlight=#535353"))
        let other = try TabBarLook(color: Color(hex: "#202020"))
        #expect(TabBarNipple(look: other).identifier != TabBarNipple().identifier)
        #expect(try TabBarBackground(look: other).identifier != TabBarBackground().identifier)
        #expect(TabBarLook.classic.identifier.contains("gradient=#3C3C3C,#292929"))
    }

    @Test func badLooksAreRefusedWithTheValue() {
        #expect(throws: TabBarArtError.heightOutOfRange(4)) { try TabBarLook(height: 4) }
        #expect(throws: TabBarArtError.cornerRadiusOutOfRange(5)) { try TabBarLook(cornerRadius: 5) }
        #expect(throws: TabBarArtError.selectionInsetOutOfRange(inset: 47, height: 49)) { try TabBarLook(selectionTopInset: 47) }
        #expect(throws: TabBarArtError.widthOutOfRange(0)) { try TabBarBackground(width: 0) }
        #expect(TabBarArtError.heightOutOfRange(4).message == "tab bar height must be from 12 to 200 points, not 4")
        #expect(TabBarArtError.cornerRadiusOutOfRange(5).message == "corner radius must be from 0 to 4 points, not 5")
    }

    @Test func drawingIsDeterministic() throws {
        for piece in try Self.pieces() {
            #expect(try piece.draw(scale: 2) == piece.draw(scale: 2))
        }
    }
}
