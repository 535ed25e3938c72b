extension String {
    /// How many Unicode scalars of a file's text a message may quote: enough to recognise a
    /// value (`#FF88GG`, `tabitems`), too few to carry a secret the file happened to be (a
    /// skin file that is a link to a private key must not print the key).
    public static let excerptLength = 40

    /// This text as a message quotes a value read from a file: at most ``excerptLength``
    /// scalars, control and bidirectional characters escaped, and `...` when it goes on.
    public var excerpt: String { excerpt(upTo: Self.excerptLength) }

    /// This text cut to `limit` scalars as ``excerpt`` cuts it: a path a file names is quoted
    /// longer than a value, as its end says what it is. Counted in scalars, not characters:
    /// one character can hold a megabyte of combining marks.
    public func excerpt(upTo limit: Int) -> String {
        let scalars = unicodeScalars
        guard scalars.count > limit else { return escapingControlCharacters }
        var start = ""
        start.unicodeScalars.append(contentsOf: scalars.prefix(limit))
        return start.escapingControlCharacters + "..."
    }
}
