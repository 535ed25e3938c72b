import ArgumentParser
import BarSkin
import BarSkinCore
import Foundation

/// Runs a ``BuildSession`` for every command that writes images and reports its
/// ``BuildOutcome``: a dry run lists every file the plan has (up to date or not: a
/// build system declares them all), a real run builds them with progress; both
/// report on the same streams and in the same `--json` document, and throw exit 1
/// when anything failed.
struct BuildSessionPrinter {
    let console: Console
    let json: Bool
    /// The summary's description of what was built, from the number of items: `2 items from 1 skin`.
    let what: (Int) -> String
    /// The summary's verb (`built`, `tinted`) and the progress bar's label.
    var verb = "built", label = "build"
    /// What a command's summary counts instead of ``what``: its items that made files (`icon`).
    var noun: String? = nil
    /// The line a command prints on standard output for each file it made (`stretch`, `slice`), if any.
    var listing: ((SkinBuildOutput) -> String?)? = nil
    /// Members a command adds to its `--json` document after `outputs` (`slice`'s `images`).
    var members: ((SkinBuilder.Report) -> [(String, JSONValue)])? = nil
    /// The `name` of an output in `--json`: a skin's item, a command's family (``OutputFamily``).
    var jsonName: (SkinBuildOutput) -> String = \.name

    /// Runs `session` on `runner`, with a progress bar where one is wanted, and reports it.
    func run(_ session: BuildSession, runner: BatchRunner, start: Date) throws {
        let console = console, label = label
        let progress: (@Sendable (Int, Int) -> Void)? = console.wantsProgress
            ? { @Sendable done, total in console.progress(done: done, total: total, label: label) } : nil
        let outcome = session.run(runner: runner, progress: progress)
        if progress != nil { console.clearProgress() }
        try report(outcome, start: start)
    }

    /// Reports `outcome`; exit 1 when anything failed.
    func report(_ outcome: BuildOutcome, start: Date) throws {
        let result = outcome.report, failures = outcome.failures
        guard outcome.dryRun else { return try finish(outcome, start: start) }
        if json {
            printDocument(result, failures: failures)
        } else {
            Platform.writeToStandardOutput(result.outputs.map { $0.file.path + "\n" }.joined())
            for path in result.pruned { console.line("barskin: would prune \(path)") }
        }
        console.detail(files: result.outputs.map(\.record))
        report(warnings: result.warnings, failures: failures)
        let writes = outcome.writes.count, upToDate = result.outputs.count - writes
        console.line("barskin: \(counted(outcome.items, "item")) would write \(counted(writes, "file"))"
            + (upToDate > 0 ? " (\(upToDate) up to date)" : "") + (outcome.prune ? " and prune \(result.pruned.count)" : "") + " (dry run)"
            + (failures.isEmpty ? "" : "; \(failures.count) failed"))
        if !failures.isEmpty { throw ExitCode.failure }
    }

    /// Reports what a build did (or, from ``SkinBuilder/unchanged(_:)``, found it need not do).
    private func finish(_ outcome: BuildOutcome, start: Date) throws {
        let result = outcome.report, failures = outcome.failures
        if json {
            printDocument(result, failures: failures)
        } else if let listing {
            Platform.writeToStandardOutput(result.outputs.compactMap(listing).joined())
        }
        console.detail(read: result.read)
        console.detail(files: result.outputs.map(\.record))
        report(warnings: result.warnings, failures: failures)
        let count = { (status: OutputStatus) in
            result.outputs.filter { $0.record.status == status || (status == .written && $0.record.status.wroteBytes) }.count
        }
        // A command counts the families it was given: an SVG drawn at three scales is one, and so are
        // `chat.png` and `chat@2x.png` (`normalized 2 files into 6 files`). An image set's Contents.json is no mask's.
        let families = Set(result.outputs.filter { !$0.file.isShared && PathText.fileName(of: $0.file.path) != "Contents.json" }.map { output in
            output.record.input.map { input in PathText.folder(of: input) + "/" + AssetFileName(parsing: PathText.fileName(of: input)).stem } ?? output.name
        })
        let what = noun.map { counted(families.count, $0) } ?? what(outcome.items)
        var summary = if outcome.conflicts {
            "barskin: nothing written: items would write the same files"
        } else if result.outputs.isEmpty && !failures.isEmpty {
            // Not "built 0 items from 0 skins into 0 files": nothing was, and the errors above say why.
            "barskin: nothing \(verb) in \(formatSeconds(since: start))"
        } else {
            "barskin: \(verb) \(what) into \(counted(result.outputs.count, "file")) (\(count(.written)) written, \(count(.unchanged)) unchanged, "
                + "\(count(.upToDate)) up to date) in \(formatSeconds(since: start))"
        }
        if !result.pruned.isEmpty { summary += "; pruned \(counted(result.pruned.count, "file"))" }
        if outcome.prune && !failures.isEmpty { summary += "; nothing pruned after a failure" }
        if !outcome.prune && !result.stale.isEmpty {
            summary += "; \(counted(result.stale.count, "file")) no longer made (--prune deletes \(result.stale.count == 1 ? "it" : "them"))"
        }
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private func report(warnings: [any LocatedError], failures: [any LocatedError]) {
        for warning in warnings { console.report(.warning, warning) }
        for failure in failures { console.report(.error, failure) }
    }

    /// The `--json` document; failures and warnings keep their place in the skin file, and
    /// every file `--prune` kept is listed in `kept` as well as among the warnings.
    private func printDocument(_ result: SkinBuilder.Report, failures: [any LocatedError]) {
        let located = { (error: any LocatedError) -> JSONValue in
            var members: [(String, JSONValue)] = [("path", .string(error.path))]
            if let line = error.line { members.append(("line", .int(line))) }
            if let column = error.column { members.append(("column", .int(column))) }
            return .object(members + [("message", .string(CommandLineRemedies.worded(error).message))])
        }
        let document = JSONValue.object([
            ("schemaVersion", .int(OutputRecord.schemaVersion)), ("outputs", .array(result.outputs.map { output in
                var named = output
                named.name = output.file.isShared ? output.name : jsonName(output)
                return named.json
            })),
        ] + (members?(result) ?? []) + [
            ("stale", .array(result.stale.map(JSONValue.string))), ("pruned", .array(result.pruned.map(JSONValue.string))),
            ("kept", .array(result.kept.map(\.json))), ("warnings", .array(result.warnings.map(located))), removedTemporariesMember(),
            ("failures", .array(failures.map(located))),
        ])
        Platform.writeToStandardOutput(document.rendered())
    }
}
