import ArgumentParser
import BarSkin
import Foundation

/// `barskin normalize`: canonical re-encoding of PNGs, one file or whole trees.
struct NormalizeCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "normalize",
        abstract: "Re-encode PNGs canonically: 8-bit, no metadata, smallest lossless colour type.",
        discussion: """
        The same pixels and options always give byte-identical files, and a file that
        already holds the right bytes is not rewritten. With one file input, OUT may be
        a file path ending in .png; otherwise OUT is a folder: folder inputs are walked
        recursively and mirrored under it, and non-PNG files are skipped with a note.
        Inputs are never modified.

        Examples:
          barskin normalize icon.png -o icon-clean.png
          barskin normalize Assets -o Build --compression best
          barskin normalize art/*.png -o Build/art --json
        """
    )

    @Argument(help: ArgumentHelp("PNG files or folders.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder, or an output .png file for a single input file.", valueName: "out"))
    var output: String

    @Option(help: PNGCompression.help)
    var compression: PNGCompression = .default

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output")
    }

    func run() throws {
        let console = reporting.console
        let start = Date()
        let collected = InputCollector.collect(inputs, excluding: [output])
        for skipped in collected.skipped { console.report(.note, path: skipped, "skipped, not a PNG file") }
        var failures: [any LocatedError] = collected.errors
        let plan = planOutputs(for: collected.files, failures: &failures)

        let job = NormalizeJob(runner: OperationRunner(decoder: decode.decoder, compression: compression))
        let results = Batch(console: console, runner: batch.runner, label: "normalize").run(
            plan, path: { $0.input }
        ) { item in try job.run(input: item.input, destination: item.destination) }
        let outputs = results.compactMap { try? $0.get() }
        failures += results.compactMap { result in
            if case .failure(let box) = result { return box.error } else { return nil }
        }

        if json {
            printJSON([("outputs", .array(outputs.map(\.json)))], failures: failures, schemaVersion: OutputRecord.schemaVersion)
        }
        console.detail(files: outputs.map(\.record))
        for failure in failures { console.report(.error, failure) }
        let written = outputs.filter { $0.record.status.wroteBytes }.count
        var summary = "barskin: normalized \(counted(outputs.count, "file")) (\(written) written, "
            + "\(outputs.count - written) unchanged) in \(formatSeconds(since: start))"
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private struct PlannedOutput: Sendable {
        let input: String
        let destination: String
    }

    /// Maps inputs to destinations, refusing escapes, collisions and overwriting inputs.
    private func planOutputs(for files: [InputFile], failures: inout [any LocatedError]) -> [PlannedOutput] {
        if isSingleFileOutput(files) {
            let folder = OutputFolder(path: PathText.folder(of: output), protecting: files.map(\.path))
            do {
                let destination = try folder.destination(for: PathText.fileName(of: output), input: files[0].path)
                return [PlannedOutput(input: files[0].path, destination: folder.path.isEmpty ? output : destination)]
            } catch {
                failures.append(FailedInput.wrap(error, path: files[0].path))
                return []
            }
        }
        let folder = OutputFolder(path: output, protecting: files.map(\.path))
        var firstInputFor: [String: String] = [:]
        var plan: [PlannedOutput] = []
        for file in files {
            do {
                let destination = try folder.destination(for: file.relativePath, input: file.path)
                if let first = firstInputFor[destination] {
                    throw FileError.duplicateOutput(path: file.path, output: destination, firstInput: first)
                }
                firstInputFor[destination] = file.path
                plan.append(PlannedOutput(input: file.path, destination: destination))
            } catch {
                failures.append(FailedInput.wrap(error, path: file.path))
            }
        }
        return plan
    }

    /// One file argument and an output that is, or will be, a .png file.
    private func isSingleFileOutput(_ files: [InputFile]) -> Bool {
        var isDirectory: ObjCBool = false
        guard inputs.count == 1, files.count == 1, files[0].path == inputs[0] else { return false }
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) { return !isDirectory.boolValue }
        return output.lowercased().hasSuffix(".png")
    }
}
