import ArgumentParser
import BarSkin

/// `--mask-size` and `--scales`: how an SVG or PDF input becomes a PNG family,
/// shared by every command that takes masks.
struct VectorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Fit each SVG or PDF input into this many points, keeping its aspect, centred (default: its own size).", valueName: "WxH"))
    var maskSize: String?

    @Option(help: ArgumentHelp("The scales each SVG or PDF input is drawn at, comma-separated (default 1,2,3).", valueName: "list"))
    var scales: String?

    func validate() throws {
        _ = try family()
    }

    /// The family these options describe.
    /// - Throws: a `ValidationError` naming the flag.
    func family() throws -> VectorFamily {
        var family = VectorFamily.default
        if let scales {
            guard let parsed = VectorFamily.scales(parsing: scales) else {
                throw ValidationError("invalid scales '\(scales)' for --scales: expected scales from 1 to 3, comma-separated, like 1,2,3")
            }
            family.scales = Array(Set(parsed)).sorted()
        }
        if let maskSize {
            guard let size = PointSize(parsing: maskSize) else {
                throw ValidationError("invalid mask size '\(maskSize)' for --mask-size: expected WIDTHxHEIGHT in points, like 30x30")
            }
            family.fit = size
        }
        return family
    }
}
