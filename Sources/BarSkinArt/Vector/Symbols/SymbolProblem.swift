import BarSkinCore

/// Why a mask cannot become a custom symbol, located with ``Located`` at the mask.
public typealias SymbolError = Located<SymbolProblem>

/// What keeps a mask from becoming a custom symbol (``SymbolTemplate``).
public enum SymbolProblem: Problem, Equatable {
    /// The mask is PNG files or a PDF: a symbol is made of an SVG's paths.
    case rasterMask(file: String)
    /// The SVG draws with an element a symbol cannot hold (`circle`, `text`, `image`).
    case unsupportedElement(name: String)
    /// An element carries a `transform`, which the symbol's paths cannot keep.
    case transformed(element: String)
    /// A path is only stroked: symbols are filled outlines.
    case strokedPath
    /// The SVG has no path to draw.
    case noPaths
    /// A path's `d` could not be read; `detail` says where.
    case malformedPath(detail: String)
    /// The SVG has no `viewBox` and no `width` and `height` in user units.
    case noCanvas
    /// XMLParser refused the file.
    case malformedXML(detail: String)

    /// The problem, after the location.
    public var message: String {
        switch self {
        case .rasterMask(let file):
            "a custom symbol is made from vector paths, but the mask '\(PathText.fileName(of: file))' is not an SVG: give the mask as an SVG"
        case .unsupportedElement(let name): "a custom symbol is made from paths and basic shapes; convert the <\(name)> to a path"
        case .transformed(let element): "the <\(element)>'s transform cannot be kept in a custom symbol; apply it to the paths"
        case .strokedPath: "a custom symbol is filled outlines; outline the stroked path before exporting"
        case .noPaths: "the SVG has no <path> for a custom symbol"
        case .malformedPath(let detail): "a path's data cannot be read: \(detail)"
        case .noCanvas: "the SVG has neither a 'viewBox' nor a 'width' and 'height' to place the symbol by"
        case .malformedXML(let detail): "the SVG cannot be read for a custom symbol: \(detail)"
        }
    }
}
