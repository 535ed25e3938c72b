extension NamePattern {
    /// The pattern after `transform`: known text is transformed where it stands (`STAR` is
    /// `star`) and a hole stays a hole.
    public func transformed(by transform: StringTransform) -> NamePattern {
        NamePattern(Self.transformed(segments, by: transform))
    }

    /// ``transformed(by:)`` on pieces, for values that are not yet a pattern (Swift's names).
    static func transformed(_ segments: [Segment], by transform: StringTransform) -> [Segment] {
        // Applied to the known text as a whole where it is whole, so a transform that spans pieces
        // (`Big` + ` Red` without spaces) sees them joined.
        NamePattern(segments).segments.map { segment in
            if case .text(let text) = segment { .text(transform.apply(text)) } else { segment }
        }
    }
}
