import Foundation

/// A string transform trace follows, in Swift (`lowercased()`) and Objective-C
/// (`lowercaseString`) alike: the names it makes are the transformed names.
public enum StringTransform: Sendable, Hashable {
    /// `lowercased()`, `lowercaseString`; `uppercased()`, `uppercaseString`; `capitalized`, `capitalizedString`.
    case lowercased, uppercased, capitalized
    /// `replacingOccurrences(of:with:)`, `replacing(_:with:)`, `stringByReplacingOccurrencesOfString:withString:`.
    case replacing(String, String)
    /// `trimmingCharacters(in: .whitespaces)` and the like: spaces and newlines off both ends.
    case trimmingWhitespace
    /// `stringByDeletingPathExtension`: the last `.ext` off the end.
    case deletingPathExtension

    /// The text after the transform.
    public func apply(_ text: String) -> String {
        switch self {
        case .lowercased: text.lowercased()
        case .uppercased: text.uppercased()
        case .capitalized: text.capitalized
        case .replacing(let target, let replacement): target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement)
        case .trimmingWhitespace: text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .deletingPathExtension: (text as NSString).deletingPathExtension
        }
    }

    /// Whether applying it twice is applying it once: a repeat adds nothing (a wrapper that
    /// lower-cases and calls itself stays one lower-casing).
    var isIdempotent: Bool {
        switch self {
        case .lowercased, .uppercased, .capitalized, .trimmingWhitespace: true
        case .replacing(let target, let replacement): !replacement.contains(target)
        case .deletingPathExtension: false
        }
    }
}
