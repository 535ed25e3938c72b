import ArgumentParser
import BarSkin
import Foundation

/// The inputs and the output of a batch command that draws from masks (tint, glow, shadow).
struct BatchTargets: ParsableArguments {
    @Argument(help: ArgumentHelp("PNG masks or folders of them.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (or, for one mask and one output, a .png file).", valueName: "out"))
    var output: String

    mutating func validate() throws {
        try validateOutputPath(output, flag: "--output")
    }

    /// Whether `-o` names the one file to write (see ``outputIsFile(_:inputs:command:outputsPerMask:)``).
    func outputIsFile(command: String, outputsPerMask: Int) throws -> Bool {
        try Self.outputIsFile(output, inputs: inputs, command: command, outputsPerMask: outputsPerMask)
    }

    /// Whether `output` names the one file to write: it ends in `.png` and is no folder. With
    /// several inputs, a folder input, or several outputs per input, that is a usage error.
    static func outputIsFile(_ output: String, inputs: [String], command: String, outputsPerMask: Int) throws -> Bool {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        guard output.lowercased().hasSuffix(".png"), !(exists && isFolder.boolValue) else { return false }
        if outputsPerMask > 1 {
            throw ValidationError("-o names the file \(output), but \(command) writes \(outputsPerMask) files for each mask: give a folder")
        }
        let inputIsFolder = FileManager.default.fileExists(atPath: inputs[0], isDirectory: &isFolder) && isFolder.boolValue
        if inputs.count > 1 || inputIsFolder {
            throw ValidationError("-o names the file \(output), which holds one image, but the inputs are "
                + (inputIsFolder ? "the folder \(inputs[0])" : "\(inputs.count) \(command == "normalize" ? "files" : "masks")") + ": give a folder")
        }
        return true
    }
}

/// `--dry-run`, `--force`, `--prune`, `--compression` and `--json` of every command that writes images.
struct ManifestOptions: ParsableArguments {
    @Option(help: PNGCompression.help)
    var compression: PNGCompression = .default

    @Flag(help: "List every file it would write (with --json, each 'planned' or 'up-to-date') and write nothing.")
    var dryRun = false

    @Flag(help: "Redraw everything, even what the manifest says is up to date.")
    var force = false

    @Flag(help: "Delete files an earlier run of this command (on these inputs) made and this one makes no longer: only files its manifest lists, unchanged since.")
    var prune = false

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"stale\": [...], \"pruned\": [...], \"warnings\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false
}

/// One run of a command that draws one operation from every mask: flags to
/// items (``MaskBatch``), the skin build, and its report.
struct MaskCommandRun {
    let inputs: [String], output: String
    let options: ManifestOptions
    let batch: BatchOptions
    let decode: DecodeOptions
    let console: Console
    /// The summary's words: `tinted`, `icon`.
    let verb: String, noun: String

    /// Draws `operation` from every mask into the output, named by `naming`.
    func run(_ command: String, operation: any ImageOperation, naming: MaskNaming) throws {
        let start = Date()
        let outputIsFile = try BatchTargets.outputIsFile(output, inputs: inputs, command: command, outputsPerMask: operation.outputRoles.count)
        var isFolder: ObjCBool = false
        if !outputIsFile, FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), !isFolder.boolValue {
            throw FailedInputBox(error: FailedInput(path: output, message: "the output folder is a file"))
        }
        let planned = MaskBatch(command: command, inputs: inputs, output: output, outputIsFile: outputIsFile,
                                operation: operation, naming: naming).plan()
        for skipped in planned.skipped { console.report(.note, path: skipped, "skipped, not a PNG file") }
        if !planned.own.isEmpty {
            console.report(.note, path: output, "skipped \(counted(planned.own.count, "file")) barskin \(command) wrote there (the output folder is inside an input folder)")
        }
        var builder = SkinBuilder(decoder: decode.decoder, compression: options.compression)
        builder.force = options.force
        // The console words each fix with the flag that makes it.
        builder.wording = { $0 }
        let run = SkinBuildRun(console: console, dryRun: options.dryRun, json: options.json, prune: options.prune, builder: builder,
                               runner: batch.runner, what: counted(planned.spec.items.count, noun), verb: verb, label: command, noun: noun)
        // Nothing changed since the last run (its quick index says so, by stamps): no plan to make.
        if !options.dryRun && !options.prune && planned.failures.isEmpty, var unchanged = builder.unchanged([planned.spec]) {
            unchanged.warnings = planned.warnings + unchanged.warnings
            return try run.finish(unchanged, conflicts: false, failures: [], start: start)
        }
        var plan = SkinBuildPlan(specs: [planned.spec])
        plan.warnings = planned.warnings + plan.warnings
        try run.run(plan, failures: planned.failures, start: start)
    }
}
