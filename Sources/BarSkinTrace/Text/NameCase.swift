/// Whether a name starts with a capital or a small letter (`Icons` is a type's name, `icons` a
/// member's), as `Character` says, with plain ASCII answered from its first byte: the Unicode
/// tables behind `Character.isUppercase` cost 1.5% of a trace of a large app.
extension StringProtocol {
    /// Whether the first character is an uppercase letter.
    var startsUppercase: Bool {
        guard let byte = asciiFirst else { return first?.isUppercase == true }
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether the first character is a lowercase letter.
    var startsLowercase: Bool {
        guard let byte = asciiFirst else { return first?.isLowercase == true }
        return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    /// The first byte where the first character is that one ASCII byte; nil for an empty name, a
    /// non-ASCII start, or an ASCII byte a combining mark extends (`A` and U+0301 are one character).
    private var asciiFirst: UInt8? {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        guard let second = bytes.next() else { return first }
        return second < 0x80 ? first : nil
    }
}
