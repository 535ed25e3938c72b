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
        guard parser.parse() else {
            throw XMLDiagnostics.error(for: parser, path: path)
        }
        return delegate.finish()
    }
}

/// Turns an XMLParser failure into a located error.
enum XMLDiagnostics {
    static func error(for parser: XMLParser, path: String) -> TraceError {
        let error = parser.parserError as NSError?
        var detail = "not well-formed"
        if let error, let code = XMLParser.ErrorCode(rawValue: error.code) {
            detail = describe(code) ?? "parser error \(error.code)"
        }
        return .malformedXML(path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber), detail: detail)
    }

    private static func describe(_ code: XMLParser.ErrorCode) -> String? {
        switch code {
        case .tagNameMismatchError: "end tag does not match the start tag"
        case .prematureDocumentEndError: "document ends too early"
        case .emptyDocumentError: "empty document"
        case .attributeNotFinishedError, .attributeNotStartedError: "unfinished attribute"
        case .ltRequiredError, .gtRequiredError: "unclosed tag"
        case .notWellBalancedError: "elements not properly nested"
        case .entityRefLoopError, .entityBoundaryError: "bad entity reference"
        default: nil
        }
    }
}
