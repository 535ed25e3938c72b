import ArgumentParser
import BarSkin
import Foundation

/// Runs a skin build plan as `build` and `tabbar-art` do: a dry run lists the
/// files, a real run builds them with progress; both report on the same streams
/// and in the same `--json` document, and throw exit 1 when anything failed.
struct SkinBuildRun {
    let console: Console
    let dryRun: Bool
    let json: Bool
    let builder: SkinBuilder
    let runner: BatchRunner
    /// The summary's description of what was built: `2 items from 1 skin`.
    let what: String

    /// Runs `plan`, with `failures` found before it (skins that did not read).
    func run(_ plan: SkinBuildPlan, failures earlier: [any LocatedError], start: Date) throws {
        var failures = earlier
        if dryRun {
            let outputs = plan.outputs
            failures += plan.failures + plan.conflicts
            if json {
                printDocument(outputs: outputs, warnings: plan.warnings, failures: failures)
            } else {
                Platform.writeToStandardOutput(outputs.map { $0.file.path + "\n" }.joined())
            }
            report(warnings: plan.warnings, failures: failures)
            console.line("barskin: \(counted(plan.tasks.count, "item")) would write \(counted(outputs.count, "file")) (dry run)"
                + (failures.isEmpty ? "" : "; \(failures.count) failed"))
            if !failures.isEmpty { throw ExitCode.failure }
            return
        }
        let total = plan.tasks.count, console = console
        let progress: (@Sendable (Int) -> Void)? = Platform.progressIsWanted && total > 1
            ? { @Sendable done in console.progress(done: done, total: total, label: "build") } : nil
        let result = builder.run(plan, runner: runner, progress: progress)
        if progress != nil { console.clearProgress() }
        failures += result.failures
        if json { printDocument(outputs: result.outputs, warnings: result.warnings, failures: failures) }
        report(warnings: result.warnings, failures: failures)
        let written = result.outputs.filter { $0.record.status == .written }.count
        var summary = plan.conflicts.isEmpty
            ? "barskin: built \(what) into \(counted(result.outputs.count, "file")) "
                + "(\(written) written, \(result.outputs.count - written) unchanged) in \(formatSeconds(since: start))"
            : "barskin: nothing written: items would write the same files"
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private func report(warnings: [any LocatedError], failures: [any LocatedError]) {
        for warning in warnings { console.report(.warning, warning) }
        for failure in failures { console.report(.error, failure) }
    }

    /// The `--json` document; failures and warnings keep their place in the skin file.
    private func printDocument(outputs: [SkinBuildOutput], warnings: [any LocatedError], failures: [any LocatedError]) {
        let located = { (error: any LocatedError) -> JSONValue in
            var members: [(String, JSONValue)] = [("path", .string(error.path))]
            if let line = error.line { members.append(("line", .int(line))) }
            if let column = error.column { members.append(("column", .int(column))) }
            return .object(members + [("message", .string(CommandLineRemedies.worded(error).message))])
        }
        let document = JSONValue.object([
            ("schemaVersion", .int(OutputRecord.schemaVersion)), ("outputs", .array(outputs.map(\.json))),
            ("warnings", .array(warnings.map(located))), removedTemporariesMember(),
            ("failures", .array(failures.map(located))),
        ])
        Platform.writeToStandardOutput(document.rendered())
    }
}
