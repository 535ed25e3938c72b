/// The identifiers SwiftGen's `xcassets` templates give a catalog's sets and
/// namespaces (`Asset.Icons.icLogin`), by StencilSwiftKit's string filters.
///
/// Unlike Xcode's symbols, nothing is dropped (`heroImage` stays) and an all-capitals
/// name is only title-cased (`1979FF` → `_1979Ff`), so the two generators disagree.
public enum SwiftGenName {
    /// A set's constant, `swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords`,
    /// returned without the back-quotes: `ic_login` → `icLogin`, `007AFF&A7CCF5` → `_007AffA7Ccf5`.
    public static func constant(for component: String) -> String {
        lowerFirstWord(pretty(component))
    }

    /// A namespace's enum, `swiftIdentifier:"pretty"`: `24Vision` → `_24Vision`, `some$URL` → `SomeURL`.
    public static func enumName(for folder: String) -> String {
        pretty(folder)
    }

    /// `swiftIdentifier:"pretty"`: the plain identifier, snake case to camel case with its
    /// leading underscores stripped, then a `_` again if it cannot start an identifier.
    static func pretty(_ name: String) -> String {
        underscoredIfNeeded(snakeToCamelCase(identifier(name)))
    }

    /// `swiftIdentifier`: each run of identifier characters with its first character
    /// upper-cased, the runs joined by `_` (one per character dropped, so `&&` gives `__`).
    static func identifier(_ name: String) -> String {
        let parts = name.unicodeScalars.split(omittingEmptySubsequences: false) { !isIdentifierTail($0) }
        return underscoredIfNeeded(parts.map { upperFirst(String($0)) }.joined(separator: "_"))
    }

    /// `snakeToCamelCase` with `stripLeading`: words at `_`, each with its first character
    /// upper-cased; a name with no ASCII lower-case letter is first split where a digit meets
    /// a capital and each word then title-cased (`_1979FF` → `1979` `FF` → `1979Ff`).
    static func snakeToCamelCase(_ text: String) -> String {
        guard !text.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) else {
            return text.split(separator: "_", omittingEmptySubsequences: false).map { upperFirst(String($0)) }.joined()
        }
        var split = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous, previous.properties.generalCategory == .decimalNumber, ("A"..."Z").contains(scalar) { split += "_" }
            split.unicodeScalars.append(scalar)
            previous = scalar
        }
        return split.split(separator: "_", omittingEmptySubsequences: false).map { titleCased(String($0)) }.joined()
    }

    /// `lowerFirstWord`: a leading capital, or a leading run of capitals but the last when a
    /// lower-case letter follows it (`URLChooser` → `urlChooser`; `URL` → `url`).
    static func lowerFirstWord(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var end = scalars.prefix { $0.properties.isUppercase }.count
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        return String(String.UnicodeScalarView(scalars[..<end])).lowercased() + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// Foundation's `capitalized`, as CoreFoundation does it: a cased letter after
    /// another is lower-cased, any other is upper-cased.
    private static func titleCased(_ word: String) -> String {
        var result = ""
        var afterCased = false
        for character in word {
            result += afterCased ? character.lowercased() : character.uppercased()
            afterCased = character.isCased
        }
        return result
    }

    private static func upperFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    private static func underscoredIfNeeded(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return "" }
        return first == "_" || first.properties.isXIDStart ? text : "_" + text
    }

    /// Characters an identifier may continue with. Unicode's XID set stands in for the
    /// Swift book's ranges StencilSwiftKit lists, which it matches for every name seen in practice.
    private static func isIdentifierTail(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDContinue
    }
}
