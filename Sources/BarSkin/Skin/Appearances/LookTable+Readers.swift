import BarSkinArt
import BarSkinCore

// How each kind of look value reads, with the messages a skin has always given; the key's
// name in them is the caller's (`'height'` in a skin).
extension LookTable.Key {
    /// A whole number from 0 to `maximum`.
    static func wholeNumber(_ name: String, maximum: Int, _ field: WritableKeyPath<Values, Int>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in values[keyPath: field] = try wholeNumber(text, key: name, named: named, maximum: maximum) }
    }

    /// A whole number from 0 to `maximum`, whose absence leaves the look beneath's.
    static func wholeNumber(_ name: String, maximum: Int, _ field: WritableKeyPath<Values, Int?>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in values[keyPath: field] = try wholeNumber(text, key: name, named: named, maximum: maximum) }
    }

    private static func wholeNumber(_ text: String, key: String, named: String, maximum: Int) throws(LookValueError) -> Int {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let value = Int(text), value <= maximum else {
            throw LookValueError(key: key, message: "\(named) must be a whole number from 0 to \(maximum), not '\(text.excerpt)'")
        }
        return value
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

extension LookTable.Key {
    /// One of `Choice`'s cases, by its raw value.
    static func choice<Choice: CaseIterable & RawRepresentable>(_ name: String, _ field: WritableKeyPath<Values, Choice?>) -> Self
    where Choice.RawValue == String {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard let choice = Choice(rawValue: text) else {
                throw LookValueError(key: name, message: "\(named) must be \(Choice.choices), not '\(text.excerpt)'")
            }
            values[keyPath: field] = choice
        }
    }

    /// `true` or `false`.
    static func bool(_ name: String, _ field: WritableKeyPath<Values, Bool?>) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            guard text == "true" || text == "false" else { throw LookValueError(key: name, message: "\(named) must be true or false, not '\(text.excerpt)'") }
            values[keyPath: field] = text == "true"
        }
    }

    /// A value one of tint's parsers reads (`TintSettings.color`, `gradient`, `itemSize`),
    /// whose messages name the key as given.
    static func tint<Value>(_ name: String, _ field: WritableKeyPath<Values, Value?>,
                            _ parse: @escaping (String, String) throws(TintSettingError) -> Value) -> Self {
        Self(name: name) { text, named, values throws(LookValueError) in
            do throws(TintSettingError) { values[keyPath: field] = try parse(text, named) } catch { throw LookValueError(key: name, message: error.message) }
        }
    }
}
