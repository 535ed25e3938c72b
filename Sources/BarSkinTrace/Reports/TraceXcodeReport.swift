import BarSkinCore
import Foundation

/// `barskin trace --format xcode`: one `/ABSOLUTE/PATH:LINE:COL: warning: message`
/// line per finding, which Xcode shows inline when run from a Run Script phase
/// (it jumps only to absolute paths, as SwiftLint's and FengNiao's reports give).
public enum TraceXcodeReport {
    /// The lines, each ending in a newline; relative paths are made absolute against `workingFolder`.
    public static func text(_ report: TraceReport, workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
        report.findings.filter { !$0.isKnown }.map { finding in
            var location = PathText.absolute(finding.file, in: workingFolder)
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
