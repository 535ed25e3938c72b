import BarSkin

/// The argument parser's error messages in BarSkin's style: one lowercase line
/// that says what is wrong and what to type instead.
enum UsageMessage {
    /// Argument parser's "Error: Missing x" as "missing x". Only a plain word is
    /// lowercased, so a message starting with a path keeps its case. A rejected
    /// value's list of choices goes on the same line: the parser puts six or more
    /// on lines of their own, which the one-line diagnostic would print as `\n  - text`.
    /// A suggestion reads as everywhere else: "unknown option '--jsn'; did you mean '--json'?".
    static func worded(_ text: String) -> String {
        var message = text.hasPrefix("Error: ") ? String(text.dropFirst("Error: ".count)) : text
        message = choicesOnOneLine(message)
        // The parser's "Unknown option '--jsn'. Did you mean '--json'?" in the words of every other
        // suggestion (a command, a key, a value): one fragment, "; did you mean".
        message = message.replacing(". Did you mean ", with: "; did you mean ")
        let firstWord = message.prefix { $0 != " " }
        guard firstWord.count > 1, firstWord.allSatisfy(\.isLetter), firstWord.first!.isUppercase,
              firstWord.dropFirst().allSatisfy(\.isLowercase)
        else { return message }
        return firstWord.lowercased() + message.dropFirst(firstWord.count)
    }

    /// "The value 'jsn' is invalid for '--format <format>'. Please provide one of ..."
    /// as "...; did you mean 'json'?", or "...; use one of: text, xcode, json".
    private static func choicesOnOneLine(_ message: String) -> String {
        guard message.hasPrefix("The value '"), let listStart = message.range(of: ". Please provide one of ") else { return message }
        let list = message[listStart.upperBound...]
        let choices: [String]
        if list.hasPrefix("the following:\n") {
            choices = list.split(separator: "\n").dropFirst().map { String($0.drop { $0 == " " || $0 == "-" }) }
        } else {
            // 'fast', 'default' or 'best'.
            choices = list.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        let head = String(message[..<listStart.lowerBound])
        guard !choices.isEmpty else { return message }
        let value = head.dropFirst("The value '".count).prefix { $0 != "'" }
        let fix = NameSuggestion.closest(to: String(value), among: choices).map { "did you mean '\($0)'?" }
            ?? "use one of: \(choices.joined(separator: ", "))"
        return head + "; " + fix
    }
}
