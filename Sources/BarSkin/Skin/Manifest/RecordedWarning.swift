import BarSkinCore

/// A warning a skin file gave when its build was planned (a title cut to fit, an input
/// that is no variant), kept in the manifest's quick record: a rebuild that finds nothing
/// changed makes no plan, and repeats these instead, so a CI job working from a cached
/// build folder still sees them.
public struct RecordedWarning: LocatedError, Equatable {
    /// The skin file, as the build names it.
    public var path: String
    /// Where in the skin file, as the warning said.
    public var line: Int?, column: Int?
    /// The warning, as it was said.
    public var message: String

    /// A warning from its parts.
    public init(path: String, line: Int?, column: Int?, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `warning` as recorded.
    public init(_ warning: any LocatedError) {
        self.init(path: warning.path, line: warning.line, column: warning.column, message: warning.message)
    }
}
