import BarSkinCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads storyboards and xibs in both formats with XMLParser.
///
/// Modern documents: every attribute that holds an image (`image`, `*Image`,
/// a text field's `background`), `<imageReference>`, `userDefinedRuntimeAttribute
/// type="image"`, and `<resources>` entries the elements did not already name.
/// `catalog="system"` symbols are counted, not looked up, and
/// `<accessibilityTraits image="YES">` is a trait, not an image. Archive
/// documents (before Xcode 5): `NSCustomResource`/`NSResourceName` objects and
/// the `<reference>`s that reuse them across button states.
public struct InterfaceBuilderScanner: Sendable {
    /// A scanner.
    public init() {}

    /// Scans one document's bytes; `path` names it in references and errors.
    /// - Throws: ``TraceProblem/malformedXML(detail:)``.
    public func scan(bytes: [UInt8], path: String) throws -> InterfaceDocument {
        let source: ReferenceSource = path.hasSuffix(".storyboard") ? .storyboard : .xib
        let locator = TextLocator(bytes: TextLocator.utf8(bytes))
        try XMLDiagnostics.refuseEntities(locator, path: path)
        try XMLDiagnostics.refuseInvalidUTF8(bytes, locator, path: path)
        let delegate = InterfaceBuilderParserDelegate(locator: locator, path: path, source: source)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.errors.first ?? (succeeded ? nil : XMLDiagnostics.error(for: parser, path: path)) {
            // libxml2 stops at 10 MB in one value and then reports only what it saw last.
            if case .malformedXML(let detail) = error.error, bytes.count > XMLDiagnostics.valueLimit {
                throw TraceProblem.malformedXML(detail: detail + " (or a value longer than the XML parser's 10 MB limit)")
                    .located(at: error.path, line: error.line, column: error.column)
            }
            throw error
        }
        // libxml2 accepts an empty or all-NUL file without reporting anything.
        guard delegate.sawElement else { throw TraceProblem.malformedXML(detail: "empty document").located(at: path, line: 1, column: 1) }
        return delegate.finish()
    }
}

/// Turns XMLParser failures into located errors.
///
/// libxml2 recovers from some errors and `parse()` then still returns true, so
/// delegates record the first error reported to `parseErrorOccurred`, where
/// the parser's position is the place of the problem.
enum XMLDiagnostics {
    /// libxml2's largest text or attribute value without XML_PARSE_HUGE.
    static let valueLimit = 10_000_000

    static func error(for parser: XMLParser, path: String, error: (any Error)? = nil) -> TraceError {
        let error = (error ?? parser.parserError) as NSError?
        let detail = error.flatMap { describe($0.code) } ?? "not well-formed"
        return TraceProblem.malformedXML(detail: detail).located(at: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    /// Checks that `data` is well-formed XML without entity declarations.
    static func check(_ data: Data, path: String) throws {
        let bytes = [UInt8](data), locator = TextLocator(bytes: TextLocator.utf8(bytes))
        try refuseEntities(locator, path: path)
        try refuseInvalidUTF8(bytes, locator, path: path)
        let parser = XMLParser(data: data)
        let delegate = WellFormednessDelegate(path: path)
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.errors.first ?? (succeeded ? nil : error(for: parser, path: path)) { throw error }
    }

    /// Throws when the DOCTYPE's internal subset declares an entity. IB documents
    /// and Info.plists never do; refusing them is simpler and safer than trusting
    /// libxml2's expansion limits (billion laughs) and its handling of external ones.
    static func refuseEntities(_ locator: TextLocator, path: String) throws {
        let bytes = locator.bytes
        guard let doctype = locator.find(Array("<!DOCTYPE".utf8), from: 0) else { return }
        var offset = doctype
        var quote: UInt8?
        var subsetStart: Int?
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if subsetStart == nil && byte == UInt8(ascii: ">") {
                return
            } else if subsetStart == nil && byte == UInt8(ascii: "[") {
                subsetStart = offset
            } else if subsetStart != nil && byte == UInt8(ascii: "]") {
                break
            } else if subsetStart != nil && bytes[offset...].starts(with: "<!ENTITY".utf8) {
                let (line, column) = locator.location(of: offset)
                throw TraceProblem.entityDeclaration.located(at: path, line: line, column: column)
            }
            offset += 1
        }
    }

    /// libxml2's error numbers, which XMLParser passes on, as readable fragments.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "not an XML document (no start tag)"
        case 5: "document does not end properly"
        case 9: "invalid character"
        case 23, 26, 27: "bad entity reference"
        case 29: "reference to an external entity, which is not loaded"
        case 89: "entity expansion refused (a loop or too many expansions)"
        case 38: "unescaped '<' in an attribute value"
        case 39, 40, 41: "unfinished attribute"
        case 64: "unfinished XML declaration"
        case 65: "missing space between attributes"
        case 68: "element name expected"
        case 73: "'>' expected"
        case 76: "end tag does not match the start tag"
        case 77: "unclosed tag at the end of the document"
        default: "not well-formed (libxml2 error \(code))"
        }
    }
}

/// Records parse errors; nothing else.
final class WellFormednessDelegate: NSObject, XMLParserDelegate {
    let path: String
    private(set) var errors: [TraceError] = []

    init(path: String) {
        self.path = path
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        errors.append(XMLDiagnostics.error(for: parser, path: path, error: parseError))
    }
}
