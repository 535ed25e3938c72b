import ArgumentParser
import BarSkin

extension GlowCommandOptions {
    /// The keys `--dark` takes: the look options with a value, without their dashes.
    static let darkKeys = ["color", "blur", "opacity", "spread", "offset"]

    /// The dark look's operation: the light look's flags with each `--dark KEY=VALUE` laid over
    /// them, over `preset`; nil without `--dark`.
    /// - Throws: a `ValidationError` naming the `--dark` value.
    func darkOperation(preset: GlowOperation) throws -> GlowOperation? {
        guard !dark.isEmpty else { return nil }
        var darkLook = look
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            switch key {
            case "color": darkLook.color = value
            case "blur": darkLook.blur = try DarkLookPairs.number(value, key: key)
            case "opacity": darkLook.opacity = try DarkLookPairs.number(value, key: key)
            case "spread": darkLook.spread = try DarkLookPairs.number(value, key: key)
            default: darkLook.offset = value
            }
        }
        do { return try darkLook.operation(preset: preset, limits: decode.decoder.limits) } catch let error as ValidationError {
            // The look's messages name the light flag; the value came from --dark.
            throw ValidationError("in --dark: \(error.message)")
        }
    }
}
