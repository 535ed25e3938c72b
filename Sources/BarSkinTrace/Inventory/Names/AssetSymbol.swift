import BarSkinCore

/// The names Xcode 15+ generates for a catalog's sets in `GeneratedAssetSymbols.swift`
/// and `GeneratedAssetSymbols.h`, reproduced for projects with no build to read them from.
///
/// Apple documents none of this: every rule is fitted to real generated files
/// (asset-names.md §1.3), so a rule no file shows is marked inferred where it is made.
public enum AssetSymbol {
    /// The Swift symbol for one set-name component, without namespace or back-quotes:
    /// `ic_chat_white_24px` → `icChatWhite24Px`, `SignupImage` → `signup`, `A1` → `A_1`, `10ru` → `_10Ru`.
    public static func symbol(for component: String) -> String {
        let text = droppingTypeWord(lowerFirstWord(joinedWords(component).text))
        return text.first?.isNumber == true ? "_" + text : text
    }

    /// Xcode drops a final Image or Color word, but never empties the name (`Image` stays `image`).
    private static func droppingTypeWord(_ text: String) -> String {
        for suffix in ["Image", "Color"] where text.hasSuffix(suffix) && text.count > suffix.count {
            return String(text.dropLast(suffix.count))
        }
        return text
    }

    /// The enum a "Provides Namespace" folder becomes: `iconPreviews` → `IconPreviews`, `GameUI` → `GameUI`.
    ///
    /// A final Image or Color word is dropped and a `_` put before a leading digit, as for symbols: CotEditor's
    /// `RegexColor` folder is `.Regex` in code that builds (the digit rule is inferred: no file shows it).
    public static func namespace(for folder: String) -> String {
        let text = droppingTypeWord(joinedWords(folder).text)
        guard let first = text.first else { return "" }
        return first.isNumber ? "_" + text : first.uppercased() + text.dropFirst()
    }

    /// The member path after `ImageResource.` for a set's full name, namespaces joined with `/`:
    /// `Icons/Foo.Bar` → `Icons.fooBar`, `Poses/A-1-1-0` → `Poses.A_1_1_0`.
    public static func swiftPath(forSetName name: String) -> String {
        let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return (components.dropLast().map(namespace(for:)) + [symbol(for: components.last ?? name)]).joined(separator: ".")
    }

    /// The `GeneratedAssetSymbols.h` constant for an image set's full name:
    /// `PMR Logo` → `ACImageNamePMRLogo`, `BlueImage` → `ACImageNameBlueImage`, `A1` → `ACImageName_A_1`.
    ///
    /// The words are the Swift symbol's before its first word is lower-cased or a suffix
    /// removed. A namespaced set's folders join as further words (`Icons/star` →
    /// `ACImageNameIconsStar`, inferred: no header with a namespace was found), and a
    /// leading digit takes the same `_` as an all-capitals run (`10ru` → `ACImageName_10Ru`, inferred).
    public static func objcConstant(forSetName name: String) -> String {
        let words = joinedWords(name)
        guard let first = words.text.first else { return "ACImageName" }
        let separator = words.startsWithUnderscore || first.isNumber ? "_" : ""
        return "ACImageName" + separator + first.uppercased() + words.text.dropFirst()
    }

    /// Whether a symbol is a Swift keyword, which the generated file back-quotes
    /// (`` static let `default` ``); call sites then read `` .`default` ``.
    public static func isSwiftKeyword(_ symbol: String) -> Bool {
        keywords.contains(symbol)
    }

    /// Keywords a `static let` name must back-quote: declaration, statement and expression keywords.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
