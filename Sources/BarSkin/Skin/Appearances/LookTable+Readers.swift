import BarSkinArt
import BarSkinCore

// How each kind of look value reads, with the messages a skin has always given; the key's
// name in them is the caller's (`'height'` in a skin).
extension LookTable.Key {
    /// A whole number from 0 to `maximum`.
    static func wholeNumber(_ name: String, maximum: Int, _ field: WritableKeyPath<Values, Int>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let value = Int(text), value <= maximum else {
                throw LookValueError(key: name, message: "\(named) must be a whole number from 0 to \(maximum), not '\(text.excerpt)'")
            }
            values[keyPath: field] = value
        }
    }

    /// A finite number of `unit`.
    static func number(_ name: String, unit: String, _ field: WritableKeyPath<Values, Double>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard let value = Double(text), value.isFinite else {
                throw LookValueError(key: name, message: "\(named) must be a number of \(unit), not '\(text.excerpt)'")
            }
            values[keyPath: field] = value
        }
    }

    /// A colour, `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ name: String, _ field: WritableKeyPath<Values, Color>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in values[keyPath: field] = try parsedColor(text, key: name, named: named) }
    }

    /// A colour whose absence means one derived from the look's others.
    static func color(_ name: String, _ field: WritableKeyPath<Values, Color?>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in values[keyPath: field] = try parsedColor(text, key: name, named: named) }
    }

    /// A colour, or `true`/`false`, which say whether the art is drawn at all (the item's
    /// business, not the look's) and leave the colour as it is.
    static func colorOrSwitch(_ name: String, _ field: WritableKeyPath<Values, Color>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard text != "true" && text != "false" else { return }
            values[keyPath: field] = try parsedColor(text, key: name, named: named)
        }
    }

    private static func parsedColor(_ text: String, key: String, named: String) throws(LookValueError) -> Color {
        do { return Color(try TintSettings.color(text, key: named)) } catch { throw LookValueError(key: key, message: error.message) }
    }
}
