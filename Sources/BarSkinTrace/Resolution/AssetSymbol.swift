import BarSkinCore

/// The Swift symbol Xcode generates for a catalog image name
/// (`ic_chat_white_24px` → `icChatWhite24Px`, `App Logo` → `appLogo`).
///
/// Words split at anything not a letter or digit; each later word starts
/// upper-case, as does a letter right after a digit; the first character is lower-case.
public enum AssetSymbol {
    /// The symbol for one name component (no namespaces).
    public static func symbol(for name: String) -> String {
        var result = ""
        var startWord = false
        var previousWasDigit = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                startWord = !result.isEmpty
                previousWasDigit = false
                continue
            }
            if result.isEmpty {
                result += character.lowercased()
            } else if startWord || (previousWasDigit && character.isLetter) {
                result += character.uppercased()
            } else {
                result.append(character)
            }
            startWord = false
            previousWasDigit = character.isNumber
        }
        return result
    }
}
