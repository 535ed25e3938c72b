/// Bad usage found only once a command runs (a `--target` that names no target
/// of the traced projects): exit 64 with the message alone. The parser's own
/// `ValidationError`, thrown that late, would print the root command's usage,
/// which says nothing about the mistake.
struct UsageError: Error, Sendable {
    /// The problem and its fix, as a lowercase fragment.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
