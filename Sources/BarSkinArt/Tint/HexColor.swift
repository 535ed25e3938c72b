import BarSkinCore

extension RGBA8 {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case) with
    /// ``Color/init(hex:)``'s rules; nil for anything else, so callers can name
    /// the flag in their message.
    public init?(hex text: String) {
        guard let color = try? Color(hex: text.hasPrefix("#") ? text : "#" + text) else { return nil }
        self = color.rgba8
    }
}
