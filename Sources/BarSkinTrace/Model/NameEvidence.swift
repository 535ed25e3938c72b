import BarSkinCore

/// A string in the project equal to an image's name: a source literal, a plist
/// or JSON value. Not a call that loads the image, but evidence that some code
/// may build a call from it (`[UIImage imageNamed:event.type]`).
public struct NameEvidence: Sendable, Hashable {
    /// The name of the asset it matches.
    public var assetName: String
    /// The string as written.
    public var text: String
    /// The file that holds it.
    public var file: String
    /// 1-based line, 0 when unknown (binary plists).
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// For a string built from data (`"icon-\(rawValue)"`), its pattern, until the project's
    /// declarations fill it in and say which images it fits (``ImageNameMatcher/expanding(_:with:)``).
    var template: NamePattern?
    /// For a literal an enum's `switch self` gives for some cases, the enum, those cases and the
    /// property: it is evidence only where code may hold one of them and reads the property (an
    /// unreached case's name, or one a property nothing reads gives, is loaded by nothing).
    var onlyFor: EnumCases?
    /// For a literal in a static property's initializer or getter, that property: it is evidence only
    /// where code reads it (an initializer nothing reads never runs).
    var onlyWhenRead: String?

    /// An enum, some of its cases, and the property or function whose `switch self` they are in.
    struct EnumCases: Sendable, Hashable {
        var type: String
        var cases: [String]
        var member: String?
    }

    /// Report order: file, line, column.
    static func sourceOrder(_ lhs: NameEvidence, _ rhs: NameEvidence) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.text) < (rhs.file, rhs.line, rhs.column, rhs.text)
    }
}
