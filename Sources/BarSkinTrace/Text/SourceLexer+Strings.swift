import BarSkinCore
import Foundation

extension SourceLexer {
    /// Reads a string literal starting at its opening quote (after any `#`s
    /// of a raw string), including `"""` multi-line strings. Swift
    /// interpolations become holes; escapes are decoded where they matter
    /// for names (`\"`, `\\`, `\n`, `\t`, `\u{...}`).
    mutating func readQuoted(hashes: Int, interpolates: Bool) -> NamePattern {
        stringDepth += 1
        defer { stringDepth -= 1 }
        guard stringDepth <= Self.maximumStringDepth else {
            stopTooDeep()
            return NamePattern([])
        }
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quoteCount = multiline ? 3 : 1
        for _ in 0..<quoteCount { advance() }
        // A multi-line string's text starts on the line after its opening quotes.
        if multiline, index < bytes.count, bytes[index] == UInt8(ascii: "\n") { advance() }
        var pieces: [NamePattern.Segment] = []
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") && closes(quoteCount: quoteCount, hashes: hashes) {
                for _ in 0..<(quoteCount + hashes) { advance() }
                break
            }
            if !multiline && byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "\\") && escapeHashesMatch(hashes) {
                for _ in 0...hashes { advance() }
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                if escaped == UInt8(ascii: "(") && interpolates {
                    flush()
                    skipInterpolation()
                    // What an interpolation holds is the Swift reader's to follow; to the lexer it is a hole.
                    pieces.append(.hole)
                    continue
                }
                advance()
                switch escaped {
                case 0x0A where multiline: text += Self.continuationMarker + [0x0A]
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"): text += readUnicodeEscape()
                default: text.append(escaped)
                }
                continue
            }
            text.append(byte)
            advance()
        }
        flush()
        return NamePattern(multiline ? Self.removingIndentation(pieces) : pieces)
    }

    /// Stands for a `\` line continuation until indentation is stripped; a noncharacter no source holds.
    private static let continuationMarker = Array("\u{FFFF}".utf8)

    /// A multi-line string's value: the closing delimiter's indentation removed
    /// from every line, and the line break before the delimiter dropped.
    static func removingIndentation(_ pieces: [NamePattern.Segment]) -> [NamePattern.Segment] {
        guard case .text(let last)? = pieces.last, let newline = last.lastIndex(of: "\n"),
              last[last.index(after: newline)...].allSatisfy({ $0 == " " || $0 == "\t" }) else { return pieces }
        let indent = String(last[last.index(after: newline)...])
        var result = pieces
        result[result.count - 1] = .text(String(last[..<newline]))
        var atLineStart = true
        for position in result.indices {
            guard case .text(let text) = result[position] else { atLineStart = false; continue }
            var lines = text.components(separatedBy: "\n")
            for line in lines.indices where (line > 0 || atLineStart) && lines[line].hasPrefix(indent) {
                lines[line] = String(lines[line].dropFirst(indent.count))
            }
            atLineStart = text.hasSuffix("\n")
            result[position] = .text(lines.joined(separator: "\n").replacingOccurrences(of: "\u{FFFF}\n", with: ""))
        }
        return result
    }

    private func closes(quoteCount: Int, hashes: Int) -> Bool {
        for offset in 0..<quoteCount where peek(offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(quoteCount + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private func escapeHashesMatch(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `( ... )` after `\`, minding nested parentheses and strings inside.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                _ = readQuoted(hashes: 0, interpolates: true)
                continue
            }
            advance()
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return }
            }
            if byte == UInt8(ascii: "\n") && depth <= 1 { return }
        }
    }

    private mutating func readUnicodeEscape() -> [UInt8] {
        advance()
        var digits = ""
        while index < bytes.count, bytes[index] != UInt8(ascii: "}"), digits.count < 8 {
            digits.unicodeScalars.append(Unicode.Scalar(bytes[index]))
            advance()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { advance() }
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return [] }
        return Array(String(Character(scalar)).utf8)
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
