/// How to get past an error, named by what to change rather than by how a
/// front end spells it: the command line words it as a flag, a skin file as a key.
public enum Remedy: String, Sendable, Hashable {
    /// Read icon coverage from darkness instead of alpha.
    case luminanceMask
    /// Coverage was read from darkness (context for a mask that shows nothing).
    case readingLuminance
    /// Render at a larger size, or scale the caps down.
    case largerSizeOrShrink
    /// Raise the decoder's pixel limit.
    case raisePixelLimit
    /// Write into a folder that holds no inputs.
    case otherOutputFolder
}

/// An error or warning whose fix a front end can word.
public protocol RemediableError: LocatedError {
    /// The fix, when there is one to suggest.
    var remedy: Remedy? { get }
}

/// An error as a front end reports it: the core's message, then the front end's
/// words for its remedy (`; use --shrink ...`, `; list a larger size in 'sizes'`).
public struct WordedError: LocatedError {
    /// The file.
    public let path: String
    /// Where in it, when known.
    public let line: Int?, column: Int?
    /// The problem, then how to fix it.
    public let message: String

    /// `error` with the front end's `wording` of its remedy appended (the wording
    /// brings its own separator), or `error`'s own message when it has none.
    public init(_ error: any LocatedError, wording: (Remedy) -> String) {
        path = error.path
        line = error.line
        column = error.column
        let remedy = (error as? any RemediableError)?.remedy
        message = error.message + (remedy.map(wording) ?? "")
    }
}
