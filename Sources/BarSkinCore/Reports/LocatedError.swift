/// An error about one file, optionally at a line and column, that prints as
/// `PATH[:LINE[:COL]]: message` after `error:`.
///
/// Each stage has its own ``Problem`` enum, tied to its place by ``Located``, the one
/// type that conforms to this; the command line prints any of them the same way.
public protocol LocatedError: Error, CustomStringConvertible, Sendable {
    /// The file the error is about, as the user named it.
    var path: String { get }
    /// The 1-based line, where the error has one.
    var line: Int? { get }
    /// The 1-based column, where the error has one.
    var column: Int? { get }
    /// The problem as a lowercase fragment, without the path.
    var message: String { get }
}

extension LocatedError {
    /// No line by default.
    public var line: Int? { nil }
    /// No column by default.
    public var column: Int? { nil }

    /// `path:line:col`, leaving out what the error does not have.
    public var location: String {
        var text = path
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    /// `path[:line[:col]]: message`.
    public var description: String { "\(location): \(message)" }
}
