/// A JSON document with ordered object keys, so reports print `schemaVersion`
/// first and the same data always gives the same bytes.
public indirect enum JSONValue: Sendable, Equatable {
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)
    /// A floating-point number; integral values print without a fraction.
    case double(Double)
    /// true or false.
    case bool(Bool)
    /// null.
    case null
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep the given order.
    case object([(String, JSONValue)])

    /// A string, or null when `value` is nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// Pretty-printed JSON with two-space indentation and a final newline.
    public func rendered() -> String {
        var output = ""
        write(into: &output, depth: 0, separator: ": ")
        return output + "\n"
    }

    /// Pretty-printed JSON the way Xcode writes asset catalog `Contents.json`
    /// files: `"key" : value`, two-space indentation, a final newline. Keys
    /// keep the given order; Xcode's files list them sorted.
    public func renderedXcodeStyle() -> String {
        var output = ""
        write(into: &output, depth: 0, separator: " : ")
        return output + "\n"
    }

    /// Appends this value as ``rendered()`` prints it nested at `indent`, without
    /// a final newline: the pieces of a document written as a stream.
    package func append(to output: inout String, indent: String) {
        write(into: &output, depth: indent.utf8.count / 2, separator: ": ")
    }

    /// Writes the value nested `depth` levels deep (two spaces a level): counted, not
    /// carried as a string, so a large manifest allocates no indentation per value.
    package func write(into output: inout String, depth: Int, separator: String) {
        switch self {
        case .string(let text): Self.writeString(text, into: &output)
        case .int(let number): output += String(number)
        case .double(let number): output += Self.text(of: number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                Self.indent(&output, depth + 1)
                item.write(into: &output, depth: depth + 1, separator: separator)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&output, depth)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                Self.indent(&output, depth + 1)
                Self.writeString(key, into: &output)
                output += separator
                value.write(into: &output, depth: depth + 1, separator: separator)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            Self.indent(&output, depth)
            output += "}"
        }
    }

    /// Two spaces a level, made once for the depths documents reach.
    private static let indents = (0..<16).map { String(repeating: "  ", count: $0) }

    /// A double as the documents print it: integral values without a fraction, non-finite ones as null.
    package static func text(of number: Double) -> String {
        if number.isFinite && number == number.rounded() && abs(number) < 1e15 { return String(Int(number)) }
        return number.isFinite ? String(number) : "null"
    }

    package static func indent(_ output: inout String, _ depth: Int) {
        output += depth < indents.count ? indents[depth] : String(repeating: "  ", count: depth)
    }

    /// Whether a string holding this UTF-8 byte may need escapes: a control, a quote or a
    /// backslash, or the lead byte of a C1 control (0xC2) or a bidirectional one (0xD8, 0xE2).
    package static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    package static func writeString(_ text: String, into output: inout String) {
        // Most strings need no escaping; appending them whole is much faster for large reports.
        if !text.utf8.contains(where: mayNeedEscaping) {
            output += "\""
            output += text
            output += "\""
            return
        }
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            // Control and bidirectional characters as escapes: the value a reader decodes is the
            // same, and a report shown with `cat` can neither drive the terminal nor read reversed.
            case _ where scalar.isReportControl:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
