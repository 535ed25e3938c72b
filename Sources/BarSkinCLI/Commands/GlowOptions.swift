import ArgumentParser
import BarSkin

/// The look flags of `barskin glow` and `barskin shadow`, in points; flags left
/// out take the command's preset (``GlowOperation/glow``, ``GlowOperation/shadow``).
struct GlowLookOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour: #RGB, #RRGGBB or #RRGGBBAA (its alpha multiplies --opacity).", valueName: "color"))
    var color: String?

    // Unconditional, so that -2 reaches the range check instead of reading as a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Blur in points, 0 or more: a Gaussian of sigma blur/2, times the file's scale.", valueName: "points"))
    var blur: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Strength where the mask is opaque, from 0 to 1.", valueName: "0-1"))
    var opacity: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Grow the mask by this many points before blurring (0 or more).", valueName: "points"))
    var spread: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Move the glow by X,Y points: x right, y down as in UIKit (negative and fractional allowed).", valueName: "x,y"))
    var offset: String?

    @Flag(help: "Inner shadow: the shadow of the outline, kept only inside the shape.")
    var inner = false

    @Flag(help: "Draw the shape itself over its glow (under an inner shadow).")
    var withShape = false

    @Flag(help: "Keep the mask's size instead of growing the canvas so nothing is clipped.")
    var keepSize = false

    /// The look these flags give: the core's values, nil where the preset decides.
    /// - Throws: a `ValidationError` naming the flag whose value does not read.
    func values() throws -> GlowLookValues {
        var values = GlowLookValues()
        (values.blur, values.opacity, values.spread) = (blur, opacity, spread)
        return try LookFlags.read([("color", color), ("offset", offset)], GlowLookValues.lookTable, over: values)
    }

    /// The operation `values` describe over `preset`, for images within `limits`, with these flags' switches.
    /// - Throws: a `ValidationError` naming the flag.
    func operation(_ values: GlowLookValues, preset: GlowOperation, limits: DecodeLimits) throws -> GlowOperation {
        do { return try values.operation(preset: preset, inner: inner, withShape: withShape, keepSize: keepSize, limits: limits) } catch let error as GlowError {
            throw ValidationError(Self.worded(error))
        }
    }

    /// The operation these flags describe over `preset`, for images within `limits`.
    /// - Throws: a `ValidationError` naming the flag.
    func operation(preset: GlowOperation, limits: DecodeLimits) throws -> GlowOperation {
        try operation(try values(), preset: preset, limits: limits)
    }

    /// The core's message with the flag that set the value.
    static func worded(_ error: GlowError) -> String {
        switch error {
        case .notFinite(let parameter, let value):
            let flag = switch parameter {
            case .blur: "--blur"
            case .spread: "--spread"
            case .opacity: "--opacity"
            case .horizontalOffset: "--offset's x"
            case .verticalOffset: "--offset's y"
            }
            return "\(flag) must be a finite number, not \(value)"
        case .negativeBlur, .negativeSpread, .opacityOutOfRange:
            // The core's message starts with the parameter, which is the flag's name.
            return "--" + error.message
        case .reachTooLarge(let margin, let scale, let maxSide):
            return "--blur, --spread and --offset reach \(margin) px beyond the mask at @\(scale)x, "
                + "more than an image of at most \(maxSide) px a side can hold"
        case .canvasTooLarge, .inputCount:
            return error.message
        }
    }
}

/// Every flag of `barskin glow` and `barskin shadow`, and their one way of running.
struct GlowCommandOptions: ParsableArguments {
    @OptionGroup var targets: BatchTargets
    @OptionGroup(title: "Look") var look: GlowLookOptions
    @OptionGroup var catalog: CatalogOption
    @OptionGroup var manifest: ManifestOptions
    @OptionGroup var sheet: SheetOption
    @OptionGroup var decode: DecodeOptions
    @OptionGroup(title: "Vector masks") var vectors: VectorOptions
    @OptionGroup var batch: BatchOptions

    /// Checks the look over `preset` before any file is read.
    /// - Throws: a `ValidationError` naming the flag.
    func validate(preset: GlowOperation, command: String) throws {
        _ = try look.operation(preset: preset, limits: decode.decoder.limits)
        _ = try darkOperation(preset: preset)
        if suffix.contains("/") { throw ValidationError("--suffix must not contain '/', not '\(suffix)'") }
        _ = try targets.outputIsFile(command: command, outputsPerMask: dark.isEmpty ? 1 : 2)
    }

    // Unconditional, so that `--suffix -glow` reads as the suffix rather than as a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp("Added to each output's stem (chat@2x.png gives chat-glow@2x.png), so glows and shadows can share a folder.", valueName: "suffix"))
    var suffix: String = ""

    @Option(name: .customLong("dark"), help: DarkLookPairs.help(example: "color=#FFFFFF", writes: "Writes STEM-dark.png beside each output, or with --catalog each set's dark entries."))
    var dark: [String] = []

    /// Draws the glow of every input into the output folder, each named after its mask.
    func run(_ command: String, preset: GlowOperation, verb: String, console: Console) throws {
        let operation = try look.operation(preset: preset, limits: decode.decoder.limits)
        try MaskCommandRun(inputs: targets.inputs, output: targets.output, options: manifest, batch: batch, decode: decode, vectors: vectors, console: console,
                           verb: verb, noun: "mask", sheet: sheet.sheet, catalog: catalog.catalog)
            .run(command, operation: operation, naming: .keepingName(kind: command, suffix: suffix),
                 otherLooks: try darkOperation(preset: preset).map { [(.dark, $0)] } ?? [])
    }
}
