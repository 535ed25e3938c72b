import ArgumentParser
import BarSkin
import Foundation

/// One run of a command that writes images from its flags rather than a skin
/// file (`tint`, `glow`, `shadow`, `normalize`, `stretch`, `slice`): its items
/// (a ``CommandSpec``) through the skin build, and the build's report.
struct CommandBuildRun {
    let options: ManifestOptions
    let runner: BatchRunner
    let decode: DecodeOptions
    let console: Console
    /// The command, and the summary's words: `tint`, `tinted`, `icon`.
    let command: String, verb: String, noun: String
    /// The output folder, which the note on files an earlier run wrote names.
    var output: String
    /// The line a command prints on standard output for each file it made, if it prints any.
    var listing: ((SkinBuildOutput) -> String?)? = nil
    /// Members a command adds to its `--json` document after `outputs`.
    var members: ((SkinBuilder.Report) -> [(String, JSONValue)])? = nil

    /// Builds `planned`'s items and reports them; exit 1 when anything failed.
    func run(_ planned: CommandSpec, start: Date) throws {
        for skipped in planned.skipped { console.report(.note, path: skipped, "skipped, not \(planned.wanted)") }
        if !planned.own.isEmpty {
            console.report(.note, path: output, "skipped \(counted(planned.own.count, "file")) barskin \(command) wrote there (the output folder is inside an input folder)")
        }
        var builder = SkinBuilder(decoder: decode.decoder, compression: options.compression)
        builder.force = options.force
        // The console words each fix with the flag that makes it.
        builder.wording = { $0 }
        var run = SkinBuildRun(console: console, dryRun: options.dryRun, json: options.json, prune: options.prune, builder: builder,
                               runner: runner, what: counted(planned.spec.items.count, noun), verb: verb, label: command, noun: noun)
        (run.listing, run.members) = (listing, members)
        // A script asks for `chat`'s files, not for `chat@2x.png`'s: each output is named by its family.
        run.jsonName = { OutputFamily.ofItem($0.name) }
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
