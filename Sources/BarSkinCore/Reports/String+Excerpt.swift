extension String {
    /// How many Unicode scalars of a file's text a message may quote: enough to recognise a
    /// value (`#FF88GG`, `tabitems`), too few to carry a secret the file happened to be (a
    /// skin file that is a link to a private key must not print the key).
    public static let excerptLength = 40

    /// How many scalars of a path a file names a message may quote: paths are longer than
    /// values, and their end says what they are; one component is at most 255 bytes.
    public static let pathExcerptLength = 200

    /// This text as a message quotes a value read from a file: at most ``excerptLength``
    /// scalars, control and bidirectional characters escaped, and `...` when it goes on.
    public var excerpt: String { excerpt(upTo: Self.excerptLength) }

    /// A path a file names (a package's, an image set's file), as ``excerpt`` quotes a value
    /// but up to ``pathExcerptLength`` scalars.
    public var pathExcerpt: String { excerpt(upTo: Self.pathExcerptLength) }

    /// This text cut to `limit` scalars, escaped, `...` when it goes on. Counted in scalars,
    /// not characters: one character can hold a megabyte of combining marks.
    private func excerpt(upTo limit: Int) -> String {
        let scalars = unicodeScalars
        guard scalars.count > limit else { return escapingControlCharacters }
        var start = ""
        start.unicodeScalars.append(contentsOf: scalars.prefix(limit))
        return start.escapingControlCharacters + "..."
    }
}
