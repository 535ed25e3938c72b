import BarSkinCore

/// A ``ButtonError`` or ``TextError`` tied to the file that gave the bad value
/// (a skin), for the front end to print like every other stage's errors.
public struct LocatedButtonError: LocatedError, Hashable {
    /// The file the error is about.
    public let path: String
    /// The 1-based line, when the error comes from a value in a text file.
    public let line: Int?
    /// The 1-based column, when the error comes from a value in a text file.
    public let column: Int?
    /// The underlying error's message.
    public let message: String
}

extension ButtonError {
    /// This error as a ``LocatedError`` about the file at `path`.
    public func located(at path: String, line: Int? = nil, column: Int? = nil) -> LocatedButtonError {
        LocatedButtonError(path: path, line: line, column: column, message: message)
    }
}

extension TextError {
    /// This error as a ``LocatedError`` about the file at `path`.
    public func located(at path: String, line: Int? = nil, column: Int? = nil) -> LocatedButtonError {
        LocatedButtonError(path: path, line: line, column: column, message: message)
    }
}
