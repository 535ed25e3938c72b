/// The names generators give a project's colour sets, each mapped back to the set names: Xcode's
/// `ColorResource` symbols (``AssetSymbol``'s rule, which drops a final `Color` word: `AccentColor` is
/// `.accent`), SwiftGen's constants and R.swift's identifiers.
public struct ColorNames: Sendable {
    /// `ColorResource` member paths (`accent`, `Theme.ink`) to the set names generating them, sorted.
    public private(set) var symbols: [String: [String]] = [:]
    /// SwiftGen's constant for a set's last component (`brandPrimary`) to the set names.
    private var swiftGen: [String: [String]] = [:]
    /// R.swift's identifier for a set's last component to the set names.
    private var rswift: [String: [String]] = [:]

    /// The names of every set of `index`.
    public init(index: NamedSetIndex) {
        for name in index.sets.keys.sorted() {
            let path = AssetSymbol.swiftPath(forSetName: name)
            symbols[path, default: []].append(name)
            // Xcode's case after a number is not settled (`24px` → `24Px`, yet Nos's `card-3d` is `Color.card3d`): both count.
            let lowered = Self.loweredAfterDigits(path)
            if lowered != path { symbols[lowered, default: []].append(name) }
            let last = String(name.split(separator: "/").last ?? Substring(name))
            swiftGen[SwiftGenName.constant(for: last), default: []].append(name)
            rswift[RswiftName.identifier(for: last), default: []].append(name)
        }
    }

    /// `card3D` → `card3d`: a capital right after a digit lower-cased.
    static func loweredAfterDigits(_ path: String) -> String {
        var previous: Character = " "
        return String(path.map { character in
            defer { previous = character }
            return previous.isNumber && character.isUppercase ? Character(character.lowercased()) : character
        })
    }

    /// The set a symbol path names: of two sets with one symbol, Xcode gives it to the name that sorts first.
    public func setName(forSymbol path: String) -> String? {
        symbols[path]?.first
    }

    /// The sets a SwiftGen accessor (`Asset.Colors.Button.inactive`, root first, without `.color`) may name: of its
    /// constant's sets, those whose namespace folders' enums end its enum path, the longest such (`Colors/Button/inactive`,
    /// not `Colors/inactive`); every set of its constant where none does (a custom template's enums).
    public func setNames(forSwiftGenChain chain: [String]) -> [String] {
        let candidates = swiftGen[chain.last ?? ""] ?? []
        let enums = Array(chain.dropFirst().dropLast())
        let matched = candidates.map { name in
            (name, folders: name.split(separator: "/").dropLast().map { SwiftGenName.enumName(for: String($0)) })
        }.filter { enums.count >= $0.folders.count && Array(enums.suffix($0.folders.count)) == $0.folders }
        guard let longest = matched.map(\.folders.count).max() else { return candidates }
        return matched.filter { $0.folders.count == longest }.map(\.0)
    }

    /// The sets an R.swift identifier (`R.color.brand`) may name.
    public func setNames(forRswiftIdentifier identifier: String) -> [String] {
        rswift[identifier] ?? []
    }

    /// Whether `member`, written bare where a colour goes (`.foregroundStyle(.primary)`, `Color.black`,
    /// `UIColor.label`), is the system's own colour or style: Xcode leaves a set's symbol that clashes with
    /// one out of the framework extensions and keeps it only on `ColorResource`.
    public static func isSystemColor(_ member: String) -> Bool {
        systemColors.contains(member)
    }

    /// SwiftUI's `Color` and `ShapeStyle` members, UIKit's and AppKit's named colours.
    static let systemColors: Set<String> = [
        // SwiftUI Color and ShapeStyle.
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
        "teal", "white", "yellow", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "foreground",
        "background", "tint", "separator", "placeholder", "link", "fill", "selection", "windowBackground",
        // UIKit.
        "darkGray", "lightGray", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
        "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor", "lightText", "darkText",
        "groupTableViewBackground",
        // AppKit.
        "labelColor", "secondaryLabelColor", "textColor", "textBackgroundColor", "controlColor", "controlBackgroundColor",
        "controlTextColor", "windowBackgroundColor", "underPageBackgroundColor", "gridColor", "headerTextColor",
        "selectedContentBackgroundColor", "controlAccentColor", "linkColor", "separatorColor", "systemFillColor",
    ]
}
