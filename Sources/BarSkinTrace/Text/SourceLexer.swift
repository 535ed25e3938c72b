import BarSkinCore

/// Splits Swift or Objective-C source into tokens, skipping comments and
/// keeping string literals whole, with line and column for every token.
///
/// It works on UTF-8 bytes for speed; it is not a full parser, only careful
/// about the things that would make a name scanner lie: comments, escapes,
/// nested interpolations, raw and multi-line strings.
struct SourceLexer {
    let bytes: [UInt8]
    private let nestedComments: Bool
    var index = 0
    private(set) var line = 1
    private var column = 1
    /// How many string literals the lexer is inside (`"\("\(...)")"` nests them).
    var stringDepth = 0
    /// The line where strings nested deeper than ``maximumStringDepth``: the lexer stopped
    /// there, as each level is a call deeper on the stack (40,000 of them overflowed it).
    private(set) var tooDeepAt: Int?

    /// How deep string interpolations may nest; hand-written code nests two or three.
    static let maximumStringDepth = 64

    /// A lexer over `bytes`; Swift block comments nest, C ones do not.
    init(bytes: [UInt8], swift: Bool) {
        self.bytes = bytes
        self.nestedComments = swift
    }

    /// Every token in the source.
    mutating func tokenize() -> [SourceToken] {
        var tokens: [SourceToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        while let token = next() { tokens.append(token) }
        return tokens
    }

    func peek(_ offset: Int = 0) -> UInt8 {
        index + offset < bytes.count ? bytes[index + offset] : 0
    }

    /// Stops lexing at the string that nests too deep: the rest of the file gives no tokens.
    mutating func stopTooDeep() {
        tooDeepAt = tooDeepAt ?? line
        index = bytes.count
    }

    /// Moves one byte on. Columns count characters, so UTF-8 continuation
    /// bytes do not add one.
    mutating func advance() {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func next() -> SourceToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let startLine = line, startColumn = column
        let byte = bytes[index]
        func token(_ kind: SourceToken.Kind) -> SourceToken {
            SourceToken(kind: kind, line: startLine, column: startColumn)
        }
        if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
            advance()
            return token(.string(readQuoted(hashes: 0, interpolates: false)))
        }
        if byte == UInt8(ascii: "#") {
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                for _ in 0..<hashes { advance() }
                return token(.string(readQuoted(hashes: hashes, interpolates: nestedComments)))
            }
        }
        if byte == UInt8(ascii: "\"") {
            return token(.string(readQuoted(hashes: 0, interpolates: nestedComments)))
        }
        if byte == UInt8(ascii: "'") {
            skipCharacterLiteral()
            return token(.number(nil))
        }
        if Self.isIdentifierStart(byte) || ((byte == UInt8(ascii: "#") || byte == UInt8(ascii: "@")) && Self.isIdentifierStart(peek(1))) {
            let start = index
            advance()
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) { advance() }
            return token(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
        }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
            let start = index
            while index < bytes.count, Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") && Self.isDigit(peek(1)) {
                advance()
            }
            // A plain decimal integer keeps its value: an `Int` enum's raw value may name an image.
            let digits = bytes[start..<index]
            return token(.number(digits.count <= 9 && digits.allSatisfy(Self.isDigit) ? Int(String(decoding: digits, as: UTF8.self)) : nil))
        }
        advance()
        return token(.punctuation(byte))
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
                advance()
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                if depth == 0 || nestedComments { depth += 1 }
                advance(); advance()
            } else if bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance(); advance()
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    private mutating func skipCharacterLiteral() {
        advance()
        while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") { advance() }
            if index < bytes.count { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") { advance() }
    }
}
