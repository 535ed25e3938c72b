/// What nests in a file trace reads, each with the depth past which a reader stops: every
/// level is a call deeper on a stack (swift-syntax's, the lexer's) or a file read again, and
/// hostile files nest 40,000 deep. Real projects stay far below these.
public enum TraceNesting: String, Sendable, Equatable {
    /// `"\("\(...)")"` in Swift.
    case interpolations
    /// `#if` inside `#if` in Swift.
    case conditionals
    /// Brackets (`(`, `[`, `{`, a generic's `<`) inside brackets in Swift.
    case brackets
    /// An `.xcconfig`'s `#include`s (a loop of them counts as too deep).
    case includes

    /// The deepest a file may nest before the reader stops.
    public var limit: Int {
        switch self {
        case .interpolations, .conditionals: 64
        // swift-syntax's own limit in a release build: beyond it the parser gives up on the rest anyway.
        case .brackets: 256
        case .includes: 8
        }
    }

    /// The warning's wording, after the file's path.
    var message: String {
        switch self {
        case .interpolations: "string interpolations nest more than \(limit) deep; the file is left out"
        case .conditionals: "'#if' blocks nest more than \(limit) deep; the file is left out"
        case .brackets: "brackets nest more than \(limit) deep; the file is left out"
        case .includes: "#include lines nest more than \(limit) deep or include a file that includes them; those files are left out"
        }
    }
}
