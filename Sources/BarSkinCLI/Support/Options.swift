import ArgumentParser
import BarSkin

extension PNGCompression: ExpressibleByArgument {
    /// `--compression`'s help, one text for every command that writes PNGs.
    static let help = ArgumentHelp(
        "How hard to compress PNGs: fast, default, or best (the smallest files BarSkin can make, never larger than default's, several times slower).")
}

/// `--max-pixels` and `--max-side`, shared by every command that decodes PNGs.
struct DecodeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Refuse images with more pixels than this (default 67108864, i.e. 8192x8192).", valueName: "count"))
    var maxPixels: Int?

    @Option(help: ArgumentHelp("Refuse images wider or taller than this (default 16384, raised with --max-pixels).", valueName: "pixels"))
    var maxSide: Int?

    mutating func validate() throws {
        if let maxPixels, maxPixels <= 0 { throw ValidationError("--max-pixels must be a positive number, not \(maxPixels)") }
        if let maxSide, maxSide <= 0 { throw ValidationError("--max-side must be a positive number, not \(maxSide)") }
    }

    /// The decoder these options describe.
    var decoder: PNGDecoder {
        var limits = DecodeLimits.default
        if let maxPixels { limits = limits.raisingPixels(to: maxPixels) }
        if let maxSide { limits.maxSide = min(maxSide, 1_000_000) }
        return PNGDecoder(limits: limits)
    }
}

/// Refuses an empty output path: joined with file names it would mean the root folder.
func validateOutputPath(_ path: String?, flag: String, naming kind: String = "folder") throws {
    if path?.isEmpty == true { throw ValidationError("\(flag) is empty: name the \(kind) to write into") }
}

/// Refuses a `--catalog` outside any `.xcassets` folder: Xcode only reads image sets inside
/// one (or a group folder within one).
func validateCatalogFolder(_ catalog: String?) throws {
    if let catalog, !catalog.split(separator: "/").contains(where: { $0.lowercased().hasSuffix(".xcassets") }) {
        throw ValidationError("--catalog must be an .xcassets folder or a folder inside one, not '\(catalog)'")
    }
}

/// `--catalog` of the batch commands (tint, glow, shadow, normalize): each image family
/// into image sets, the core's ``MaskBatch/catalog``.
struct CatalogOption: ParsableArguments {
    @Option(help: ArgumentHelp("Asset catalog to write each image family into, one image set per output (a dark look as its dark "
                               + "entries at every scale); the output folder then keeps only the manifest.", valueName: "catalog.xcassets"))
    var catalog: String?

    func validate() throws {
        try validateOutputPath(catalog, flag: "--catalog")
        try validateCatalogFolder(catalog)
    }
}

/// `--jobs`, shared by every batch command.
struct BatchOptions: ParsableArguments {
    @Option(name: [.short, .long], help: ArgumentHelp("Inputs worked on at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    mutating func validate() throws {
        if let jobs, jobs <= 0 { throw ValidationError("--jobs must be a positive number, not \(jobs)") }
    }

    /// The runner these options describe.
    var runner: BatchRunner { BatchRunner(jobs: jobs) }
}
