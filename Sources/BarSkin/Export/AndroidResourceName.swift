/// A file-based Android resource name: lowercase letters, digits and
/// underscores, starting with a letter (aapt rejects anything else).
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
        }
        value = result
        wasChanged = result != name
    }
}
