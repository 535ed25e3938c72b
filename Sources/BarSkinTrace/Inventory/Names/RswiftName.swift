/// The identifiers R.swift gives images (`R.image.settingsIcon()`), by its
/// `SwiftIdentifier` and its loose-image parser.
///
/// R.swift keeps `_` (`ic_flag`), removes leading digits rather than prefixing
/// them (`3d_rotation` → `d_rotation`) and drops no suffix.
public enum RswiftName {
    /// The identifier for a set or loose-file name, without back-quotes for keywords:
    /// `settings-icon` → `settingsIcon`, `VPNIcon` → `vpnIcon`, `ic_flag` → `ic_flag`.
    public static func identifier(for name: String) -> String {
        let parts = name.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: isDisallowed).map { String($0) }
        let joined = parts.dropFirst().reduce(parts.first ?? "") { $0 + upperFirst($1) }
        return lowerPrefix(String(joined.drop { $0.isASCII && $0.isNumber }))
    }

    /// The identifier of a loose image file, or nil for a format R.swift skips or a
    /// name that leaves nothing: `~ipad`/`~iphone` and `@2x`/`@3x` are dropped, and the
    /// extension too for `png` (`icon@2x.png` → `icon`) but kept as a word otherwise
    /// (`gradient.jpg` → `gradientJpg`).
    public static func looseFileIdentifier(forFileName fileName: String) -> String? {
        guard let dot = fileName.lastIndex(of: "."), dot > fileName.startIndex else { return nil }
        let pathExtension = String(fileName[fileName.index(after: dot)...])
        guard supportedExtensions.contains(pathExtension.lowercased()) else { return nil }
        var stem = fileName[..<dot]
        // The parser's pattern is `(~(ipad|iphone))?(@[2,3]x)?\.(extension)$`, ignoring case: device before scale.
        for scale in ["@2x", "@3x", "@,x"] where stem.lowercased().hasSuffix(scale) {
            stem = stem.dropLast(scale.count)
            break
        }
        for device in ["~ipad", "~iphone"] where stem.lowercased().hasSuffix(device) {
            stem = stem.dropLast(device.count)
            break
        }
        // Only a lower-case `png` is implied; R.swift compares the extension as written.
        let identifier = identifier(for: String(stem) + (pathExtension == "png" ? "" : "." + pathExtension))
        return identifier.isEmpty ? nil : identifier
    }

    /// The formats R.swift reads as images.
    static let supportedExtensions: Set<String> = ["tiff", "tif", "jpg", "jpeg", "gif", "png", "bmp", "bmpf", "ico", "cur", "xbm"]

    /// Its `^([A-Z]+)(?=[^a-z])` lower-cased: a capital run before a character that is not a
    /// lower-case letter, or the run but its last capital (`VPNIcon` → `vpnIcon`, `URL` → `urL`);
    /// without such a run, the first character alone.
    static func lowerPrefix(_ text: String) -> String {
        let capitals = text.prefix { $0.isASCII && $0.isUppercase }.count
        let beforeNonLowercase = capitals > 0 && text.dropFirst(capitals).first.map { !($0.isASCII && $0.isLowercase) } ?? false
        let length = beforeNonLowercase ? capitals : max(capitals - 1, 0)
        guard length > 0 else { return text.prefix(1).lowercased() + text.dropFirst() }
        return text.prefix(length).lowercased() + text.dropFirst(length)
    }

    /// Where R.swift splits: white space, punctuation but `_`, symbols, control and
    /// unassigned characters; emoji stay in the name.
    private static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "_", !emoji.contains(where: { $0.contains(scalar.value) }) else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .unassigned,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return scalar.properties.isWhitespace
        }
    }

    /// R.swift's emoji ranges (each without its last value, as its `NSRange` arithmetic gives).
    private static let emoji: [Range<UInt32>] = [0x2600..<0x27BF, 0x1F300..<0x1F6FF, 0x1F900..<0x1F9FF, 0x1F1E6..<0x1F1FF]

    private static func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
