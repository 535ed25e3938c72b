import BarSkinCore

/// Where a string literal says it is something other than an image's name: a
/// dictionary key (`data["link"]`, `["code": code]`, `objectForKey:@"comment"`),
/// a localization key (`NSLocalizedString(@"commit", nil)`), a URL's path
/// component or query item, an SF Symbol's name. Such a literal is no evidence that an image is loaded.
///
/// A compared word (`[type isEqualToString:@"PushEvent"]`) and an enum's raw value
/// stay evidence: they are how apps spell the values of the names they build
/// (`[UIImage imageNamed:[NSString stringWithFormat:@"%@.png", event.type]]`).
struct LiteralContext {
    let tokens: [SourceToken]

    /// Calls whose first argument is a key, a path or a localizable text.
    static let nonNameCalls: Set<String> = [
        "NSLocalizedString", "NSLocalizedStringFromTable", "LocalizedStringKey", "appendingPathComponent",
        "appendPathComponent", "objectForKey", "valueForKey", "valueForKeyPath", "setValue", "setObject", "removeObjectForKey",
        // `hasher.combine("login")`: what a hash is made of names nothing.
        "combine",
    ]

    /// Whether the literal at `index` is used as something other than a name.
    func isOtherThanAName(at index: Int) -> Bool {
        let before = index > 0 ? tokens[index - 1] : nil
        let after = index + 1 < tokens.count ? tokens[index + 1] : nil
        // A key: a subscript (`data["link"]`), a dictionary literal's key (`["code": c]`, `@{@"k": v}`).
        if let before, before.isPunctuation("["), index > 1, tokens[index - 2].identifier != nil || tokens[index - 2].isClosing,
           after?.isPunctuation("]") == true { return true }
        if let before, before.isPunctuation("[") || before.isPunctuation(",") || before.isPunctuation("{"),
           after?.isPunctuation(":") == true, !isInTernary(before: index) { return true }
        // The first argument of a call that takes a key or text (`NSLocalizedString(@"x"`, `objectForKey:@"x"`,
        // `URLQueryItem(name: "code"`).
        if let before, before.isPunctuation("(") || before.isPunctuation(":"), index > 1, let word = tokens[index - 2].identifier {
            if Self.nonNameCalls.contains(word) || word.hasSuffix("ForKey") || word == "forKey" { return true }
            // An SF Symbol's name (`UIImage(systemName: "\(n).circle")`): the system's, not the bundle's.
            if word == "systemName" || word == "systemSymbolName" { return true }
            if word == "name", index > 3, tokens[index - 4].identifier == "URLQueryItem" { return true }
        }
        return false
    }

    /// Whether a `?` opens a ternary before the literal on its line (`flag ? "a" : "b"` gives values, not keys).
    private func isInTernary(before index: Int) -> Bool {
        var position = index - 1
        while position >= 0, position >= index - 16, tokens[position].line == tokens[index].line {
            if tokens[position].isPunctuation("?") { return true }
            if tokens[position].isPunctuation("[") || tokens[position].isPunctuation("{") { return false }
            position -= 1
        }
        return false
    }
}
