import BarSkinArt
import BarSkinCore

extension BackgroundsSection {
    /// The caps keys of one UIKit call each: a look giving one call's keys drops the other's.
    private static let insetsKeys = ["insets"], legacyKeys = ["left-cap", "top-cap"]

    /// The background's `dark:`, `high-contrast:` and `dark-high-contrast:` looks, in Xcode's
    /// order: each its own `image:` (`dark-high-contrast:` may take `dark:`'s), with the caps,
    /// mode and content insets it leaves out taken from the light look (`dark:`'s first).
    /// - Throws: ``SkinError`` at a key that is not a look key, or a look with no image.
    static func looks(_ fields: SkinMapping, name: String, context: SkinReadContext) throws(SkinError) -> [SkinAppearanceLook<SkinBackground.Look>] {
        var looks: [SkinAppearanceLook<SkinBackground.Look>] = [], merged: [Appearance: SkinMapping] = [:]
        for own in try fields.appearanceMappings(lookKeys: lookKeys) {
            let dark = own.appearance == .darkHighContrast ? merged[.dark] : nil
            // Only `dark:`'s image carries over: a look of the light art itself is no look of its own.
            var keys = lookKeys.filter { $0 != "image" || dark != nil }
            // The caps are one UIKit call: a look naming the other call's keys replaces the light look's.
            if own.fields.values.keys.contains(where: insetsKeys.contains) { keys.removeAll(where: legacyKeys.contains) }
            if own.fields.values.keys.contains(where: legacyKeys.contains) { keys.removeAll { insetsKeys.contains($0) || $0 == "mode" } }
            let look = own.fields.laid(over: dark ?? fields, keys: keys)
            merged[own.appearance] = look
            let image = try look.requiredFile("image")
            let input = SkinInput(path: SkinPath(text: image.text, line: image.line, column: image.column, skinPath: context.path), role: .background,
                                  noun: "\(own.appearance.rawValue) background art", outputName: name)
            looks.append(SkinAppearanceLook(own.appearance, SkinBackground.Look(
                image: input, caps: try caps(look), contentInsets: try contentInsets(look), tileLocation: try tileLocation(look),
                location: SkinPosition(line: own.line, column: own.column))))
        }
        return looks
    }
}
