import BarSkinArt

/// How `appearances: [any, dark]` makes a section's dark look from its light one, where the
/// section gives no `dark:` of its own. Worked out from the classic look's colours: its nav bar
/// tint #778CA8 (value 0.66, saturation 0.29) becomes #2B2F36, the slate of a dark bar; its white
/// rows become #1C1C1C and their #E0E0E0 separators #383838, the grays of dark grouped tables;
/// the blue selection and the glow stay as they are, since they read on light and dark alike.
public enum DarkLookRule {
    /// A bar colour in the dark: its hue kept, its saturation × 0.7 and value × 0.32.
    public static func bar(_ color: Color) -> Color {
        color.multiplying(saturation: 0.7, value: 0.32)
    }

    /// A row colour in the dark: its value turned over (light becomes dark) into 0.11...1,
    /// hue and saturation kept, so white is the dark row gray and a dark border turns light.
    public static func row(_ color: Color) -> Color {
        let (hue, saturation, value) = color.hsv
        return Color(hue: hue, saturation: saturation, value: 0.11 + (1 - value) * 0.89, alpha: color.alpha)
    }

    /// The navigation bar's dark look: its tint as a bar colour (its buttons follow the tint),
    /// and its titles as ``titles(_:shadow:)`` turns them.
    public static func dark(_ look: NavigationBarLook) throws -> NavigationBarLook {
        let (title, shadow) = titles(look.titleColor, shadow: look.titleShadowColor)
        return try NavigationBarLook(height: look.height, tint: bar(look.tint), titleColor: title, titleShadowColor: shadow)
    }

    /// Titles on a dark bar: dark text embossed on a light bar (a shadow lighter than the
    /// title, below it) is turned over by the row rule into light text engraved over a dark
    /// shadow (above it), alpha kept; light text with a dark shadow (the classic look) reads
    /// on a dark bar already and is kept.
    public static func titles(_ title: Color, shadow: Color) -> (title: Color, shadow: Color) {
        guard title.luminance < 0.5 || shadow.luminance > title.luminance else { return (title, shadow) }
        return (title.luminance < 0.5 ? row(title) : title, shadow.luminance > 0.5 ? row(shadow) : shadow)
    }

    /// The tab bar's dark look: its colour as a bar colour; selection box and glow kept.
    public static func dark(_ look: TabBarLook) throws -> TabBarLook {
        try TabBarLook(height: look.height, color: bar(look.color), selection: look.selection, cornerRadius: look.cornerRadius, glow: look.glow)
    }

    /// The rows' dark look: fill, border and separator turned over; the selection kept.
    public static func dark(_ look: CellLook) throws -> CellLook {
        try CellLook(rowHeight: look.rowHeight, cornerRadius: look.cornerRadius, fill: row(look.fill), border: row(look.border),
                     separator: row(look.separator), selectedTop: look.selectedTop, selectedBottom: look.selectedBottom)
    }
}
