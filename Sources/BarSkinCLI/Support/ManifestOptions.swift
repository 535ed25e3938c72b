import ArgumentParser
import BarSkin
import Foundation

/// The inputs and the output of a batch command that draws from masks (tint, glow, shadow).
struct BatchTargets: ParsableArguments {
    @Argument(help: ArgumentHelp("Masks (PNG, SVG or PDF) or folders of them.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder; glow and shadow also take a .png file for one mask (tint writes two files per mask).", valueName: "out"))
    var output: String

    mutating func validate() throws {
        try validateOutputPath(output, flag: "--output")
    }

    /// Whether `-o` names the one file to write (see ``outputIsFile(_:inputs:command:outputsPerMask:noun:)``).
    func outputIsFile(command: String, outputsPerMask: Int, noun: String = "mask") throws -> Bool {
        try Self.outputIsFile(output, inputs: inputs, command: command, outputsPerMask: outputsPerMask, noun: noun)
    }

    /// Whether `output` names the one file to write (``OutputFileRule/namesOneFile(_:inputs:outputsPerInput:catalog:)``),
    /// its refusals worded as usage errors about `-o` (inputs counted as `noun`s).
    static func outputIsFile(_ output: String, inputs: [String], command: String, outputsPerMask: Int, noun: String,
                             catalog: Bool = false) throws -> Bool {
        do {
            return try OutputFileRule.namesOneFile(output, inputs: inputs, outputsPerInput: outputsPerMask, catalog: catalog)
        } catch {
            let file = "-o names the file \(output)"
            throw switch error {
            case .severalFilesPerInput(let count): ValidationError("\(file), but \(command) writes \(count) files for each mask: give a folder")
            case .folderInput(let folder): ValidationError("\(file), which holds one image, but the inputs are the folder \(folder): give a folder")
            case .severalInputs(let count): ValidationError("\(file), which holds one image, but the inputs are \(counted(count, noun)): give a folder")
            case .catalogNeedsFolder: ValidationError("\(file), but with --catalog it names the folder that keeps the manifest: give a folder")
            }
        }
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

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"stale\": [...], \"pruned\": [...], \"kept\": [...], \"warnings\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false
}
