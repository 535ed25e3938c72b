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

    /// Draws `operation` from every mask into the output, named by `naming`.
    func run(_ command: String, operation: any ImageOperation, naming: MaskNaming) throws {
        let start = Date()
        let outputIsFile = try BatchTargets.outputIsFile(output, inputs: inputs, command: command,
                                                         outputsPerMask: operation.outputRoles.count, noun: noun)
        if !outputIsFile { try refuseFile(output, as: "the output folder") }
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
