import BarSkinCore

/// Why a title cannot be set in the font asked for. The cases carry the font
/// or title at fault; the text says what to install or change.
public enum TextError: Problem, Hashable, CustomStringConvertible {
    /// fontconfig has no family of this name (it would silently draw another).
    case fontNotFound(family: String)
    /// No file at this path.
    case fontFileMissing(path: String)
    /// A folder, named pipe, socket or device where a font file was expected.
    case fontFileNotRegular(path: String)
    /// A file fontconfig cannot read as a font.
    case fontFileUnreadable(path: String)
    /// Neither the font nor any installed fallback can draw `count` characters of the title.
    case missingGlyphs(title: String, family: String, count: Int)

    /// The problem as a lowercase fragment that reads well after `error:`, on one line.
    public var message: String {
        switch self {
        case .fontNotFound(let family) where FontPackage.providing(family) != nil:
            "font '\(family)' not found; \(FontPackage.providing(family)!.installHint)"
        case .fontNotFound(let family):
            "font '\(family.escapingControlCharacters)' not found; install it or name an installed family (fc-list lists them)"
        case .fontFileMissing(let path):
            "font file '\(path.escapingControlCharacters)' does not exist"
        case .fontFileNotRegular(let path):
            "font file '\(path.escapingControlCharacters)' is not a regular file"
        case .fontFileUnreadable(let path):
            "'\(path.escapingControlCharacters)' is not a font file fontconfig can read"
        case .missingGlyphs(let title, let family, let count):
            "no installed font, '\(family)' included, can draw \(count) character\(count == 1 ? "" : "s") "
                + "of the title '\(title.escapingControlCharacters)'; install a font that has them"
        }
    }

    /// Same as ``message``.
    public var description: String { message }
}
