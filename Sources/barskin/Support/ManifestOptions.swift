import ArgumentParser
import BarSkin

/// The inputs and the output folder of a batch command that keeps a manifest (tint, glow, shadow).
struct BatchTargets: ParsableArguments {
    @Argument(help: ArgumentHelp("PNG masks or folders of them.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "outdir"))
    var output: String

    mutating func validate() throws {
        try validateOutputPath(output, flag: "--output")
    }
}

/// `--compression`, `--force`, `--prune` and `--json` of a batch command that keeps a manifest.
struct ManifestOptions: ParsableArguments {
    @Option(help: PNGCompression.help)
    var compression: PNGCompression = .default

    @Flag(help: "Redraw every input, even when the manifest says it is up to date.")
    var force = false

    @Flag(help: "Delete outputs (listed in the manifest) whose inputs are not among this run's inputs.")
    var prune = false

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"pruned\": [...], \"warnings\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false
}
