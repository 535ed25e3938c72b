import BarSkinCore

extension ProjectTextParser {
    /// Where a dictionary's or array's contents start, the scanner just past its opening bracket.
    func contentStart() -> Int {
        let bytes = scanner.bytes
        var end = scanner.position
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return Self.lineBreakLength(bytes, at: end).map { end + $0 } ?? scanner.position
    }

    /// The bytes of an entry or element whose text is `start..<end`: its whole lines when nothing
    /// else shares them (Xcode's layout), so removing it leaves no blank line; otherwise its text and
    /// the blanks after it (`A /* a */, ` of an array on one line), so removing it leaves no double space.
    func span(from start: Int, to end: Int) -> Range<Int> {
        let bytes = scanner.bytes
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        if lineStart == 0 || bytes[lineStart - 1] == 0x0A, let lineBreak = Self.lineBreakLength(bytes, at: after) {
            return lineStart..<(after + lineBreak)
        }
        return start..<after
    }

    /// The length of the line break at `offset` (`\n` or `\r\n`), or nil when there is none.
    static func lineBreakLength(_ bytes: [UInt8], at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        if bytes[offset] == 0x0A { return 1 }
        return bytes[offset] == 0x0D && offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : nil
    }

    /// The fault of finding `token` at `start` where `expected` should be.
    func fault(_ token: ProjectTextScanner.Token, at start: Int, expected: String) -> ProjectTextFault {
        switch token {
        case .end: ProjectTextFault(offset: start, detail: "the file ends where \(expected) should be")
        case .string(let text): ProjectTextFault(offset: start, detail: "expected \(expected), found '\(text.excerpt)'")
        case .punctuation(let byte): ProjectTextFault(offset: start, detail: "expected \(expected), found \(Self.describe(byte))")
        }
    }

    /// A byte as a message names it: printable ASCII quoted, anything else by its code.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

/// Values nesting deeper than ``ProjectTextParser/nestingLimit`` at a byte offset.
struct ProjectTextDepthFault: Error {
    let offset: Int
}
