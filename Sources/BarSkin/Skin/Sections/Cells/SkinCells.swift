import BarSkinArt
import BarSkinCore

/// Grouped table rows: seed 001's top, middle, bottom and single rows, each with
/// its selected twin, drawn at every scale.
public struct SkinCells: SkinItem, Hashable {
    /// The colours, corner radius and row height.
    public var look: CellLook
    /// Its looks in other appearances (dark, high contrast), each drawn as rows of its own.
    public var otherLooks: [SkinAppearanceLook<CellLook>] = []
    /// The scales drawn.
    public var scales: [Int]
    /// Whether the rows become image sets (with their caps) rather than PNGs.
    public var toCatalog: Bool
    /// The `cells` key.
    public var location: SkinPath

    /// The section with `look` at `scales`.
    public init(look: CellLook = .classic, scales: [Int] = [1, 2, 3], toCatalog: Bool, location: SkinPath) {
        self.look = look
        self.scales = scales
        self.toCatalog = toCatalog
        self.location = location
    }

    /// Named for messages and `--json`.
    public var name: String { "cells" }
    /// Drawn from nothing.
    public var inputs: [SkinInput] { [] }
    /// The scales asked for.
    public var drawnScales: [Int] { scales }

    /// The eight rows, in ``GroupedCell/all(look:)`` order, then each other look's eight.
    public var pieces: [GroupedCell] { ([look] + otherLooks.map(\.look)).flatMap { GroupedCell.all(look: $0) } }

    /// Each row under its seed name, with its caps, in every appearance.
    public var arts: [SkinArt] {
        let looks = [SkinAppearanceLook(.any, look)] + otherLooks
        let drawn = looks.map { look in
            (look.appearance, GroupedCell.all(look: look.look).enumerated().map { index, cell in
                SkinDrawnArt(name: cell.artName, operation: index, caps: cell.capSpecification)
            })
        }
        let pieces = SkinDrawnArt.appearances(drawn, operationsPerLook: drawn[0].1.count, toCatalog: toCatalog,
                                              drawnBy: looks.firstEqualIndices(by: \.look))
        return SkinDrawnArt.arts(pieces, toCatalog: toCatalog, at: location)
    }

    /// The rows go to the catalog or to `output`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !output && !catalog else { return nil }
        return SkinProblem.nowhereToWrite(what: "the cells are written as PNGs or image sets", needs: "output' or 'catalog").located(at: location.reportedAt, line: location.line, column: location.column)
    }

    /// The rows, as operations.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { pieces }
}
