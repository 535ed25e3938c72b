import ArgumentParser
import BarSkin
import Foundation

/// What `trace` checks about its inputs before and after tracing: the ignore
/// file, the `--target` name, and outputs that would overwrite an input.
extension TraceCommand {
    /// The input that `output` already is (same file, through links or `..`), if any.
    static func input(sameAs output: String, in inputs: [String]) -> String? {
        func identity(_ path: String) -> [Int]? {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
                  let device = attributes[.systemNumber] as? Int, let inode = attributes[.systemFileNumber] as? Int else { return nil }
            return [device, inode]
        }
        guard let target = identity(output) else { return nil }
        return inputs.first { identity($0) == target }
    }

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

    func ignoreGlobs() throws -> [Glob] {
        guard let ignore else { return [] }
        guard let data = FileBytes.data(ignore) else {
            throw TraceError.unreadable(path: ignore, reason: "cannot open the ignore file")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\u{FEFF}"])) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map(Glob.init)
    }
}
