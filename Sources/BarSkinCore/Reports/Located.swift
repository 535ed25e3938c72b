/// A stage's problem before it is tied to a file: a cairo failure, a font that is
/// gone, a title that cannot be set. ``located(at:line:column:)`` ties it to one.
public protocol Problem: Error, Sendable {
    /// The problem as a lowercase fragment, without a path.
    var message: String { get }
}

/// Any ``Problem`` tied to the file, and where it has one the line and column, it is
/// about: the one located shape, so no stage needs a wrapper type of its own.
public struct Located<Wrapped: Problem>: LocatedError {
    /// The file the problem is about, as the user named it.
    public let path: String
    /// The 1-based line, when the problem comes from a value in a text file.
    public let line: Int?
    /// The 1-based column, when the problem comes from a value in a text file.
    public let column: Int?
    /// What went wrong.
    public let error: Wrapped

    /// `error` about the file at `path`, at `line` and `column` where given.
    public init(_ error: Wrapped, at path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.error = error
    }

    /// The wrapped problem's message.
    public var message: String { error.message }
}

extension Located: Equatable where Wrapped: Equatable {}
extension Located: Hashable where Wrapped: Hashable {}

extension Problem {
    /// This problem as a ``LocatedError`` about the file at `path`.
    public func located(at path: String, line: Int? = nil, column: Int? = nil) -> Located<Self> {
        Located(self, at: path, line: line, column: column)
    }
}

/// A problem that is only its words: a note about an input, a failure no stage's enum names.
public struct ProblemText: Problem, Hashable {
    /// The problem as a lowercase fragment.
    public let message: String

    /// The problem `message`.
    public init(_ message: String) {
        self.message = message
    }
}

/// `error` as located: itself when it names its file, else its words about `path`.
public func locating(_ error: any Error, at path: String) -> any LocatedError {
    (error as? any LocatedError) ?? ProblemText("\(error)").located(at: path)
}
