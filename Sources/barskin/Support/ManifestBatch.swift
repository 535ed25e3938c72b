import ArgumentParser
import BarSkin
import Foundation

/// One run of a batch command that keeps a manifest (tint, glow, shadow): plans
/// the inputs, runs the job on each with progress, prunes, writes the manifest
/// and reports, the same way for every such command.
struct ManifestBatch<Kind: BatchKind> {
    let targets: BatchTargets
    let options: ManifestOptions
    let batch: BatchOptions
    let console: Console
    /// The progress label and the summary's words: `tint`, `tinted`, `icon`.
    let label: String, verb: String, noun: String
    let start = Date()

    /// Refuses an output folder that is a file, before anything is read.
    func checkOutputFolder() throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: targets.output, isDirectory: &isFolder) && !isFolder.boolValue {
            throw FailedInputBox(error: FailedInput(path: targets.output, message: "the output folder is a file"))
        }
    }

    /// Runs `job` on every input and reports; throws `ExitCode.failure` when any input failed.
    func run(_ job: ManifestJob<Kind>) throws {
        let collected = InputCollector.collect(targets.inputs)
        for skipped in collected.skipped { console.report(.note, path: skipped, "skipped, not a PNG file") }
        var failures: [any LocatedError] = collected.errors
        let folderPath = OutputFolder(path: targets.output).path
        var (manifest, manifestProblem) = OutputManifest<Kind>.read(fromFolder: folderPath)
        let (files, own) = BatchPlan<Kind>.separatingOwnOutputs(collected.files, manifest: manifest, folder: folderPath)
        if !own.isEmpty {
            console.report(.note, path: folderPath, "skipped \(counted(own.count, "file")) \(Kind.tool) wrote there (the output folder is inside an input folder)")
        }
        let folder = OutputFolder(path: targets.output, protecting: files.map(\.path))
        let plan = BatchPlan<Kind>(files: files, folder: folder, failures: &failures)
        let previous = manifest.entries, force = options.force

        let results = Batch(console: console, runner: batch.runner, label: label).run(plan.items, path: { $0.input }) { item in
            try job.run(BatchPlan<Kind>.resolvingDestinations(of: item, in: folder), previous: previous[item.key], force: force)
        }
        let outputs = results.compactMap { try? $0.get() }
        failures += results.compactMap { result in
            if case .failure(let box) = result { return box.error } else { return nil }
        }
        for output in outputs { manifest.entries[output.item.key] = output.entry }
        // A missing input argument would make all its outputs look gone: prune nothing then.
        let canPrune = collected.errors.isEmpty
        if options.prune && !canPrune { console.report(.note, "not pruning: an input could not be read") }
        let pruned = options.prune && canPrune ? manifest.pruneGone(plan: plan, folder: folder, failures: &failures) : []
        let gone = manifest.entries.keys.filter { !plan.keys.contains($0) }.count
        if gone > 0 {
            let are = gone == 1 ? "is" : "are", their = gone == 1 ? "its" : "their"
            console.report(.note, path: "\(folder.path)/\(OutputManifest<Kind>.fileName)", "\(counted(gone, "input")) \(are) gone; --prune deletes \(their) outputs")
        }
        if !manifest.entries.isEmpty || !previous.isEmpty {
            do { try manifest.write(toFolder: folder.path) } catch { failures.append(FailedInput.wrap(error, path: folder.path)) }
        }
        report(outputs, warnings: manifestProblem.map { [$0] } ?? [], pruned: pruned, failures: failures)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private func report(_ outputs: [ManifestJob<Kind>.Output], warnings: [any LocatedError], pruned: [String], failures: [any LocatedError]) {
        let files = outputs.flatMap(\.files), warnings = warnings + outputs.flatMap(\.warnings)
        if options.json {
            printJSON([
                ("outputs", .array(outputs.flatMap(\.json))),
                ("pruned", .array(pruned.map(JSONValue.string))),
                ("warnings", .array(warnings.map(failureJSON))),
            ], failures: failures, schemaVersion: OutputRecord.schemaVersion)
        }
        console.detail(files: files)
        for warning in warnings { console.report(.warning, warning) }
        for failure in failures { console.report(.error, failure) }
        let count = { (status: OutputStatus) in files.filter { $0.status == status || (status == .written && $0.status.wroteBytes) }.count }
        var summary = "barskin: \(verb) \(counted(outputs.count, noun)) into \(counted(files.count, "file")) (\(count(.written)) written, "
            + "\(count(.unchanged)) unchanged, \(count(.upToDate)) up to date) in \(formatSeconds(since: start))"
        if !pruned.isEmpty { summary += "; \(pruned.count) pruned" }
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
    }
}
