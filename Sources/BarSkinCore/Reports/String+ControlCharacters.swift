extension String {
    /// This text with line breaks and other control characters escaped (`\n`,
    /// `\u{1B}`), so a name from a multi-line string or a file name holding a
    /// line break cannot split a diagnostic in two or drive a terminal.
    public var escapingControlCharacters: String {
        guard self.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else { return self }
        var result = ""
        for scalar in self.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
