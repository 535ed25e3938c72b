import BarSkin
import Foundation

/// Runs a batch command's work over its inputs with progress on a terminal, and
/// gathers every failure so the command can report them all at the end.
struct Batch {
    let console: Console
    let runner: BatchRunner
    /// Shown before the progress bar.
    let label: String

    /// Applies `work` to each item; what it made and every failure, each in item order.
    func run<Item: Sendable, Output: Sendable>(
        _ items: [Item], path: @Sendable (Item) -> String, _ work: @Sendable @escaping (Item) throws -> Output
    ) -> (outputs: [Output], failures: [any LocatedError]) {
        let total = items.count
        let showProgress = console.wantsProgress && total > 1
        let console = console, label = label
        var progress: (@Sendable (Int) -> Void)? = nil
        if showProgress {
            progress = { @Sendable done in console.progress(done: done, total: total, label: label) }
        }
        let results = runner.run(items, progress: progress) { (item: Item) -> (Output?, (any LocatedError)?) in
            do {
                return (try work(item), nil)
            } catch {
                return (nil, locating(error, at: path(item)))
            }
        }
        if showProgress { console.clearProgress() }
        return (results.compactMap(\.0), results.compactMap(\.1))
    }
}

/// Refuses a folder path (`what`: "the output folder") that names an existing file, at the
/// path the user typed, before anything is read.
func refuseFile(_ folder: String?, as what: String) throws {
    var isFolder: ObjCBool = false
    if let folder, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
        throw ProblemText("\(what) is a file").located(at: folder)
    }
}

/// `1 file`, `2 files`: a count with its noun, for summary lines.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Formats a duration for summary lines: `0.42 s`.
func formatSeconds(since start: Date) -> String {
    String(format: "%.2f s", Date().timeIntervalSince(start))
}

/// Prints a command's `--json` document: `schemaVersion` first, the command's
/// own members, then every failure, so all commands share one envelope.
/// `schemaVersion` is ``OutputRecord/schemaVersion`` for documents holding output records, 1 for the others.
/// Documents holding output records also list the stale temporaries the run removed.
func printJSON(_ members: [(String, JSONValue)], failures: [any LocatedError], schemaVersion: Int = 1) {
    let removed = schemaVersion == OutputRecord.schemaVersion ? [removedTemporariesMember()] : []
    let document = JSONValue.object([("schemaVersion", .int(schemaVersion))] + members + removed
        + [("failures", .array(failures.map(failureJSON)))])
    Platform.writeToStandardOutput(document.rendered())
}

/// `"removedTemporaries": [...]`: the files a killed run left that this run removed.
func removedTemporariesMember() -> (String, JSONValue) {
    ("removedTemporaries", .array(StaleTemporaries.shared.removed.map(JSONValue.string)))
}

/// The JSON entry for a failure.
func failureJSON(_ error: any LocatedError) -> JSONValue {
    .object([("path", .string(error.path)), ("message", .string(CommandLineRemedies.worded(error).message))])
}
