/// `barskin trace --format xcode`: one `PATH:LINE:COL: warning: message` line
/// per finding, which Xcode shows inline when run from a Run Script phase.
public enum TraceXcodeReport {
    /// The lines, each ending in a newline.
    public static func text(_ report: TraceReport) -> String {
        report.findings.map { finding in
            var location = finding.file
            if let line = finding.line {
                location += ":\(line)"
                if let column = finding.column { location += ":\(column)" }
            }
            return "\(singleLine(location)): \(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.kind.rawValue)]\n"
        }.joined()
    }

    /// The text with line breaks and other control characters escaped (`\n`,
    /// `\u{1B}`), so a name from a multi-line string or a file name holding a
    /// line break cannot split a diagnostic in two or drive a terminal.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
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
