import BarSkinCore
import Foundation

/// `barskin trace --format github`: one GitHub Actions workflow command per
/// finding (`::error file=PATH,line=L,col=C,title=KIND::message`), which a
/// workflow run shows as an annotation on the line.
public enum TraceGitHubReport {
    /// The commands as ``write(_:to:)`` gives them, whole.
    public static func text(_ report: TraceReport) -> String {
        var pieces: [String] = []
        write(report) { pieces.append($0) }
        return pieces.joined()
    }

    /// Hands `sink` the commands, each ending in a newline, in pieces of about 64 KB; paths as the report
    /// has them (relative to the checkout). Streamed, as ``TraceXcodeReport`` is.
    public static func write(_ report: TraceReport, to sink: @escaping (String) -> Void) {
        var buffer = ""
        for finding in report.findings where !finding.isKnown {
            var properties = ["file=" + property(finding.file)]
            if let line = finding.line {
                properties.append("line=\(line)")
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + property("barskin " + finding.kind.rawValue))
            buffer += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(data(finding.message))\n"
            buffer.handOn(ifFullTo: sink)
        }
        sink(buffer)
    }

    static func data(_ text: String) -> String { MarkupText.gitHubData(text) }

    static func property(_ text: String) -> String { MarkupText.gitHubProperty(text) }
}
