extension String {
    /// This text with line breaks and other control characters escaped (`\n`,
    /// `\u{1B}`, `\u{9B}`, `\u{202E}`), so a name from a multi-line string or a file name
    /// holding a line break cannot split a diagnostic in two, drive a terminal or show
    /// reversed. The one rule every message and report (text, HTML, GitHub, Xcode) escapes by.
    public var escapingControlCharacters: String {
        guard self.unicodeScalars.contains(where: { $0 != "\t" && $0.isReportControl }) else { return self }
        var result = ""
        for scalar in self.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result.unicodeScalars.append(scalar)
            case _ where scalar.isReportControl: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a report spells this scalar out rather than showing it: C0 controls, DEL and
    /// C1 controls (terminals read U+009B as an escape sequence's start), and the bidirectional
    /// controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), with which a
    /// file name can display reversed (`gnp.exe` shown for `exe.png`), and the line and
    /// paragraph separators (U+2028, U+2029), which end a line in editors and browsers.
    public var isReportControl: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
