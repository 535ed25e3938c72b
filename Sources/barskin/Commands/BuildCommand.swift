import ArgumentParser
import BarSkin
import Foundation

/// `barskin build`: makes everything skin files describe.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Make everything skin files describe: tab bar art, sized backgrounds, image sets and 9-patches.",
        // The generated usage line lists every option on one 140-column line.
        usage: "barskin build <skin> ... [<options>]",
        discussion: """
        A skin file (NAME.skin.yml; the README's "Skin files" section has the format)
        names folders relative to itself: output: for PNGs, catalog: for an
        .xcassets, ninepatch: for an Android res folder. tab-items: holds look keys
        named after barskin tint's flags (style:, item-size:, selected-color:,
        gloss: false, mask-mode:, ...) shared by its items: list, each a mask: with
        an optional name: and look keys of its own. backgrounds: lists art
        (image:, name:, insets: and mode: or left-cap:/top-cap:, content-insets:,
        template:, sizes:). An image like Icons/star means Icons/star.png,
        star@2x.png, star@3x.png and their ~iphone/~ipad variants, as imageNamed:
        reads them.

        A tab item NAME writes OUTPUT/NAME-normal@2x.png and NAME-selected@2x.png
        for each variant of its mask; a background writes OUTPUT/NAME-320x49@2x.png
        for each size and variant, NAME.imageset in the catalog and
        drawable-*/name.9.png in the res folder. The pixels are exactly those of
        barskin tint, stretch and slice with the same settings.

        Every item is built even when another fails; the failures are listed at
        the end (exit 1). Two items writing one file is an error before anything
        is written. A file that would not change is not rewritten.
        Files of items since removed from a skin are left in place; --dry-run
        lists what a build writes, so anything else in the folders is stale.

        Examples:
          barskin build Assets/Sample.skin.yml
          barskin build App.skin.yml Widgets.skin.yml --jobs 2
          barskin build App.skin.yml --dry-run
          barskin build App.skin.yml --json --compression best
        """
    )

    @Argument(help: ArgumentHelp("Skin files (NAME.skin.yml).", valueName: "skin"))
    var skins: [String]

    @Flag(help: "Print the files a build would write, one path per line, and write nothing.")
    var dryRun = false

    @Option(help: "zlib effort (default is libpng's level 6).")
    var compression: PNGCompression = .default

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"outputs\": [...], \"warnings\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions

    func run() throws {
        let console = Console()
        let start = Date()
        var failures: [any LocatedError] = []
        var specs: [SkinSpec] = []
        var seen = Set<String>()
        // The same file named twice (or through a link) is built once, not reported as clashing with itself.
        for path in skins where seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted {
            do { specs.append(try SkinSpec.load(from: path)) } catch { failures.append(error) }
        }
        let plan = SkinBuildPlan(specs: specs)
        if dryRun {
            let outputs = plan.outputs
            failures += plan.failures + plan.conflicts
            if json {
                printBuildJSON(outputs: outputs, warnings: plan.warnings, failures: failures)
            } else {
                Platform.writeToStandardOutput(outputs.map { $0.file.path + "\n" }.joined())
            }
            for warning in plan.warnings { console.report(.warning, warning) }
            for failure in failures { console.report(.error, failure) }
            console.line("barskin: \(counted(plan.tasks.count, "item")) would write \(counted(outputs.count, "file")) (dry run)"
                + (failures.isEmpty ? "" : "; \(failures.count) failed"))
            if !failures.isEmpty { throw ExitCode.failure }
            return
        }
        let total = plan.tasks.count
        let progress: (@Sendable (Int) -> Void)? = Platform.progressIsWanted && total > 1
            ? { @Sendable done in console.progress(done: done, total: total, label: "build") } : nil
        let report = SkinBuilder(decoder: decode.decoder, compression: compression).run(plan, runner: batch.runner, progress: progress)
        if progress != nil { console.clearProgress() }
        failures += report.failures
        if json {
            printBuildJSON(outputs: report.outputs, warnings: report.warnings, failures: failures)
        }
        for warning in report.warnings { console.report(.warning, warning) }
        for failure in failures { console.report(.error, failure) }
        let written = report.outputs.filter { $0.record.status == .written }.count
        var summary = plan.conflicts.isEmpty
            ? "barskin: built \(counted(total, "item")) from \(counted(specs.count, "skin")) into \(counted(report.outputs.count, "file")) "
                + "(\(written) written, \(report.outputs.count - written) unchanged) in \(formatSeconds(since: start))"
            : "barskin: nothing written: items would write the same files"
        if !failures.isEmpty { summary += "; \(failures.count) failed" }
        console.line(summary)
        if !failures.isEmpty { throw ExitCode.failure }
    }

    /// The `--json` document; failures and warnings keep their place in the skin file.
    private func printBuildJSON(outputs: [SkinBuildOutput], warnings: [any LocatedError], failures: [any LocatedError]) {
        let located = { (error: any LocatedError) -> JSONValue in
            var members: [(String, JSONValue)] = [("path", .string(error.path))]
            if let line = error.line { members.append(("line", .int(line))) }
            if let column = error.column { members.append(("column", .int(column))) }
            return .object(members + [("message", .string(CommandLineRemedies.worded(error).message))])
        }
        let document = JSONValue.object([
            ("schemaVersion", .int(OutputRecord.schemaVersion)), ("outputs", .array(outputs.map(\.json))),
            ("warnings", .array(warnings.map(located))), ("failures", .array(failures.map(located))),
        ])
        Platform.writeToStandardOutput(document.rendered())
    }
}
