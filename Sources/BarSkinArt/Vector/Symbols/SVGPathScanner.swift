/// Reads SVG path data's commands, numbers and arc flags, in the grammar of SVG 1.1 §8.3:
/// separators are whitespace and commas, a number may run into the next (`1.5.5`, `2-3`).
struct SVGPathScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x2C].contains(bytes[index]) { index += 1 }
    }

    /// The next command letter (`.some(letter)`), `.some(nil)` where a number starts instead, nil at the end.
    mutating func nextCommandOrNumberStart() -> Character?? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte), byte != 0x65, byte != 0x45 {
            index += 1
            return .some(Character(Unicode.Scalar(byte)))
        }
        return .some(nil)
    }

    /// An arc flag: one `0` or `1`, which may run into what follows.
    mutating func flag() -> Double? {
        skipSeparators()
        guard index < bytes.count, bytes[index] == 0x30 || bytes[index] == 0x31 else { return nil }
        defer { index += 1 }
        return bytes[index] == 0x31 ? 1 : 0
    }

    /// A number: sign, digits, a fraction, an exponent.
    mutating func number() -> Double? {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits = 0, dot = false
        while index < bytes.count {
            let byte = bytes[index]
            if (0x30...0x39).contains(byte) { digits += 1 } else if byte == 0x2E && !dot { dot = true } else { break }
            index += 1
        }
        guard digits > 0 else { index = start; return nil }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            let exponentStart = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            if index == exponentStart { index = mark }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
}
