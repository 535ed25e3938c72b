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
    /// - Throws: ``TraceError/malformedXML(path:line:column:detail:)``.
    public func scan(bytes: [UInt8], path: String) throws -> InterfaceDocument {
        let source: ReferenceSource = path.hasSuffix(".storyboard") ? .storyboard : .xib
        let delegate = InterfaceBuilderParserDelegate(locator: TextLocator(bytes: bytes), path: path, source: source)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.errors.first ?? (succeeded ? nil : XMLDiagnostics.error(for: parser, path: path)) {
            throw error
        }
        return delegate.finish()
    }
}

/// Turns XMLParser failures into located errors.
///
/// libxml2 recovers from some errors and `parse()` then still returns true, so
/// delegates record the first error reported to `parseErrorOccurred`, where
/// the parser's position is the place of the problem.
enum XMLDiagnostics {
    static func error(for parser: XMLParser, path: String, error: (any Error)? = nil) -> TraceError {
        let error = (error ?? parser.parserError) as NSError?
        let detail = error.flatMap { describe($0.code) } ?? "not well-formed"
        return .malformedXML(path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), detail: detail)
    }

    /// Checks that `data` is well-formed XML.
    static func check(_ data: Data, path: String) throws {
        let parser = XMLParser(data: data)
        let delegate = WellFormednessDelegate(path: path)
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.errors.first ?? (succeeded ? nil : error(for: parser, path: path)) { throw error }
    }

    /// libxml2's error numbers, which XMLParser passes on, as readable fragments.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "empty document"
        case 5: "document does not end properly"
        case 9: "invalid character"
        case 23, 26, 27: "bad entity reference"
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
