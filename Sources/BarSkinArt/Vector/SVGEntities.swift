/// An SVG's DOCTYPE and entities, read before anything else so that the reference scan
/// sees what libxml2 will: `h&#114;ef` is `href`, and `&e;` is the text `<!ENTITY e "...">`
/// gives it. The DOCTYPE may name one of the W3C's SVG DTDs (libxml2 never loads it);
/// any other external subset, an external or parameter entity, and entities that expand
/// past ``expansionAllowance`` bytes (a billion laughs, or one long entity used many
/// times) are refused before any library parses the file.
struct SVGEntities {
    /// The file, for errors.
    let path: String

    /// How many bytes entities and character references may add to a file.
    static let expansionAllowance = 1 << 20
    /// How deep entities may refer to entities.
    static let depthLimit = 16

    /// `bytes` with character references decoded and entities expanded; the bytes themselves when they hold neither.
    /// - Throws: ``VectorProblem/externalEntity``, ``VectorProblem/externalSubset(reference:)`` or
    ///   ``VectorProblem/entityBomb(limit:)``.
    func expanded(_ bytes: [UInt8]) throws(VectorError) -> [UInt8] {
        guard Self.find("&", in: bytes, from: 0) != nil || Self.find("<!", in: bytes, from: 0) != nil else { return bytes }
        var entities: [[UInt8]: [UInt8]] = [:]
        var bodyStart = 0
        if let doctype = Self.find("<!DOCTYPE", in: bytes, from: 0) {
            bodyStart = try readDoctype(bytes, at: doctype, into: &entities)
        }
        let limit = bytes.count + Self.expansionAllowance
        var output = Array(bytes[..<bodyStart])
        output.reserveCapacity(bytes.count)
        try expand(bytes[bodyStart...], entities: entities, depth: 0, limit: limit, into: &output)
        return output
    }

    /// Reads the DOCTYPE at `start`: its external identifier and its internal subset's
    /// entities. Returns where the document after it starts.
    private func readDoctype(_ bytes: [UInt8], at start: Int, into entities: inout [[UInt8]: [UInt8]]) throws(VectorError) -> Int {
        let subset = bytes[start...].firstIndex(of: UInt8(ascii: "["))
        let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let headEnd = min(subset ?? bytes.count, close)
        let literals = Self.quoted(bytes[start..<headEnd])
        let head = String(decoding: bytes[start..<headEnd], as: UTF8.self)
        if head.contains("SYSTEM") || head.contains("PUBLIC") {
            let isW3C = head.contains("PUBLIC") && literals.count == 2 && literals[0].hasPrefix("-//W3C//DTD SVG ")
                && literals[1].hasPrefix("http://www.w3.org/")
            if !isW3C { throw VectorProblem.externalSubset(reference: literals.last ?? head).located(at: path) }
        }
        guard let subset, subset < close else { return min(close + 1, bytes.count) }
        var index = subset + 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let declarationEnd = Self.declarationEnd(bytes, from: index)
            let declaration = bytes[index..<declarationEnd]
            if declaration.starts(with: Array("<!ENTITY".utf8)) {
                let text = String(decoding: declaration, as: UTF8.self)
                let words = text.dropFirst(8).split(whereSeparator: \.isWhitespace)
                let values = Self.quoted(declaration)
                if words.first == "%" || text.contains("SYSTEM") || text.contains("PUBLIC") || values.isEmpty {
                    throw VectorProblem.externalEntity.located(at: path)
                }
                if let name = words.first, entities[Array(name.utf8)] == nil {
                    var value: [UInt8] = []
                    try expand(Array(values[0].utf8)[...], entities: [:], depth: 0, limit: Self.expansionAllowance, into: &value)
                    entities[Array(name.utf8)] = value
                }
            }
            index = declarationEnd
        }
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        return min(end + 1, bytes.count)
    }

    /// Appends `text` with character references decoded and the named entities expanded.
    private func expand(_ text: ArraySlice<UInt8>, entities: [[UInt8]: [UInt8]], depth: Int, limit: Int,
                        into output: inout [UInt8]) throws(VectorError) {
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            guard byte == UInt8(ascii: "&"), let semicolon = text[index...].prefix(40).firstIndex(of: UInt8(ascii: ";")) else {
                output.append(byte)
                index += 1
                continue
            }
            let name = Array(text[(index + 1)..<semicolon])
            if name.first == UInt8(ascii: "#"), let scalar = Self.characterReference(name) {
                output += Array(String(Character(scalar)).utf8)
            } else if let value = entities[name] {
                guard depth < Self.depthLimit else { throw VectorProblem.entityBomb(limit: Self.expansionAllowance).located(at: path) }
                try expand(value[...], entities: entities, depth: depth + 1, limit: limit, into: &output)
            } else {
                output += text[index...semicolon]
            }
            if output.count > limit { throw VectorProblem.entityBomb(limit: Self.expansionAllowance).located(at: path) }
            index = semicolon + 1
        }
    }

    /// The scalar of `#65` or `#x41`, or nil for one that is not.
    private static func characterReference(_ name: [UInt8]) -> Unicode.Scalar? {
        let digits = String(decoding: name.dropFirst(), as: UTF8.self)
        let number = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return number.flatMap(Unicode.Scalar.init)
    }

    /// Where a declaration starting at `start` ends, past quoted `>`s.
    private static func declarationEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var quote: UInt8? = nil, index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote { if byte == open { quote = nil } } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else if byte == UInt8(ascii: ">") { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    /// The quoted strings in `bytes`, in order.
    private static func quoted(_ bytes: ArraySlice<UInt8>) -> [String] {
        var found: [String] = [], index = bytes.startIndex
        while index < bytes.endIndex {
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { index += 1; continue }
            let end = bytes[(index + 1)...].firstIndex(of: quote) ?? bytes.endIndex
            found.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
            index = end + 1
        }
        return found
    }

    /// Where `word` first occurs in `bytes` at or after `start`. A plain loop over the buffer:
    /// a 100 MB file is searched for `<!` before anything else.
    static func find(_ word: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
        let count = word.utf8CodeUnitCount
        return word.withUTF8Buffer { letters in
            bytes.withUnsafeBufferPointer { buffer in
                var index = start
                while index + count <= buffer.count {
                    if buffer[index] == letters[0] {
                        var offset = 1
                        while offset < count, buffer[index + offset] == letters[offset] { offset += 1 }
                        if offset == count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }
}
