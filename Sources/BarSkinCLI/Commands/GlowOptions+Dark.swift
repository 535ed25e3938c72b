import ArgumentParser
import BarSkin

extension GlowCommandOptions {
    /// The dark look's operation: the light look's values with each `--dark KEY=VALUE` read over
    /// them through the core's glow look table, over `preset`; nil without `--dark`.
    /// - Throws: a `ValidationError` naming the `--dark` value.
    func darkOperation(preset: GlowOperation) throws -> GlowOperation? {
        guard !dark.isEmpty else { return nil }
        let values = try DarkLookPairs.read(dark, GlowLookValues.lookTable, over: try look.values())
        do { return try look.operation(values, preset: preset, limits: decode.decoder.limits) } catch let error as ValidationError {
            // The look's messages name the light flag; the value came from --dark.
            throw ValidationError("in --dark: \(error.message)")
        }
    }
}
