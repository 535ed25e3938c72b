import BarSkinArt
import BarSkinCore

/// One custom symbol a skin item writes into the skin's catalog (``SymbolSetWriter``): the
/// set's name and where the skin asked for it. Its SVG is made from the item's vector mask
/// when the build runs (``SymbolTemplate``), through the same manifest, `--dry-run` and `--prune`.
public struct SkinSymbolSet: Sendable, Hashable {
    /// The set's name: `NAME-symbol`.
    public var name: String
    /// Where `symbols: true` was written, for the error a raster mask gets.
    public var position: SkinPosition?

    /// A set from its parts.
    public init(name: String, position: SkinPosition?) {
        self.name = name
        self.position = position
    }

    /// Everything of it that reaches its files besides the mask, for recipes and digests.
    var recipeText: String {
        "symbolset \(name) template 3.0"
    }
}

extension SkinBuildTask {
    /// The SVG a symbol set is made from: the item's family when it is one SVG for every variant.
    /// - Throws: ``SymbolError`` at the skin's `symbols` key when the mask is PNG files (or a PDF).
    func symbolSource(for set: SkinSymbolSet) throws -> String {
        guard let first = variants.first, first.raster != nil, VectorFormat(path: first.path) == .svg,
              variants.allSatisfy({ $0.path == first.path }) else {
            throw SymbolProblem.rasterMask(file: variants.first?.path ?? item.location.resolved)
                .located(at: item.location.reportedAt, line: set.position?.line, column: set.position?.column)
        }
        return first.path
    }
}
