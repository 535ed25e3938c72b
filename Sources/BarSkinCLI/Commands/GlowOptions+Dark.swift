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
        for given in dark {
            guard let equals = given.firstIndex(of: "=") else {
                throw ValidationError("--dark takes KEY=VALUE, not '\(given.escapingControlCharacters)'")
            }
            let key = String(given[..<equals]), value = String(given[given.index(after: equals)...])
            func number() throws -> Double {
                guard let number = Double(value) else { throw ValidationError("--dark \(key) must be a number, not '\(value.escapingControlCharacters)'") }
                return number
            }
            switch key {
            case "color": darkLook.color = value
            case "blur": darkLook.blur = try number()
            case "opacity": darkLook.opacity = try number()
            case "spread": darkLook.spread = try number()
            case "offset": darkLook.offset = value
            default:
                throw ValidationError("unknown key '\(key.escapingControlCharacters)' for --dark; expected one of: \(Self.darkKeys.joined(separator: ", "))")
            }
        }
        do { return try darkLook.operation(preset: preset, limits: decode.decoder.limits) } catch let error as ValidationError {
            // The look's messages name the light flag; the value came from --dark.
            throw ValidationError("in --dark: \(error.message)")
        }
    }
}
