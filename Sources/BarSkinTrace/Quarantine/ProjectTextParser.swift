import BarSkinCore

/// Parses the property list text of a `project.pbxproj` into values that keep their places:
/// each dictionary entry and array element knows its bytes, so an editor can cut them out.
struct ProjectTextParser {
    /// The deepest values may nest: Xcode's nest about five deep, and every level is a call deeper.
    static let nestingLimit = 64
    var scanner: ProjectTextScanner

    init(bytes: [UInt8]) {
        scanner = ProjectTextScanner(bytes: bytes)
    }

    /// The file's one top-level value, and the comments it holds (in order).
    /// - Throws: ``ProjectTextFault`` at the first fault, or ``ProjectTextDepthFault``.
    mutating func parse() throws -> (value: ParsedValue, comments: [Range<Int>]) {
        let (token, start) = try scanner.next()
        let value = try parseValue(token, at: start, depth: 0)
        let (after, afterStart) = try scanner.next()
        guard after == .end else { throw ProjectTextFault(offset: afterStart, detail: "text after the end of the property list") }
        return (value, scanner.comments)
    }

    private mutating func parseValue(_ token: ProjectTextScanner.Token, at start: Int, depth: Int) throws -> ParsedValue {
        switch token {
        case .string(let text): return ParsedValue(value: .string(text))
        case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "(")):
            guard depth < Self.nestingLimit else { throw ProjectTextDepthFault(offset: start) }
            return token == .punctuation(UInt8(ascii: "{")) ? try parseDictionary(depth: depth + 1) : try parseArray(depth: depth + 1)
        case .punctuation(let byte): throw ProjectTextFault(offset: start, detail: "expected a value, found \(Self.describe(byte))")
        case .end: throw ProjectTextFault(offset: start, detail: "the file ends where a value should be")
        }
    }

    private mutating func parseDictionary(depth: Int) throws -> ParsedValue {
        let contentStart = contentStart()
        var entries: [ParsedEntry] = [], values: [String: ProjectValue] = [:]
        while true {
            let (token, start) = try scanner.next()
            if token == .punctuation(UInt8(ascii: "}")) { break }
            guard case .string(let key) = token else { throw fault(token, at: start, expected: "a key or '}'") }
            let (equals, equalsStart) = try scanner.next()
            guard equals == .punctuation(UInt8(ascii: "=")) else { throw fault(equals, at: equalsStart, expected: "'=' after key '\(key.excerpt)'") }
            let (valueToken, valueStart) = try scanner.next()
            let value = try parseValue(valueToken, at: valueStart, depth: depth)
            let (semicolon, semicolonStart) = try scanner.next()
            guard semicolon == .punctuation(UInt8(ascii: ";")) else {
                throw fault(semicolon, at: semicolonStart, expected: "';' after the value of '\(key.excerpt)'")
            }
            entries.append(ParsedEntry(key: key, keyStart: start, value: value, span: span(from: start, to: scanner.position)))
            values[key] = value.value
        }
        return ParsedValue(value: .dictionary(values), entries: entries, contentStart: contentStart)
    }

    private mutating func parseArray(depth: Int) throws -> ParsedValue {
        let contentStart = contentStart()
        var elements: [ProjectElement] = []
        while true {
            let (token, start) = try scanner.next()
            if token == .punctuation(UInt8(ascii: ")")) { break }
            let value = try parseValue(token, at: start, depth: depth)
            // A comma after the last element is optional, as in Foundation's reader; none between two is a fault.
            let end = scanner.position
            let (separator, separatorStart) = try scanner.next()
            if separator == .punctuation(UInt8(ascii: ",")) {
                elements.append(ProjectElement(value: value.value, span: span(from: start, to: scanner.position)))
            } else if separator == .punctuation(UInt8(ascii: ")")) {
                elements.append(ProjectElement(value: value.value, span: span(from: start, to: end)))
                break
            } else {
                throw fault(separator, at: separatorStart, expected: "',' or ')' after an array element")
            }
        }
        return ParsedValue(value: .array(elements.map(\.value)), elements: elements, contentStart: contentStart)
    }
}
