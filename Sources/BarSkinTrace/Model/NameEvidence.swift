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
    /// For a literal in a static property's initializer or getter, or a stored property's initial
    /// value, that property: it is evidence only where code reads it as a name (an initializer nothing
    /// reads never runs; a constant read only as a dictionary key names no image).
    var onlyWhenRead: MemberRead?

    /// A property whose reads decide whether its literal is evidence.
    struct MemberRead: Sendable, Hashable {
        var member: String
        /// The type a static is declared in, read through its name (`WatchMessageKeys.bolus`) or bare
        /// inside it; nil for an instance property, which any value of its type reads.
        var type: String?
        /// Whether a bare `.member` may read it too: its type is the one declaring it (`extension String { static let x = "…" }`).
        var implicitly = true
    }

    /// For a literal passed as an argument, the callee and the label: it is evidence only where some
    /// declaration of the callee may read that parameter as a name, or the project declares none.
    var passedTo: ArgumentPlace?

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
