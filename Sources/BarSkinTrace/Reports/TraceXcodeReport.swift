import BarSkinCore
import Foundation

/// `barskin trace --format xcode`: one `/ABSOLUTE/PATH:LINE:COL: warning: message`
/// line per finding, which Xcode shows inline when run from a Run Script phase
/// (it jumps only to absolute paths, as SwiftLint's and FengNiao's reports give).
public enum TraceXcodeReport {
    /// The lines as ``write(_:workingFolder:to:)`` gives them, whole.
    public static func text(_ report: TraceReport, workingFolder: String = FileManager.default.currentDirectoryPath) -> String {
        var pieces: [String] = []
        write(report, workingFolder: workingFolder) { pieces.append($0) }
        return pieces.joined()
    }

    /// Hands `sink` the lines, each ending in a newline, in pieces of about 64 KB; relative paths are made
    /// absolute against `workingFolder`. Streamed: a project of 400,000 findings never holds the whole report.
    public static func write(_ report: TraceReport, workingFolder: String = FileManager.default.currentDirectoryPath,
                             to sink: @escaping (String) -> Void) {
        var buffer = ""
        for finding in report.findings where !finding.isKnown {
            var location = PathText.absolute(finding.file, in: workingFolder)
            if let line = finding.line {
                location += ":\(line)"
                if let column = finding.column { location += ":\(column)" }
            }
            buffer += "\(singleLine(location)): \(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.kind.rawValue)]\n"
            buffer.handOn(ifFullTo: sink)
        }
        sink(buffer)
    }

    /// The text on one line: see ``Swift/String/escapingControlCharacters``.
    static func singleLine(_ text: String) -> String { text.escapingControlCharacters }
}
