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
    /// Name the outputs apart with a suffix to their stems, so two runs can share a folder.
    case outputSuffix
    /// Tiling was asked for, and reaches the image set (and sized PNGs) but no 9-patch (context for that warning).
    case tileReachesImageSetOnly
    /// Declare the image names the app builds from data as used (trace).
    case assumeUsedNames
    /// List the findings a baseline already knows (trace's text report).
    case listKnownFindings
}

/// An error or warning whose fix a front end can word.
public protocol RemediableError: LocatedError {
    /// The fix, when there is one to suggest.
    var remedy: Remedy? { get }
}

extension LocatedError {
    /// The error as a front end reports it: the core's message, then the front end's
    /// `wording` of its remedy (`; use --shrink ...`, `; list a larger size in 'sizes'`,
    /// the wording bringing its own separator), at the same place; itself when it has none.
    public func worded(_ wording: (Remedy) -> String?) -> any LocatedError {
        guard let remedy = (self as? any RemediableError)?.remedy, let text = wording(remedy) else { return self }
        return ProblemText(message + text).located(at: path, line: line, column: column)
    }
}

/// A ``Problem`` with a fix a front end can word, before it is tied to its place.
public protocol RemediableProblem: Problem {
    /// The fix, when there is one to suggest.
    var remedy: Remedy? { get }
}

extension Located: RemediableError where Wrapped: RemediableProblem {
    /// The wrapped problem's fix.
    public var remedy: Remedy? { error.remedy }
}
