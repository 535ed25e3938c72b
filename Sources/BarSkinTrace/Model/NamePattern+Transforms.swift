extension NamePattern {
    /// The pattern after `transform`: known text is transformed where it stands (`STAR` is
    /// `star`), a hole stays a hole, and a piece the project may still fill keeps the transform
    /// to apply once it is known (a wrapper's parameter, lower-cased, is its caller's literal lower-cased).
    public func transformed(by transform: StringTransform) -> NamePattern {
        NamePattern(Self.transformed(segments, by: transform))
    }

    /// ``transformed(by:)`` on pieces, for values that are not yet a pattern (Swift's names).
    static func transformed(_ segments: [Segment], by transform: StringTransform) -> [Segment] {
        // Applied to the known text as a whole where it is whole, so a transform that spans pieces
        // (`Big` + ` Red` without spaces) sees them joined.
        NamePattern(segments).segments.map { segment in
            switch segment {
            case .text(let text): .text(transform.apply(text))
            case .hole, .unresolved(.digits), .unresolved(.integers): segment
            case .unresolved(.transformed(_, let earlier)) where earlier == transform && transform.isIdempotent: segment
            case .unresolved(let hole): .unresolved(.transformed(hole, transform))
            }
        }
    }
}
