import BarSkinCore
import Foundation

/// Reads an SVG's bytes for what must never be loaded, before librsvg parses them:
/// every `href` and `url(...)` must point inside the file (`#id`) or be a `data:`
/// image BarSkin checks itself, `@import` and external entities are refused.
///
/// librsvg, given no base file, already resolves nothing but `data:` URLs; this is
/// the second wall, and the reason a hostile file is an error naming the reference
/// rather than a drawing silently missing a part. It matches text, not XML, so it
/// may refuse a file that only mentions `href=` in a comment: a false alarm is the
/// safe side. A file whose references multiply (``SVGExpansion``) is refused too. Bytes that are not ASCII-compatible (UTF-16, NUL bytes) are refused,
/// since no text match could see through them.
struct SVGPrescan {
    /// The file, for errors.
    let path: String
    /// The pixel limits an embedded image must be within.
    let limits: DecodeLimits

    /// Checks `bytes`.
    /// - Throws: ``VectorError`` naming the first reference refused.
    func check(_ original: [UInt8]) throws(VectorError) {
        // Elements are counted first, on the bytes as they are: a file of 25 million `<g/>` is
        // refused after its first 200 KB, not after reading all 100 MB several times over.
        if SVGExpansion(original, elementLimit: Self.drawnElementLimit).tooMany {
            throw VectorProblem.tooManyElements(limit: Self.drawnElementLimit).located(at: path)
        }
        if original.contains(0) {
            throw VectorProblem.malformed(format: .svg, detail: "not UTF-8 text (NUL bytes; save it as UTF-8)").located(at: path)
        }
        let bytes = try SVGEntities(path: path).expanded(original)
        var embedded = EmbeddedImageCheck(path: path, limits: limits)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index] | 0x20
            if byte == UInt8(ascii: "h"), matches("href", at: index, in: bytes), let (value, end) = attributeValue(after: index + 4, in: bytes) {
                try checkReference(value, embedded: &embedded)
                // Past the value: a data: image's base64 is not read for words.
                index = end
            } else if byte == UInt8(ascii: "u"), matches("url(", at: index, in: bytes) {
                let start = index + 4
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ")")) ?? bytes.count
                try checkReference(bytes[start..<end], embedded: &embedded, quotes: true)
                index = end
            } else if bytes[index] == UInt8(ascii: "@"), matches("@import", at: index, in: bytes) {
                throw VectorProblem.externalReference(reference: "@import").located(at: path)
            }
            index += 1
        }
        let expansion = SVGExpansion(bytes, elementLimit: Self.drawnElementLimit)
        if expansion.tooMany { throw VectorProblem.tooManyElements(limit: Self.drawnElementLimit).located(at: path) }
        if expansion.tooDeep { throw VectorProblem.tooDeep(limit: SVGExpansion.depthLimit).located(at: path) }
        if expansion.drawnCount(limit: Self.drawnElementLimit) == nil {
            throw VectorProblem.referenceBomb(limit: Self.drawnElementLimit).located(at: path)
        }
    }

    /// The most elements an SVG may draw with its references followed: icons draw
    /// hundreds; librsvg's own stop, half a million, takes seconds to reach.
    static let drawnElementLimit = 50_000

    /// Whether `bytes` hold `word` (lowercase ASCII) at `index`, in any case.
    private func matches(_ word: StaticString, at index: Int, in bytes: [UInt8]) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return word.withUTF8Buffer { letters in
            (0..<count).allSatisfy { bytes[index + $0] == letters[$0] || (bytes[index + $0] | 0x20) == letters[$0] }
        }
    }

    /// The quoted value of an attribute whose name ends before `index` (`href = "..."`) and the
    /// index of its closing quote, or nil when no value follows.
    private func attributeValue(after index: Int, in bytes: [UInt8]) -> (ArraySlice<UInt8>, Int)? {
        var position = index
        func skipSpace() { while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 } }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
        position += 1
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[position]
        let end = bytes[(position + 1)...].firstIndex(of: quote) ?? bytes.count
        return (bytes[(position + 1)..<end], end)
    }

    /// A reference is fine when it points inside the file; a `data:` image is checked; anything else is refused.
    /// Read as bytes: a `data:` URL may be a hundred megabytes, and only its head is needed.
    private func checkReference(_ reference: ArraySlice<UInt8>, embedded: inout EmbeddedImageCheck, quotes: Bool = false) throws(VectorError) {
        let skipped: Set<UInt8> = quotes ? [0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27] : [0x20, 0x09, 0x0A, 0x0D]
        let trimmed = reference.drop { skipped.contains($0) }
        if trimmed.first == UInt8(ascii: "#") { return }
        if trimmed.prefix(5).map({ $0 | 0x20 }) == Array("data:".utf8) {
            try embedded.check(dataURL: trimmed)
            return
        }
        let text = String(decoding: trimmed.prefix(200), as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\"' \t\r\n"))
        throw VectorProblem.externalReference(reference: text).located(at: path)
    }
}
