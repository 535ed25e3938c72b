/// The tokens of the old-style (OpenStep) property list text Xcode writes a `project.pbxproj` in,
/// each with the bytes it came from, so an editor can cut the file where its values begin and end.
///
/// Comments are trivia, but each is remembered: the section markers Xcode writes
/// (`/* Begin PBXGroup section */`) are comments.
struct ProjectTextScanner {
    /// A token: one punctuation byte, or a string (quoted or not) and its value.
    enum Token: Equatable {
        case punctuation(UInt8)
        case string(String)
        case end
    }

    let bytes: [UInt8]
    /// Where the next token, or the trivia before it, begins.
    var position = 0
    /// The byte ranges of the comments passed, in order.
    private(set) var comments: [Range<Int>] = []

    /// Bytes an unquoted string may hold: Foundation's set, so what it reads this reads.
    private static let unquoted: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$/:.-".utf8 { table[Int(byte)] = true }
        return table
    }()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token and where it starts, past whitespace and comments.
    mutating func next() throws -> (token: Token, start: Int) {
        try skipTrivia()
        let start = position
        guard position < bytes.count else { return (.end, start) }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return (.string(try quoted(closedBy: byte)), start)
        case _ where Self.unquoted[Int(byte)]:
            while position < bytes.count, Self.unquoted[Int(bytes[position])] { position += 1 }
            return (.string(String(decoding: bytes[start..<position], as: UTF8.self)), start)
        default:
            position += 1
            return (.punctuation(byte), start)
        }
    }

    /// Moves past spaces, line breaks and comments, remembering each comment.
    mutating func skipTrivia() throws {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = position
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { throw ProjectTextFault(offset: start, detail: "unterminated comment") }
                position += 2
                comments.append(start..<position)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                let start = position
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
                comments.append(start..<position)
            } else {
                return
            }
        }
    }

    /// A quoted string's value, `position` at its opening quote; escapes as Foundation reads them.
    private mutating func quoted(closedBy quote: UInt8) throws -> String {
        let start = position
        position += 1
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count {
                position += 1
                value += escaped()
            } else {
                value.append(bytes[position])
                position += 1
            }
        }
        guard position < bytes.count else { throw ProjectTextFault(offset: start, detail: "unterminated quoted string") }
        position += 1
        return String(decoding: value, as: UTF8.self)
    }
}

/// A fault in a project file's text at a byte offset, before it is tied to its line and column.
struct ProjectTextFault: Error {
    let offset: Int
    let detail: String
}
