import BarSkinCore

extension CallSiteScanner {
    /// How far after a load its nil check and fallback are looked for.
    static let probeWindow = 96

    /// Whether the `imageNamed:` whose argument starts at `location` is a probe: its result goes into a
    /// local that the code then checks for nil, with another `imageNamed:` after it to fall back to
    /// (`UIImage *tall = [UIImage imageNamed:name568h]; if (tall != nil) return tall; return [UIImage imageNamed:name];`).
    func isProbe(at location: SourceToken) -> Bool {
        guard let argument = tokens.firstIndex(where: { $0.line == location.line && $0.column == location.column }),
              argument >= 6, tokens[argument - 4].isPunctuation("["), tokens[argument - 5].isPunctuation("="),
              let local = tokens[argument - 6].identifier else { return false }
        var checked = false
        var index = argument
        let end = min(tokens.count, argument + Self.probeWindow)
        while index < end {
            let token = tokens[index]
            if token.identifier == local, index >= 2 {
                let before = tokens[index - 1], after = index + 1 < tokens.count ? tokens[index + 1] : token
                // `if (tall)`, `if (!tall)`, `tall != nil`, `tall == nil`, `tall ?:`.
                if (before.isPunctuation("(") && (tokens[index - 2].identifier == "if" || tokens[index - 2].isPunctuation("!")))
                    || before.isPunctuation("!") || after.isPunctuation("!") || after.isPunctuation("?")
                    || (after.isPunctuation("=") && index + 2 < tokens.count && tokens[index + 2].isPunctuation("=")) {
                    checked = true
                }
            } else if checked, token.identifier == "imageNamed" {
                return true
            }
            index += 1
        }
        return false
    }
}
