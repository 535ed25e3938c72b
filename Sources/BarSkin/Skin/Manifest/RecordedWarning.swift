import BarSkinCore

/// A warning a skin file gave when its build was planned (a title cut to fit, an input
/// that is no variant), kept in the manifest's quick record: a rebuild that finds nothing
/// changed makes no plan, and repeats these instead, so a CI job working from a cached
/// build folder still sees them.
///
/// Not itself a located error: the record is the skin file's own, so it keeps the line,
/// column and words but no path, and ``located(at:)`` says it again about the skin file
/// as the build that repeats it names it.
public struct RecordedWarning: Equatable, Sendable {
    /// Where in the skin file, as the warning said.
    public var line: Int?, column: Int?
    /// The warning, as it was said.
    public var message: String

    /// A warning from its parts.
    public init(line: Int?, column: Int?, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `warning` as recorded: its place in its file and its words.
    public init(_ warning: any LocatedError) {
        self.init(line: warning.line, column: warning.column, message: warning.message)
    }

    /// The warning said again about the skin file at `path`.
    public func located(at path: String) -> Located<ProblemText> {
        ProblemText(message).located(at: path, line: line, column: column)
    }
}
