import BarSkinCore
import Foundation

/// `barskin trace --format github`: one GitHub Actions workflow command per
/// finding (`::error file=PATH,line=L,col=C,title=KIND::message`), which a
/// workflow run shows as an annotation on the line.
public enum TraceGitHubReport {
    /// The commands, each ending in a newline; paths as the report has them (relative to the checkout).
    public static func text(_ report: TraceReport) -> String {
        report.findings.filter { !$0.isKnown }.map { finding in
            var properties = ["file=" + property(finding.file)]
            if let line = finding.line {
                properties.append("line=\(line)")
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=" + property("barskin " + finding.kind.rawValue))
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(data(finding.message))\n"
        }.joined()
    }

    static func data(_ text: String) -> String { MarkupText.gitHubData(text) }

    static func property(_ text: String) -> String { MarkupText.gitHubProperty(text) }
}
