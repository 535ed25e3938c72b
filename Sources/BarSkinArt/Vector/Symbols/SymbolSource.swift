import BarSkinCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A mask SVG read for a custom symbol: its canvas (the `viewBox`, else `width` and `height`)
/// and its paths' data, in document order. `<path>` draws, and the shapes ``SymbolShape``
/// writes as paths (`rect`, `circle`, `ellipse`, `polygon`); containers, titles and
/// definitions are passed over; anything else drawing, any transform, or a stroke-only path
/// is refused, since the symbol could not show it as the mask does. External entities are
/// never resolved (the vector reader's prescan refused them before this reads the file).
public struct SymbolSource: Sendable {
    /// The canvas: x, y, width, height.
    public var canvas: (x: Double, y: Double, width: Double, height: Double)
    /// Each path's `d`, and whether it fills even-odd.
    public var paths: [(d: String, evenOdd: Bool)]

    /// Elements that hold or describe, never draw.
    static let passive: Set<String> = ["svg", "g", "title", "desc", "metadata", "defs", "style"]

    /// The SVG in `bytes`.
    /// - Throws: ``SymbolProblem`` for what a symbol cannot hold.
    public init(bytes: [UInt8]) throws(SymbolProblem) {
        let reader = Reader()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        if let problem = reader.problem { throw problem }
        guard parsed else { throw .malformedXML(detail: parser.parserError.map { "\($0.localizedDescription)".lowercased() } ?? "unreadable") }
        guard let canvas = reader.canvas else { throw .noCanvas }
        guard !reader.paths.isEmpty else { throw .noPaths }
        self.canvas = canvas
        paths = reader.paths
    }

    /// The parser's delegate: the first problem stops it.
    private final class Reader: NSObject, XMLParserDelegate {
        var canvas: (x: Double, y: Double, width: Double, height: Double)?
        var paths: [(d: String, evenOdd: Bool)] = []
        var problem: SymbolProblem?
        /// Nesting inside elements passed over whole (`defs`, `title`).
        var skipped = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let local = String(name.split(separator: ":").last ?? Substring(name))
            if skipped > 0 || ["defs", "title", "desc", "metadata", "style"].contains(local) { skipped += 1; return }
            func stop(_ found: SymbolProblem) { problem = found; parser.abortParsing() }
            if attributes["transform"] != nil { return stop(.transformed(element: local)) }
            let style = attributes["style"]?.replacingOccurrences(of: " ", with: "") ?? ""
            switch local {
            case "svg" where canvas == nil: canvas = Self.canvas(attributes)
            case "svg", "g": break
            case "path", "rect", "circle", "ellipse", "polygon":
                if attributes["fill"] == "none" || style.contains("fill:none") { return stop(.strokedPath) }
                guard let d = local == "path" ? attributes["d"] : SymbolShape.pathData(local, attributes), !d.isEmpty else { return }
                paths.append((d, attributes["fill-rule"] == "evenodd" || style.contains("fill-rule:evenodd")))
            default: stop(.unsupportedElement(name: local))
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if skipped > 0 { skipped -= 1 }
        }

        /// The `viewBox`, else `width` and `height` in user units (`24`, `24px`) from the origin.
        static func canvas(_ attributes: [String: String]) -> (x: Double, y: Double, width: Double, height: Double)? {
            if let box = attributes["viewBox"] {
                let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
                if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 { return (numbers[0], numbers[1], numbers[2], numbers[3]) }
            }
            let length = { (key: String) in attributes[key].flatMap { Double($0.hasSuffix("px") ? String($0.dropLast(2)) : $0) } }
            guard let width = length("width"), let height = length("height"), width > 0, height > 0 else { return nil }
            return (0, 0, width, height)
        }
    }
}
