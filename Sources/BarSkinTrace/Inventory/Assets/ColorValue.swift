import Foundation

/// One colour of a colour set as its Contents.json gives it: components in 0...1 and the colour space, or the
/// system colour it refers to. Xcode writes components three ways, all read here: floats (`"0.502"`), 8-bit
/// integers (`"128"`) and 8-bit hex (`"0x80"`); a gray colour has `white` in place of red, green and blue.
public struct ColorValue: Sendable, Hashable {
    /// `srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22`, `extended-gray`, … as written; `srgb` where unsaid.
    public var colorSpace: String
    /// Red, green, blue and alpha in 0...1 (gray's white repeated), clamped; nil for a system colour.
    public var components: [Double]?
    /// The system colour it names instead (`systemRedColor`), if any.
    public var systemReference: String?

    /// The colour of a Contents.json `color` object; nil when it has neither components nor a reference.
    init?(_ color: [String: Any]) {
        colorSpace = color["color-space"] as? String ?? "srgb"
        if let reference = color["reference"] as? String {
            systemReference = reference
            return
        }
        guard let written = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? { (written[key] as? String).flatMap(Self.component) ?? (written[key] as? Double) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") {
            components = [white, white, white, alpha]
        } else if let red = value("red"), let green = value("green"), let blue = value("blue") {
            components = [red, green, blue, alpha]
        } else {
            return nil
        }
    }

    /// A component as written: `0x`-prefixed hex and plain integers are 8-bit (0...255), a number with a point a
    /// fraction (0...1); clamped to 0...1 (an extended range colour's own values show as the nearest swatch).
    static func component(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value: Double
        if trimmed.lowercased().hasPrefix("0x"), let integer = Int(trimmed.dropFirst(2), radix: 16) {
            value = Double(integer) / 255
        } else if !trimmed.contains("."), !trimmed.lowercased().contains("e"), let integer = Int(trimmed) {
            value = Double(integer) / 255
        } else if let fraction = Double(trimmed) {
            value = fraction
        } else {
            return nil
        }
        return min(max(value, 0), 1)
    }

    /// `#RRGGBB` (with `AA` where not opaque), for a swatch; nil for a system colour.
    public var hex: String? {
        guard let components else { return nil }
        let bytes = components.map { Int(($0 * 255).rounded()) }
        let digits = (bytes[3] == 255 ? bytes.prefix(3) : bytes[...]).map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }.joined()
        return "#" + digits
    }
}
