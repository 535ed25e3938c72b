import ArgumentParser
import BarSkin
import Foundation

/// `trace --quarantine --patch FILE` and `trace --purge-quarantine --older-than DAYS`, printed.
extension TraceCommand {
    /// Writes `plan` as a git-style patch to `path` (atomically); the tree is not touched.
    func writePatch(_ plan: QuarantinePlan, to path: String) throws {
        let console = reporting.console
        let root = quarantineRoot.root
        let patch: QuarantinePatch
        do {
            patch = try QuarantinePatch(plan: plan, quarantine: Quarantine(root: root, folder: plan.folder))
            _ = try AtomicFile.write(Array(patch.text.utf8), to: path)
        } catch let error as any LocatedError {
            console.report(.error, error)
            throw ExitCode.failure
        }
        let moves = patch.records.map(\.move)
        if printsJSON {
            Platform.writeToStandardOutput(plan.json(applied: false, moves: moves, errors: patch.errors).rendered())
        } else {
            for line in QuarantinePlan(root: plan.root, folder: plan.folder, moves: moves).lines() { Platform.writeToStandardOutput(line + "\n") }
        }
        for error in patch.errors { console.report(.error, error) }
        console.line("barskin: wrote the quarantine of \(counted(moves.count, "asset")) (\(counted(moves.reduce(0) { $0 + $1.files.count }, "file"))) to \(path); "
            + "nothing is moved: apply it with git apply in \(root)" + (patch.errors.isEmpty ? "" : "; \(counted(patch.errors.count, "error"))"))
        if !patch.errors.isEmpty { throw ExitCode.failure }
    }

    /// Lists, and with `--apply` deletes, the quarantined assets moved more than `--older-than` days ago.
    func runPurge() throws {
        let console = reporting.console
        let root = quarantineRoot.root
        let days = quarantine.olderThan ?? 0
        let records: [QuarantineRecord], store: Quarantine
        do {
            store = try Quarantine(root: root, folderNamed: quarantine.quarantineFolder)
            records = try store.purgeable(olderThan: days, at: Date())
        } catch let error as any LocatedError {
            console.report(.error, error)
            throw ExitCode.failure
        }
        let outcome = quarantine.apply ? store.purge(records) : Quarantine.Outcome(done: records)
        let verb = quarantine.apply ? "deleted" : "would delete"
        if printsJSON {
            let value = JSONValue.object([
                ("schemaVersion", .int(QuarantinePlan.schemaVersion)), ("root", .string(root)), ("folder", .string(store.folder)),
                ("applied", .bool(quarantine.apply)), ("olderThanDays", .int(days)),
                ("purged", .array(outcome.done.map { record in
                    .object([("asset", .string(record.move.asset)), ("movedAt", .string(record.movedAt ?? "")),
                             ("files", .array(record.move.files.map { .string($0.quarantined) }))])
                })),
                ("errors", .array(outcome.errors.map { .object([("file", .string($0.path)), ("message", .string($0.message))]) })),
            ])
            Platform.writeToStandardOutput(value.rendered())
        } else {
            for record in outcome.done {
                Platform.writeToStandardOutput("\(verb) '\(record.move.asset.escapingControlCharacters)' (moved \(record.movedAt ?? "")): "
                    + record.move.files.map { $0.quarantined.escapingControlCharacters }.joined(separator: ", ") + "\n")
            }
        }
        for error in outcome.errors { console.report(.error, error) }
        console.line("barskin: \(verb) \(counted(outcome.done.count, "quarantined asset")) moved more than \(counted(days, "day")) ago"
            + (quarantine.apply ? "" : "; nothing is deleted without --apply") + (outcome.errors.isEmpty ? "" : "; \(counted(outcome.errors.count, "error"))"))
        if !outcome.errors.isEmpty { throw ExitCode.failure }
    }
}
