import ArgumentParser
import BarSkin
import Foundation

/// One run of a command that draws one operation from every mask: flags to
/// items (``MaskBatch``), the skin build, and its report.
struct MaskCommandRun {
    let inputs: [String], output: String
    let options: ManifestOptions
    let batch: BatchOptions
    let decode: DecodeOptions
    /// How SVG and PDF inputs are drawn.
    let vectors: VectorOptions
    let console: Console
    /// The summary's words: `tinted`, `icon`.
    let verb: String, noun: String
    /// `--sheet`: where to write a contact sheet of what the run made.
    var sheet: String? = nil

    /// Draws `operation` from every mask into the output, named by `naming`, and each of
    /// `otherLooks` beside it.
    func run(_ command: String, operation: any ImageOperation, naming: MaskNaming,
             otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) throws {
        let start = Date()
        let outputIsFile = try BatchTargets.outputIsFile(output, inputs: inputs, command: command,
                                                         outputsPerMask: operation.outputRoles.count * (1 + otherLooks.count), noun: noun)
        if !outputIsFile { try refuseFile(output, as: "the output folder") }
        var batch = MaskBatch(command: command, inputs: inputs, output: output, outputIsFile: outputIsFile,
                              operation: operation, naming: naming, otherLooks: otherLooks)
        batch.vectors = try vectors.family()
        let planned = batch.plan()
        try SheetWriting(console: console, decoder: decode.decoder).afterRun(
            sheet: sheet, dryRun: options.dryRun, manifests: [SkinManifest.path(for: planned.spec)].compactMap { $0 }, title: "barskin \(command)"
        ) {
            try CommandBuildRun(options: options, runner: self.batch.runner, decode: decode, console: console, command: command,
                                verb: verb, noun: noun, output: output).run(planned, start: start)
        }
    }
}
