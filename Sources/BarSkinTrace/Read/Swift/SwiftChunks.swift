import BarSkinCore

/// Where a large Swift file can be parsed piece by piece: between top-level declarations, at
/// lines where no bracket, string, comment or `#if` is open and the next line starts a new
/// declaration at column 0. A syntax tree costs tens of bytes a token, so a file of 400,000
/// lines parsed whole holds hundreds of megabytes at once; in pieces, one piece's worth.
enum SwiftChunks {
    /// Files up to this size are parsed whole.
    static let wholeFileLimit = 1 << 20
    /// About how large a piece is.
    static let pieceSize = 256 << 10
    /// How large a piece grows before it may end inside one declaration's body, between two of its
    /// statements (a generated function of 400,000 calls): the rest of the body is then read as
    /// top-level code, which loses only the enclosing function's parameters.
    static let bodyPieceSize = 256 << 10

    /// The pieces of `bytes`: each a byte range and the 1-based line it starts on.
    static func pieces(of bytes: [UInt8]) -> [(range: Range<Int>, line: Int)] {
        guard bytes.count > wholeFileLimit else { return [(0..<bytes.count, 1)] }
        var pieces: [(range: Range<Int>, line: Int)] = []
        var start = 0, startLine = 1, line = 1
        var depth = 0, braces = 0, conditionals = 0, blockComments = 0
        var index = 0
        var lineStart = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if blockComments > 0 {
                if byte == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") { blockComments -= 1; index += 2; continue }
                if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") { blockComments += 1; index += 2; continue }
                if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                blockComments += 1
                index += 2
                continue
            case UInt8(ascii: "\""):
                index = endOfString(bytes, from: index, line: &line, lineStart: &lineStart)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{"): depth += 1; braces += 1
            case UInt8(ascii: "}"): depth -= 1; braces -= 1
            case UInt8(ascii: "#") where index == lineStart || bytes[lineStart..<index].allSatisfy({ $0 == 32 || $0 == 9 }):
                if startsWith(bytes, index, "#if") { conditionals += 1 } else if startsWith(bytes, index, "#endif") { conditionals -= 1 }
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                let size = index + 1 - start
                let betweenDeclarations = size >= pieceSize && depth == 0 && startsDeclaration(bytes, at: index + 1)
                let betweenStatements = size >= bodyPieceSize && depth == 1 && braces == 1 && startsStatement(bytes, at: index + 1)
                if betweenDeclarations || betweenStatements, conditionals == 0, endsStatement(bytes, lineEnd: index) {
                    pieces.append((start..<(index + 1), startLine))
                    start = index + 1
                    startLine = line
                }
            default: break
            }
            index += 1
        }
        pieces.append((start..<count, startLine))
        return pieces
    }

    /// Past a string literal that starts at `index` (single-line or `"""`), counting its lines.
    private static func endOfString(_ bytes: [UInt8], from index: Int, line: inout Int, lineStart: inout Int) -> Int {
        let multiline = startsWith(bytes, index, "\"\"\"")
        var position = index + (multiline ? 3 : 1)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { position += 2; continue }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
                if !multiline { return position }
            }
            if multiline ? startsWith(bytes, position, "\"\"\"") : byte == UInt8(ascii: "\"") { return position + (multiline ? 3 : 1) }
            position += 1
        }
        return position
    }

    private static func startsWith(_ bytes: [UInt8], _ index: Int, _ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    /// Whether the line at `index` starts, at column 0, with a word that begins a declaration.
    private static func startsDeclaration(_ bytes: [UInt8], at index: Int) -> Bool {
        for word in ["let ", "var ", "func ", "struct ", "class ", "enum ", "extension ", "final ", "public ", "private ",
                     "internal ", "fileprivate ", "import ", "protocol ", "actor ", "@", "//"] where startsWith(bytes, index, word) {
            return true
        }
        return false
    }

    /// Whether the line at `index` starts a statement of its own: not a continuation (`.modifier()`, an operator, a closing bracket).
    private static func startsStatement(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index
        while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
        guard position < bytes.count else { return false }
        return !".)]}=,+-*/|&^%<>!?:".utf8.contains(bytes[position]) && bytes[position] != 10 && bytes[position] != 13
    }

    /// Whether the line ending at `end` ends a statement (not with an operator, `=` or `,` the next line continues).
    private static func endsStatement(_ bytes: [UInt8], lineEnd end: Int) -> Bool {
        var position = end - 1
        while position >= 0, bytes[position] == 32 || bytes[position] == 9 || bytes[position] == 13 { position -= 1 }
        guard position >= 0 else { return true }
        return !"=,+-*/|&^%<>!?:.(@".utf8.contains(bytes[position])
    }
}
