import BarSkinArt
import BarSkinCore

/// The tab bar's own drawn art: its background, the selection box, the
/// selected item's gloss, the glow under an item with news and the arrow at
/// the current tab, each at every scale.
public struct SkinTabBar: SkinItem, Hashable {
    /// The colours and metrics every piece is drawn with.
    public var look: TabBarLook
    /// Which pieces to draw besides the background.
    public var selection: Bool, glow: Bool, indicator: Bool, gloss: Bool
    /// Its looks in other appearances (dark, high contrast), each drawn as pieces of their own.
    public var otherLooks: [SkinAppearanceLook<TabBarLook>] = []
    /// Point widths the background is also rendered at, as `TabBarBackground-WIDTH`.
    public var widths: [Int]
    /// The scales drawn.
    public var scales: [Int]
    /// Whether the skin has a catalog: the pieces become image sets there (with
    /// their caps) rather than loose PNGs, so the app gets one image of each name.
    public var toCatalog: Bool
    /// The `tab-bar` key.
    public var location: SkinPath

    /// The section with the seed's look and every piece.
    public init(look: TabBarLook = .classic, selection: Bool = true, glow: Bool = true, indicator: Bool = true, gloss: Bool = true,
                widths: [Int] = [], scales: [Int] = [1, 2, 3], toCatalog: Bool, location: SkinPath) {
        self.look = look
        self.selection = selection
        self.glow = glow
        self.indicator = indicator
        self.gloss = gloss
        self.widths = widths
        self.scales = scales
        self.toCatalog = toCatalog
        self.location = location
    }

    /// Named for messages and `--json`.
    public var name: String { "tab-bar" }
    /// Drawn from nothing.
    public var inputs: [SkinInput] { [] }
    /// The scales asked for.
    public var drawnScales: [Int] { scales }

    /// The pieces drawn, in art order: the background, its widths, then the optional pieces;
    /// in the light look and then in each of ``otherLooks``.
    public var pieces: [any TabBarPiece] { ([look] + otherLooks.map(\.look)).flatMap(pieces(of:)) }

    /// One look's pieces.
    private func pieces(of look: TabBarLook) -> [any TabBarPiece] {
        // Widths were checked when read; the background's own range check cannot fail here.
        let background: [any TabBarPiece] = [try! TabBarBackground(look: look)] + widths.map { try! TabBarBackground(look: look, width: $0) }
        let optional: [(Bool, any TabBarPiece)] = [
            (selection, TabBarSelection(look: look)), (gloss, TabBarItemSelectedBackground(look: look)),
            (glow, TabBarGlow(look: look)), (indicator, TabBarNipple(look: look)),
        ]
        return background + optional.filter(\.0).map(\.1)
    }

    /// Each piece under its own name; the background at a width as `TabBarBackground-WIDTH`, always a PNG.
    public var arts: [SkinArt] {
        let looks = [SkinAppearanceLook(.any, look)] + otherLooks
        let drawn = looks.map { look in
            (look.appearance, pieces(of: look.look).enumerated().map { index, piece in
                let width = (piece as? TabBarBackground)?.width
                return SkinDrawnArt(name: type(of: piece).name + (width.map { "-\($0)" } ?? ""), kind: width == nil ? "art" : "sized",
                                    operation: index, caps: piece.capSpecification, alwaysLoose: width != nil)
            })
        }
        return SkinDrawnArt.arts(SkinDrawnArt.appearances(drawn, operationsPerLook: drawn[0].1.count, toCatalog: toCatalog,
                                                         drawnBy: looks.firstEqualIndices(by: \.look)),
                                 toCatalog: toCatalog, at: location)
    }

    /// Pieces go to the catalog or to `output`; widths always to `output`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        let (skin, line, column) = (location.reportedAt, location.line, location.column)
        if !output && !catalog {
            return SkinProblem.nowhereToWrite(what: "the tab bar's art is written as PNGs or image sets", needs: "output' or 'catalog").located(at: skin, line: line, column: column)
        }
        if !output && !widths.isEmpty {
            return SkinProblem.nowhereToWrite(what: "the tab bar's 'widths' are rendered as PNGs", needs: "output").located(at: skin, line: line, column: column)
        }
        return nil
    }

    /// The pieces, as operations.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { pieces }
}
