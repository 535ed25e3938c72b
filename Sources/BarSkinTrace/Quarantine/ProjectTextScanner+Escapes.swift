extension ProjectTextScanner {
    /// The UTF-8 of the escape whose letter is at `position` (past its backslash), moving past it:
    /// the C escapes, `\U` and up to four hexadecimal digits, and up to three octal digits (read as
    /// a code point: Foundation reads those above 127 as NeXTSTEP characters, which no project writes).
    mutating func escaped() -> [UInt8] {
        let letter = bytes[position]
        position += 1
        switch letter {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "v"): return [0x0B]
        case UInt8(ascii: "U"): return scalar(digits: 4, radix: 16)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            position -= 1
            return scalar(digits: 3, radix: 8)
        default: return [letter]
        }
    }

    /// The UTF-8 of the code point written in up to `digits` digits of `radix` at `position`.
    private mutating func scalar(digits: Int, radix: UInt32) -> [UInt8] {
        var code: UInt32 = 0
        var read = 0
        while read < digits, position < bytes.count, let digit = Self.digit(bytes[position], radix: radix) {
            code = code * radix + digit
            position += 1
            read += 1
        }
        // A lone surrogate or an empty `\U` has no UTF-8: it reads as the replacement character.
        return Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        let value: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): value = UInt32(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
        return value < radix ? value : nil
    }
}
