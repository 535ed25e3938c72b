import ArgumentParser
import BarSkin

extension TintLookOptions {
    /// The keys `--dark` takes: the look options, without their dashes (the fill image is the light look's).
    static let darkKeys = ["style", "normal-color", "selected-color", "normal-gradient", "selected-gradient", "gloss", "edge-highlight", "item-size"]

    /// The dark look: the light settings with each `--dark KEY=VALUE` laid over them; nil without `--dark`.
    /// - Throws: a `ValidationError` naming the `--dark` value.
    func darkSettings() throws -> TintSettings? {
        guard !dark.isEmpty else { return nil }
        var overrides = TintSettings()
        for (key, value) in try DarkLookPairs.parse(dark, keys: Self.darkKeys) {
            let flag = "--dark \(key)"
            do {
                switch key {
                case "style":
                    guard let style = TintStyle(rawValue: value) else { throw ValidationError("\(flag) must be \(TintStyle.choices), not '\(value)'") }
                    overrides.style = style
                case "normal-color": overrides.normalFill = .color(try TintSettings.color(value, key: flag))
                case "selected-color": overrides.selectedFill = .color(try TintSettings.color(value, key: flag))
                case "normal-gradient":
                    let (top, bottom) = try TintSettings.gradient(value, key: flag)
                    overrides.normalFill = .gradient(top, bottom)
                case "selected-gradient":
                    let (top, bottom) = try TintSettings.gradient(value, key: flag)
                    overrides.selectedFill = .gradient(top, bottom)
                case "gloss":
                    guard value == "true" || value == "false" else { throw ValidationError("\(flag) must be true or false, not '\(value)'") }
                    overrides.gloss = value == "true"
                case "edge-highlight":
                    let number: Int = try DarkLookPairs.number(value, key: key, noun: "a whole number from 0 to 255")
                    overrides.edgeHighlight = try TintSettings.edgeHighlight(number, key: flag)
                default: overrides.itemSize = try TintSettings.itemSize(value, key: flag)
                }
            } catch let error as TintSettingError {
                throw ValidationError(error.message)
            }
        }
        return try settings().overridden(by: overrides)
    }
}
