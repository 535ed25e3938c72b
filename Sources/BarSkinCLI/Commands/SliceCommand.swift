import ArgumentParser
import BarSkin
import Foundation

/// `barskin slice`: attaches cap metadata to art for every scale variant, as an
/// asset catalog image set and/or Android 9-patches.
struct SliceCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice",
        abstract: "Ship stretchable art with its caps: asset catalog resizing and/or Android 9-patches.",
        discussion: """
        x.png, x@2x.png and x@3x.png are one image; every variant present is
        written with caps converted to its own pixels. --catalog writes or updates
        NAME.imageset (NAME defaults to the file stem) in the catalog, leaving other
        image sets alone. --ninepatch writes drawable-mdpi/, drawable-xhdpi/ and
        drawable-xxhdpi/ .9.png files from @1x, @2x and @3x, with content padding
        from --content-insets. An SVG or PDF is the whole image, drawn at @1x, @2x and
        @3x (--scales, --mask-size). A re-run copies only what changed, as every writing
        command does (see docs/manifests.md).

        Examples:
          barskin slice Selection.png Selection@2x.png --left-cap 4 --top-cap 0 \\
            --catalog App.xcassets
          barskin slice art/Button*.png --insets 8,10,8,10 --mode stretch \\
            --catalog App.xcassets --name PrimaryButton
          barskin slice Bubble@2x.png Bubble@3x.png --insets 12,16,12,16 \\
            --ninepatch res --content-insets 8,12,8,12
        """
    )

    @Argument(help: ArgumentHelp("PNG files (all scale variants of each image), or SVG or PDF files.", valueName: "image"))
    var images: [String]

    @OptionGroup var caps: CapOptions

    @Option(help: ArgumentHelp("Asset catalog to write the image set into.", valueName: "catalog.xcassets"))
    var catalog: String?

    @Option(help: ArgumentHelp("Image set / resource name (default: the file stem; one image only).", valueName: "name"))
    var name: String?

    @Flag(help: ArgumentHelp("Mark the image set as a template image (template-rendering-intent template), or as --original; "
                             + "with neither, an existing set keeps what it says (as set in Xcode) and a new one says nothing."))
    var intent: RenderingIntent?

    /// `template-rendering-intent`, when asked for.
    enum RenderingIntent: String, EnumerableFlag {
        case template, original
    }

    @Option(help: ArgumentHelp("Folder to write Android 9-patches into.", valueName: "outdir"))
    var ninepatch: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("9-patch content padding in points, TOP,LEFT,BOTTOM,RIGHT.", valueName: "t,l,b,r"))
    var contentInsets: String?

    @OptionGroup var manifest: ManifestOptions
    @OptionGroup var decode: DecodeOptions
    @OptionGroup(title: "Vector masks") var vectors: VectorOptions
    @OptionGroup var reporting: ConsoleOptions

    mutating func validate() throws {
        try validateOutputPath(catalog, flag: "--catalog")
        try validateOutputPath(ninepatch, flag: "--ninepatch")
        guard caps.isGiven else { throw ValidationError("slice needs caps: --insets TOP,LEFT,BOTTOM,RIGHT or --left-cap/--top-cap") }
        guard catalog != nil || ninepatch != nil else { throw ValidationError("slice needs --catalog and/or --ninepatch") }
        if let contentInsets, CapInsets(parsing: contentInsets) == nil {
            throw ValidationError("--content-insets must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT, not '\(contentInsets)'")
        }
        try validateCatalogFolder(catalog)
        if contentInsets != nil && ninepatch == nil { throw ValidationError("--content-insets applies to --ninepatch") }
        // A leading dot would make a hidden folder that Xcode skips.
        if let name, name.isEmpty || name.contains("/") || name.hasPrefix(".") {
            throw ValidationError("--name must be a plain name without '/' or a leading '.', not '\(name)'")
        }
    }

    func run() throws {
        let start = Date()
        try refuseFile(catalog, as: "the catalog")
        try refuseFile(ninepatch, as: "the 9-patch folder")
        var batch = SliceBatch(inputs: images, catalog: catalog, ninePatch: ninepatch, caps: caps.specification!,
                               contentInsets: contentInsets.flatMap(CapInsets.init(parsing:)), template: intent.map { $0 == .template },
                               tileAsked: caps.mode == .tile && ninepatch != nil, name: name)
        batch.vectors = try vectors.family()
        let planned = batch.plan()
        let items = planned.spec.items(of: SliceItem.self)
        if name != nil && items.count > 1 {
            throw UsageError("--name names one image, but the inputs hold \(items.count): \(items.map { $0.files[0].fileName.stem }.joined(separator: ", "))")
        }
        var run = CommandBuildRun(options: manifest, runner: BatchRunner(), decode: decode, console: reporting.console,
                                  command: "slice", verb: "sliced", noun: "image", output: catalog ?? ninepatch ?? ".")
        // The catalog's own Contents.json is news only when it was written.
        run.listing = { $0.file.isShared && !$0.record.status.wroteBytes ? nil : "\($0.record.output): \($0.record.status.rawValue)\n" }
        // Each image with its inputs and its own files (not the catalog's), as slice's documents always had.
        run.members = { report in
            [("images", .array(items.map { item in
                .object([("name", .string(item.name)), ("inputs", .array(item.files.map { .string($0.path) })),
                         ("outputs", .array(report.outputs.filter { $0.name == item.name && !$0.file.isShared }.map(\.json)))])
            }))]
        }
        try run.run(planned, start: start)
    }
}
