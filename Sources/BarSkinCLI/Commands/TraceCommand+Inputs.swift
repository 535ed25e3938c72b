import ArgumentParser
import BarSkin
import Foundation

/// What `trace` checks about its inputs after tracing: the `--target` name.
extension TraceCommand {
    /// `--target` must name a target of the projects found: a typo would otherwise trace nothing.
    func checkTarget(in report: TraceReport) throws {
        guard let target, !report.targets.contains(where: { $0.name == target }) else { return }
        guard !report.targets.isEmpty else {
            throw UsageError("--target '\(target)' names a target, but there is no Xcode project (*.xcodeproj) under the traced paths")
        }
        let names = report.targets.map(\.name)
        let fix = NameSuggestion.closest(to: target, among: names).map { "did you mean '\($0)'?" }
            ?? "the targets are \(names.joined(separator: ", "))"
        throw UsageError("--target '\(target)' names no target of the traced projects; \(fix)")
    }
}
