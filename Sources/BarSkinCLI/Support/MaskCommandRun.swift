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
    let console: Console
    /// The summary's words: `tinted`, `icon`.
    let verb: String, noun: String

    /// Draws `operation` from every mask into the output, named by `naming`, and each of
    /// `otherLooks` beside it.
    func run(_ command: String, operation: any ImageOperation, naming: MaskNaming,
             otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) throws {
        let start = Date()
        let outputIsFile = try BatchTargets.outputIsFile(output, inputs: inputs, command: command,
                                                         outputsPerMask: operation.outputRoles.count * (1 + otherLooks.count), noun: noun)
        if !outputIsFile { try refuseFile(output, as: "the output folder") }
        let planned = MaskBatch(command: command, inputs: inputs, output: output, outputIsFile: outputIsFile,
                                operation: operation, naming: naming, otherLooks: otherLooks).plan()
        try CommandBuildRun(options: options, runner: batch.runner, decode: decode, console: console, command: command,
                            verb: verb, noun: noun, output: output).run(planned, start: start)
    }
}
