extension String {
    /// This text with line breaks and other control characters escaped (`\n`,
    /// `\u{1B}`, `\u{9B}`), so a name from a multi-line string or a file name holding a
    /// line break cannot split a diagnostic in two or drive a terminal. C1 controls
    /// (U+0080 to U+009F) count too: terminals read U+009B as an escape sequence's start.
    public var escapingControlCharacters: String {
        guard self.unicodeScalars.contains(where: { $0 != "\t" && Self.isControl($0) }) else { return self }
        var result = ""
        for scalar in self.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where Self.isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
