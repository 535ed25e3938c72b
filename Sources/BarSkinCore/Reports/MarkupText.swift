import Foundation

/// Text made safe for the two report formats that are not JSON: an HTML page and
/// GitHub Actions workflow commands. One rule each, shared by every report.
public enum MarkupText {
    /// `text` with `&`, `<`, `>` and `"` as character references, so a file named
    /// `<script>.png` shows as text in an element or an attribute value, and control and
    /// bidirectional characters spelled out (``Swift/String/escapingControlCharacters``),
    /// so a name holding U+202E cannot show reversed on the page.
    public static func html(_ text: String) -> String {
        let text = text.escapingControlCharacters
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A workflow command's message as GitHub documents it: `%`, carriage return and line feed
    /// as `%25`, `%0D` and `%0A`, which the runner decodes (a line break stays one, and cannot
    /// start a command of its own); other control and bidirectional characters spelled out.
    public static func gitHubData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case "\t": escaped.unicodeScalars.append(scalar)
            case _ where scalar.isReportControl: escaped += String(scalar).escapingControlCharacters
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A workflow command's property value: as ``gitHubData(_:)``, and `:` and `,` (`%3A`, `%2C`), which end a property.
    public static func gitHubProperty(_ text: String) -> String {
        gitHubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
