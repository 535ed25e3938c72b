import Foundation

/// Text made safe for the two report formats that are not JSON: an HTML page and
/// GitHub Actions workflow commands. One rule each, shared by every report.
public enum MarkupText {
    /// `text` with `&`, `<`, `>` and `"` as character references, so a file named
    /// `<script>.png` shows as text in an element or an attribute value.
    public static func html(_ text: String) -> String {
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

    /// A workflow command's message: control characters spelled out (one line, no
    /// terminal codes), then `%`, carriage return and line feed escaped as the runner unescapes them.
    public static func gitHubData(_ text: String) -> String {
        var escaped = ""
        for character in text.escapingControlCharacters.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A workflow command's property value: as ``gitHubData(_:)``, and `:` and `,`, which end a property.
    public static func gitHubProperty(_ text: String) -> String {
        gitHubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
