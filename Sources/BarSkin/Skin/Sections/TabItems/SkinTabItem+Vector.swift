import BarSkinArt
import BarSkinCore

extension SkinTabItem {
    /// Why the item's look cannot ship as a template vector set, or nil when it can:
    /// the tint's own rule (``TintOperation/vectorRefusal``), and one look only.
    var vectorRefusal: String? {
        if let refusal = settings.operation().vectorRefusal { return refusal }
        // A vector set holds the one file; a dark look needs art of its own.
        if !otherLooks.isEmpty { return "it has a look for another appearance, which a vector image set cannot hold" }
        return nil
    }

    /// Whether its image sets hold its SVG or PDF: asked for, into a catalog, with a look that allows it.
    var shipsVector: Bool { vector != nil && toCatalog && vectorRefusal == nil }

    /// Why `vector: true` was not honoured, said at the key.
    public func warnings(variants: [SkinImageVariant]) -> [any LocatedError] {
        guard let vector else { return [] }
        let reason: String?
        if !toCatalog {
            reason = "the skin has no catalog to hold vector image sets"
        } else if let refusal = vectorRefusal {
            reason = refusal
        } else if variants.isEmpty || !variants.allSatisfy({ $0.raster != nil && $0.path == variants[0].path }) {
            reason = "its mask is PNG files, not one SVG or PDF"
        } else {
            reason = nil
        }
        return reason.map { [VectorSetRasterized(name: name, reason: $0).located(at: mask.path.reportedAt, line: vector.line, column: vector.column)] } ?? []
    }
}

/// Why a tab item that asked for `vector: true` ships PNGs instead, located with ``Located``.
public struct VectorSetRasterized: Problem, Equatable {
    /// The tab item whose image sets are rasterized.
    public var name: String
    /// Why they are.
    public var reason: String

    /// The item `name` rasterized for `reason`.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The problem, after the location.
    public var message: String { "tab item '\(name)' is drawn as PNGs, not kept as a vector: \(reason)" }
}
