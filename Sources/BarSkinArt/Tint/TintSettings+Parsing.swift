import BarSkinCore

/// A tint setting that does not parse, with its message naming the key or flag.
public struct TintSettingError: Error, Sendable, Equatable {
    /// The lowercase message, such as `invalid colour '#12' for --normal-color: ...`.
    public var message: String
}

extension TintSettings {
    /// Parses a colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `key` names the flag or key in the message.
    public static func color(_ text: String, key: String) throws(TintSettingError) -> RGBA8 {
        guard let color = RGBA8(hex: text) else {
            throw TintSettingError(message: "invalid colour '\(text.excerpt)' for \(key): expected #RGB, #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// Parses a vertical gradient, `TOP,BOTTOM`.
    public static func gradient(_ text: String, key: String) throws(TintSettingError) -> (RGBA8, RGBA8) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw TintSettingError(message: "invalid gradient '\(text.excerpt)' for \(key): expected TOP,BOTTOM, two colours like #BBBBBB,#555555")
        }
        return (try color(parts[0], key: key), try color(parts[1], key: key))
    }

    /// Parses an item size in points, `WxH`, 1 to 512 each.
    public static func itemSize(_ text: String, key: String) throws(TintSettingError) -> PointSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...512).contains(width), (1...512).contains(height) else {
            throw TintSettingError(message: "invalid item size '\(text.excerpt)' for \(key): expected WIDTHxHEIGHT in points, 1 to 512 each, like 30x30")
        }
        return PointSize(width: width, height: height)
    }

    /// Checks an edge highlight value.
    public static func edgeHighlight(_ value: Int, key: String) throws(TintSettingError) -> Int {
        guard (0...255).contains(value) else { throw TintSettingError(message: "\(key) must be 0 to 255, not \(value)") }
        return value
    }

    /// The one fill among `given` (key and fill pairs whose text was present), or
    /// nil; two or more is an error naming them, as `A and B cannot be used together`.
    public static func single<Fill>(_ given: [(key: String, fill: Fill?)]) throws(TintSettingError) -> Fill? {
        let present = given.filter { $0.fill != nil }
        if present.count > 1 {
            throw TintSettingError(message: "\(present.map(\.key).joined(separator: " and ")) cannot be used together")
        }
        return present.first?.fill
    }
}
