import BarSkinCore

/// A file-based Android resource name: lowercase letters, digits and
/// underscores, starting with a letter and not a Java keyword (the resource
/// tools reject anything else).
public struct AndroidResourceName: Sendable, Hashable {
    /// The valid name.
    public let value: String
    /// Whether it differs from the name it was made from.
    public let wasChanged: Bool

    /// Makes `name` valid: letters lowercased, every other character an
    /// underscore, `image_` in front of a name that does not start with a letter.
    public init(making name: String) {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9", "_": result.unicodeScalars.append(scalar)
            case "A"..."Z": result += String(scalar).lowercased()
            default: result += "_"
            }
        }
        if result.isEmpty {
            result = "image"
        } else if let first = result.unicodeScalars.first, !("a"..."z").contains(first) {
            result = "image_" + result
        } else if Self.javaKeywords.contains(result) {
            // R.drawable.class would not compile; Android's resource merger refuses these names.
            result += "_"
        }
        value = result
        wasChanged = result != name
    }

    private static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
        "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package",
        "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
        "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
