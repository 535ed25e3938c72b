import BarSkinArt
import BarSkinCore

/// Keeps a skin error on one readable line whatever the file holds: values
/// are quoted into messages as written, and a value may hold a newline, a
/// terminal escape or a megabyte of text.
enum SkinMessageText {
    /// The longest run without spaces shown whole; our own wording never comes near it.
    static let longestWord = 60

    /// `message` with control characters escaped (`\n`, `\t`, `\u{1B}`) and
    /// every overlong word cut to its start, keeping a closing quote.
    static func readable(_ message: String) -> String {
        var escaped = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.isReportControl:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped.split(separator: " ", omittingEmptySubsequences: false).map { word in
            guard word.count > longestWord + 4 else { return String(word) }
            let opensQuote = word.first == "'", closing = word.last.map { "',:;)".contains($0) } == true ? String(word.last!) : ""
            return String(word.prefix(longestWord + (opensQuote ? 1 : 0))) + "..." + closing
        }.joined(separator: " ")
    }
}
