import ArgumentParser
import BarSkin
import Foundation

/// What every drawn-art command shares: where the art goes, which scales, how
/// it is reported. The art is built as a skin section's item would be, so a
/// command and a skin file write the same files.
struct DrawnArtOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder.", valueName: "outdir"))
    var output: String

    @Option(help: ArgumentHelp("Asset catalog to write the art into as image sets (with caps where it stretches).", valueName: "catalog.xcassets"))
    var catalog: String?

    @Option(help: ArgumentHelp("Scales to draw, comma-separated.", valueName: "1,2,3"))
    var scales: String = "1,2,3"

    @OptionGroup var manifest: ManifestOptions

    mutating func validate() throws {
        try validateOutputPath(output, flag: "--output")
        try validateOutputPath(catalog, flag: "--catalog")
        try validateCatalogFolder(catalog)
        _ = try scaleList()
    }

    /// The scales asked for.
    func scaleList() throws -> [Int] {
        let list = scales.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !list.isEmpty, list.allSatisfy({ $0.map((1...3).contains) == true }), Set(list).count == list.count else {
            throw ValidationError("--scales must be 1, 2 and/or 3, comma-separated and each once, not '\(scales)'")
        }
        return list.compactMap { $0 }
    }

    /// Where an item made by a command says it was written: nowhere in a file.
    static let location = SkinPath(typed: "")

    /// Builds `item` into the output folder and catalog, as `barskin build` would, with the
    /// code applying it where a bar's command was given `--appearance-swift`.
    func run(_ item: any SkinItem, command: String, console: Console, appearance: AppearanceSwiftOption? = nil) throws {
        let start = Date()
        // Refused here, as the batch commands refuse it, at the path the user typed rather than
        // at a place in a skin file the command does not have.
        try refuseFile(output, as: "the output folder")
        try refuseFile(catalog, as: "the catalog folder")
        var planned = CommandSpec(invocation: SkinInvocation(command: command, roots: []), folder: output, catalog: catalog)
        planned.spec.items = [item]
        if let appearance { planned.spec = try appearance.writing(planned.spec) }
        var builder = SkinBuilder(compression: manifest.compression)
        builder.force = manifest.force
        var session = BuildSession(command: planned, builder: builder)
        (session.dryRun, session.prune) = (manifest.dryRun, manifest.prune)
        var printer = BuildSessionPrinter(console: console, json: manifest.json, what: { _ in counted(item.arts.count, "image") })
        // Its item is the skin section that draws the art (`nav-bar`): each output is named by its art instead.
        printer.jsonName = OutputFamily.ofDrawnArt
        try printer.run(session, runner: BatchRunner(), start: start)
    }
}
