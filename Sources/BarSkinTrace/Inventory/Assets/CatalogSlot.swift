import Foundation

/// One entry of a set's Contents.json list (`images`, `symbols`, `layers`, `colors`): the values
/// trace reads, each nil when missing or not a string, and whether the keys that
/// disqualify a slot are there at all.
struct CatalogSlot: Decodable, Equatable {
    private enum Key: String, CodingKey { case idiom, scale, filename, appearances, locale, languageDirection = "language-direction" }

    /// `universal`, `iphone`, ... as written.
    var idiom: String?
    /// `1x`, `2x`, `3x` or anything else written.
    var scale: String?
    /// Whether the entry has a `scale` key, whatever its value.
    var hasScale = false
    /// The file that fills the slot.
    var filename: String?
    /// Whether the entry has an `appearances` key (a dark or high-contrast variant).
    var hasAppearances = false
    /// The appearances it is for, as a finding names them: `dark`, `high-contrast`, `dark high-contrast`,
    /// `light`; nil when it has none or they are not a list of `appearance`/`value` pairs.
    var appearance: String?
    /// The `locale` a localized set's entry is for (`ar`, `de`); nil for every locale.
    var locale: String?
    /// `left-to-right` or `right-to-left` for an entry of a set with directions; nil for both.
    var languageDirection: String?

    /// `dark`, `high-contrast`, ... from an `appearances` list.
    private static func appearanceName(_ pairs: [[String: String]]) -> String? {
        let names = pairs.compactMap { pair -> String? in
            guard let kind = pair["appearance"], let value = pair["value"] else { return nil }
            return kind == "contrast" ? value + "-contrast" : value
        }
        return names.count == pairs.count && !names.isEmpty ? names.joined(separator: " ") : nil
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        idiom = try? container.decode(String.self, forKey: .idiom)
        scale = try? container.decode(String.self, forKey: .scale)
        filename = try? container.decode(String.self, forKey: .filename)
        hasScale = container.contains(.scale)
        hasAppearances = container.contains(.appearances)
        appearance = (try? container.decode([[String: String]].self, forKey: .appearances)).flatMap(Self.appearanceName)
        locale = try? container.decode(String.self, forKey: .locale)
        languageDirection = try? container.decode(String.self, forKey: .languageDirection)
    }

    /// The slot in an entry Foundation's JSON parser returned.
    init(_ entry: [String: Any]) {
        idiom = entry["idiom"] as? String
        scale = entry["scale"] as? String
        filename = entry["filename"] as? String
        hasScale = entry["scale"] != nil
        hasAppearances = entry["appearances"] != nil
        appearance = (entry["appearances"] as? [[String: String]]).flatMap(Self.appearanceName)
        locale = entry["locale"] as? String
        languageDirection = entry["language-direction"] as? String
    }

    /// The variant an entry is beside the plain one, as a finding names it (`dark appearance`, `locale 'ar'`,
    /// `right-to-left direction`, several joined by commas); nil for the plain entry.
    var variantName: String? {
        let parts = [appearance.map { "\($0) appearance" } ?? (hasAppearances ? "other appearance" : nil),
                     locale.map { "locale '\($0)'" }, languageDirection.map { "\($0) direction" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The lists of a Contents.json, decoded into slots and nothing else: Foundation's JSON
    /// objects take some thirty times the file's size, and a hostile file lists 200,000 images.
    struct Lists: Decodable {
        private enum Key: String, CodingKey, CaseIterable { case images, symbols, layers, colors }

        /// Each list that is an array, by key; an entry that is not an object is nil.
        var lists: [String: [CatalogSlot?]] = [:]

        /// One entry: a slot, or nil for anything but an object.
        private struct Entry: Decodable {
            let slot: CatalogSlot?
            init(from decoder: any Decoder) throws { slot = try? CatalogSlot(from: decoder) }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            for key in Key.allCases {
                if let entries = try? container.decode([Entry].self, forKey: key) { lists[key.rawValue] = entries.map(\.slot) }
            }
        }
    }
}
