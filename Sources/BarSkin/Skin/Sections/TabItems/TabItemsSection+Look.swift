import BarSkinArt
import BarSkinCore

extension TabItemsSection {
    /// The look keys of one mapping as settings, plus where `selected-fill` was
    /// written (its path is resolved by the caller once the item's name is known).
    static func look(_ fields: SkinMapping) throws(SkinError) -> (TintSettings, (text: String, line: Int, column: Int)?) {
        let path = fields.path
        var settings = TintSettings()
        if let (text, line, column) = try fields.string("style") {
            guard let style = TintStyle(rawValue: text) else {
                throw .invalidValue(path: path, line: line, column: column, detail: "'style' must be \(TintStyle.choices), not '\(text.excerpt)'")
            }
            settings.style = style
        }
        if let (text, line, column) = try fields.string("mask-mode") {
            guard let mode = MaskMode(rawValue: text) else {
                throw .invalidValue(path: path, line: line, column: column, detail: "'mask-mode' must be \(MaskMode.choices), not '\(text.excerpt)'")
            }
            settings.maskMode = mode
        }
        settings.gloss = try fields.bool("gloss")
        let normalColor = try fields.string("normal-color"), normalGradient = try fields.string("normal-gradient")
        let selectedColor = try fields.string("selected-color"), selectedGradient = try fields.string("selected-gradient")
        let selectedFill = try fields.file("selected-fill"), itemSize = try fields.string("item-size")
        let edge = try fields.int("edge-highlight", maximum: 255)
        // The same parsers and messages as the `barskin tint` flags, placed at the value.
        func parsed<T>(_ value: (text: String, line: Int, column: Int)?, _ parse: (String) throws(TintSettingError) -> T) throws(SkinError) -> T? {
            guard let value else { return nil }
            do { return try parse(value.text) } catch {
                throw .invalidValue(path: path, line: value.line, column: value.column, detail: error.message)
            }
        }
        let normal: [(key: String, fill: TintSettings.NormalFill?)] = [
            ("normal-color", try parsed(normalColor) { text throws(TintSettingError) in .color(try TintSettings.color(text, key: "normal-color")) }),
            ("normal-gradient", try parsed(normalGradient) { text throws(TintSettingError) in
                let (top, bottom) = try TintSettings.gradient(text, key: "normal-gradient")
                return .gradient(top, bottom)
            }),
        ]
        let selected: [(key: String, fill: TintSettings.SelectedFill?)] = [
            ("selected-color", try parsed(selectedColor) { text throws(TintSettingError) in .color(try TintSettings.color(text, key: "selected-color")) }),
            ("selected-gradient", try parsed(selectedGradient) { text throws(TintSettingError) in
                let (top, bottom) = try TintSettings.gradient(text, key: "selected-gradient")
                return .gradient(top, bottom)
            }),
            ("selected-fill", selectedFill.map { .image(path: $0.text) }),
        ]
        // Two fills of one state clash; the message sits at the later one.
        settings.normalFill = try single(normal, at: normalGradient, path: path)
        settings.selectedFill = try single(selected, at: [selectedColor, selectedGradient, selectedFill].compactMap { $0 }.dropFirst().first, path: path)
        settings.itemSize = try parsed(itemSize) { text throws(TintSettingError) in try TintSettings.itemSize(text, key: "item-size") }
        if let edge, let value = fields.values["edge-highlight"] {
            do { settings.edgeHighlight = try TintSettings.edgeHighlight(edge, key: "edge-highlight") } catch {
                throw .invalidValue(path: path, line: value.line, column: value.column, detail: error.message)
            }
        }
        return (settings, selectedFill)
    }

    private static func single<Fill>(_ given: [(key: String, fill: Fill?)], at value: (text: String, line: Int, column: Int)?, path: String) throws(SkinError) -> Fill? {
        do { return try TintSettings.single(given) } catch {
            throw .invalidValue(path: path, line: value?.line ?? 1, column: value?.column ?? 1, detail: error.message)
        }
    }
}
