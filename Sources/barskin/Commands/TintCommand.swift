import ArgumentParser
import BarSkin
import Foundation

/// `barskin tint`: alpha-only icon masks to unselected and selected tab bar art.
struct TintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tint",
        abstract: "Turn alpha-only icon masks into unselected and selected tab bar item art.",
        discussion: """
        For every mask STEM.png, writes STEM-normal.png and STEM-selected.png, keeping
        scale and device suffixes in Apple's order (chat@2x~ipad.png gives
        chat-normal@2x~ipad.png). Only the mask's alpha counts: each output's alpha is
        the mask's, its colour the look's. The icon is centred in the item canvas at
        whole-pixel offsets, never resampled.

        Folders are walked recursively and mirrored under OUTDIR; non-PNG files are
        skipped with a note. A manifest in OUTDIR (.barskin-tint.json) records each
        input's content hash and the options, so a re-run redraws only what changed;
        --force redraws everything, --prune deletes outputs of inputs that are gone
        (only files the manifest says tint wrote).

        Examples:
          barskin tint Assets/icons -o Build/tabbar
          barskin tint icons -o Build --item-size 30x30 --style recipe
          barskin tint chat@2x.png -o Build --style flat --selected-color '#007AFF'
          barskin tint scans -o Build --mask luminance --no-gloss
          barskin tint icons -o Build --prune --json
        """
    )

    @Argument(help: ArgumentHelp("PNG masks or folders of them.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "outdir"))
    var output: String

    @OptionGroup(title: "Look") var look: TintLookOptions

    @Option(help: "zlib effort (default is libpng's level 6).")
    var compression: PNGCompression = .default

    @Flag(help: "Redraw every input, even when the manifest says it is up to date.")
    var force = false

    @Flag(help: "Delete outputs (listed in the manifest) whose inputs are not among this run's inputs.")
    var prune = false

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"pruned\": [...], \"warnings\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output")
    }

    func run() throws {
        let console = Console()
        let start = Date()
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && !isFolder.boolValue {
            throw FailedInputBox(error: FailedInput(path: output, message: "the output folder is a file"))
        }
        var fill: Bitmap? = nil
        if let path = look.selectedFill {
            do { fill = try TintJob.decodeFill(at: path, decoder: decode.decoder) } catch { throw FailedInputBox(error: FailedInput.wrap(error, path: path)) }
        }
        let job = TintJob(operation: try look.settings().operation(selectedFillImage: fill),
                          runner: OperationRunner(decoder: decode.decoder, compression: compression))
        let collected = InputCollector.collect(inputs)
        for skipped in collected.skipped { console.report(.note, "\(skipped): skipped, not a PNG file") }
        var failures: [any LocatedError] = collected.errors
        var (manifest, manifestProblem) = TintManifest.read(fromFolder: OutputFolder(path: output).path)
        let (files, own) = TintBatchPlan.separatingOwnOutputs(collected.files, manifest: manifest, folder: OutputFolder(path: output).path)
        if !own.isEmpty {
            console.report(.note, "\(OutputFolder(path: output).path): skipped \(counted(own.count, "file")) barskin tint wrote there (the output folder is inside an input folder)")
        }
        let folder = OutputFolder(path: output, protecting: files.map(\.path))
        let plan = TintBatchPlan(files: files, folder: folder, failures: &failures)
        let previous = manifest.entries, force = force

        let results = Batch(console: console, runner: batch.runner, label: "tint").run(plan.items, path: { $0.input }) { item in
            try job.run(TintBatchPlan.resolvingDestinations(of: item, in: folder), previous: previous[item.key], force: force)
        }
        let outputs = results.compactMap { try? $0.get() }
        failures += results.compactMap { result in
            if case .failure(let box) = result { return box.error } else { return nil }
        }
        for output in outputs { manifest.entries[output.item.key] = output.entry }
        // A missing input argument would make all its outputs look gone: prune nothing then.
        let canPrune = collected.errors.isEmpty
        if prune && !canPrune { console.report(.note, "not pruning: an input could not be read") }
        let pruned = prune && canPrune ? manifest.pruneGone(plan: plan, folder: folder, failures: &failures) : []
        let gone = manifest.entries.keys.filter { !plan.keys.contains($0) }.count
        if gone > 0 {
            let are = gone == 1 ? "is" : "are", their = gone == 1 ? "its" : "their"
            console.report(.note, "\(counted(gone, "input")) in \(folder.path)/\(TintManifest.fileName) \(are) gone; --prune deletes \(their) outputs")
        }
        if !manifest.entries.isEmpty || !previous.isEmpty {
            do { try manifest.write(toFolder: folder.path) } catch { failures.append(FailedInput.wrap(error, path: folder.path)) }
        }
        report(outputs, warnings: manifestProblem.map { [$0] } ?? [], pruned: pruned, failures: failures, console: console, start: start)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private func report(_ outputs: [TintJob.Output], warnings: [TintWarning], pruned: [String], failures: [any LocatedError], console: Console, start: Date) {
        let files = outputs.flatMap(\.files), warnings = warnings + outputs.flatMap(\.warnings)
        if json {
            printJSON([
                ("outputs", .array(outputs.flatMap(\.json))),
                ("pruned", .array(pruned.map(JSONValue.string))),
                ("warnings", .array(warnings.map(failureJSON))),
            ], failures: failures, schemaVersion: OutputRecord.schemaVersion)
        }
        for warning in warnings { console.report(.warning, warning) }
        for failure in failures { console.report(.error, failure) }
        let count = { (status: OutputStatus) in files.filter { $0.status == status }.count }
        var summary = "barskin: tinted \(counted(outputs.count, "icon")) into \(counted(files.count, "file")) (\(count(.written)) written, "
            + "\(count(.unchanged)) unchanged, \(count(.upToDate)) up to date) in \(formatSeconds(since: start))"
        if !pruned.isEmpty { summary += "; \(pruned.count) pruned" }
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
    }
}
