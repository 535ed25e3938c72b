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
        from --content-insets.

        Examples:
          barskin slice Selection.png Selection@2x.png --left-cap 4 --top-cap 0 \\
            --catalog App.xcassets
          barskin slice art/Button*.png --insets 8,10,8,10 --mode stretch \\
            --catalog App.xcassets --name PrimaryButton
          barskin slice Bubble@2x.png Bubble@3x.png --insets 12,16,12,16 \\
            --ninepatch res --content-insets 8,12,8,12
        """
    )

    @Argument(help: ArgumentHelp("PNG files (all scale variants of each image).", valueName: "image"))
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

    @Flag(help: "Print JSON: {\"schemaVersion\": 2, \"images\": [...], \"removedTemporaries\": [...], \"failures\": [...]}.")
    var json = false

    @Option(help: PNGCompression.help)
    var compression: PNGCompression = .default

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var reporting: ConsoleOptions

    mutating func validate() throws {
        try validateOutputPath(catalog, flag: "--catalog")
        try validateOutputPath(ninepatch, flag: "--ninepatch")
        guard caps.isGiven else { throw ValidationError("slice needs caps: --insets TOP,LEFT,BOTTOM,RIGHT or --left-cap/--top-cap") }
        guard catalog != nil || ninepatch != nil else { throw ValidationError("slice needs --catalog and/or --ninepatch") }
        if let contentInsets, CapInsets(parsing: contentInsets) == nil {
            throw ValidationError("--content-insets must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT, not '\(contentInsets)'")
        }
        // Xcode only reads image sets inside a .xcassets folder (or a group folder within one).
        if let catalog, !catalog.split(separator: "/").contains(where: { $0.lowercased().hasSuffix(".xcassets") }) {
            throw ValidationError("--catalog must be an .xcassets folder or a folder inside one, not '\(catalog)'")
        }
        if contentInsets != nil && ninepatch == nil { throw ValidationError("--content-insets applies to --ninepatch") }
        // A leading dot would make a hidden folder that Xcode skips.
        if let name, name.isEmpty || name.contains("/") || name.hasPrefix(".") {
            throw ValidationError("--name must be a plain name without '/' or a leading '.', not '\(name)'")
        }
    }

    func run() throws {
        let console = reporting.console
        let collected = InputCollector.collect(images)
        var failures: [any LocatedError] = collected.errors
        let plan = SlicePlan(files: collected.files, decoder: decode.decoder)
        failures += plan.failures
        let groups = plan.images
        if name != nil && groups.count > 1 {
            throw ValidationError("--name names one image, but the inputs hold \(groups.count): \(groups.map(\.stem).joined(separator: ", "))")
        }
        let specification = caps.specification!
        var reports: [JSONValue] = []
        var firstInputForResource: [String: String] = [:]
        for group in groups {
            for mismatch in ScaleMismatch.find(in: group.variants) { console.report(.warning, mismatch) }
            let imageName = name ?? group.stem
            var written: [OutputRecord] = []
            do {
                if let catalog {
                    let writer = CatalogWriter(catalogPath: catalog)
                    written += try writer.write(name: imageName, variants: group.variants, caps: specification, template: intent.map { $0 == .template })
                    for file in writer.unassignedFiles(name: imageName) {
                        console.report(.warning, path: file, "not listed in the image set's Contents.json; Xcode will report an unassigned child")
                    }
                }
                if let ninepatch {
                    let resource = AndroidResourceName(making: imageName)
                    if resource.wasChanged {
                        console.report(.warning, path: group.variants[0].path, "Android resource name '\(imageName)' changed to '\(resource.value)'")
                    }
                    if let clash = SlicePlan.resourceClash(resource.value, image: group, folder: ninepatch, firstInputs: &firstInputForResource) {
                        throw clash
                    }
                    // Only when asked for: tile is UIKit's default, and a default is no choice to warn about.
                    if caps.mode == .tile {
                        console.report(.warning, path: group.variants[0].path, "Android 9-patches always stretch; --mode tile applies to the image set only")
                    }
                    // As build does: one device's files (the universal ones first), never both idioms at one density.
                    let android = NinePatchExporter.androidVariants(group.variants.map(\.fileName)).map { group.variants[$0] }
                    written += try NinePatchExporter(folder: ninepatch, runner: OperationRunner(decoder: decode.decoder, compression: compression)).write(
                        name: resource, variants: android, caps: specification,
                        contentInsets: contentInsets.flatMap(CapInsets.init(parsing:)))
                }
            } catch {
                failures.append(located(error, path: group.variants[0].path))
            }
            console.detail(files: written)
            reports.append(.object([
                ("name", .string(imageName)),
                ("inputs", .array(group.variants.map { .string($0.path) })),
                ("outputs", .array(written.map { $0.json() })),
            ]))
            if !json {
                for file in written where !file.output.hasSuffix(".xcassets/Contents.json") || file.status.wroteBytes {
                    Platform.writeToStandardOutput("\(file.output): \(file.status.rawValue)\n")
                }
            }
        }
        if json {
            printJSON([("images", .array(reports))], failures: failures, schemaVersion: OutputRecord.schemaVersion)
        }
        for failure in failures { console.report(.error, failure) }
        if !failures.isEmpty { throw ExitCode.failure }
    }
}
