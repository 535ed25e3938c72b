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

    /// The text on one line: see ``Swift/String/escapingControlCharacters``.
    static func singleLine(_ text: String) -> String { text.escapingControlCharacters }
}
