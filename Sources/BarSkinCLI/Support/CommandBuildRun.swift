import ArgumentParser
import BarSkin
import Foundation

/// One run of a command that writes images from its flags rather than a skin
/// file (`tint`, `glow`, `shadow`, `normalize`, `stretch`, `slice`): its items
/// (a ``CommandSpec``) through one ``BuildSession``, and its report.
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
        var session = BuildSession(command: planned, builder: builder)
        (session.dryRun, session.prune) = (options.dryRun, options.prune)
        var printer = BuildSessionPrinter(console: console, json: options.json, what: { _ in counted(planned.spec.items.count, noun) },
                                          verb: verb, label: command, noun: noun)
        (printer.listing, printer.members) = (listing, members)
        // A script asks for `chat`'s files, not for `chat@2x.png`'s: each output is named by its family.
        printer.jsonName = { OutputFamily.ofItem($0.name) }
        try printer.run(session, runner: runner, start: start)
    }
}
