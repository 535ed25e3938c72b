import BarSkinCore

extension Color {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    ///
    /// `#RGB` repeats each digit (`#F80` is `#FF8800`), as CSS does.
    /// - Throws: ``DrawingError/invalidColor(text:reason:)`` naming the text and what is wrong with it.
    public init(hex text: String) throws {
        let scalars = text.unicodeScalars
        guard scalars.first == "#" else {
            throw DrawingError.invalidColor(text: text, reason: "expected '#' followed by 3, 6 or 8 hex digits")
        }
        var values: [UInt8] = []
        for scalar in scalars.dropFirst() {
            guard scalar.isASCII, let value = Self.hexValue(UInt8(scalar.value)) else {
                throw DrawingError.invalidColor(text: text, reason: "'\(String(scalar).escapingControlCharacters)' is not a hex digit")
            }
            values.append(value)
        }
        let bytes: [UInt8]
        switch values.count {
        case 3:
            bytes = values.map { $0 << 4 | $0 } + [255]
        case 6, 8:
            bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
                + (values.count == 6 ? [255] : [])
        default:
            throw DrawingError.invalidColor(
                text: text, reason: "expected 3, 6 or 8 hex digits after '#', found \(values.count)")
        }
        self.init(RGBA8(bytes[0], bytes[1], bytes[2], bytes[3]))
    }

    /// The value of one ASCII hex digit, nil for anything else.
    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
