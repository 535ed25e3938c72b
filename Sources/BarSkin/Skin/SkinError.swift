import BarSkinArt
import BarSkinCore

/// Why a skin file could not be read. Every case but the first two carries the
/// line and column of the offending value.
public enum SkinError: LocatedError, Equatable {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is larger than any skin needs, so it is not parsed.
    case tooLarge(path: String, bytes: Int)
    /// A preview was asked for (`build --preview`) of a skin with neither a tab bar nor a navigation bar.
    case nothingToPreview(path: String)
    /// Not well-formed YAML (libyaml's problem, lowercased).
    case malformedYAML(path: String, line: Int, column: Int, detail: String)
    /// A YAML alias (`*name`), refused before it could expand.
    case refusedAlias(path: String, line: Int, column: Int, alias: String)
    /// A YAML tag (`!!binary`, `!custom`), which would change what the value means.
    case refusedTag(path: String, line: Int, column: Int, tag: String)
    /// A key given a second time in one mapping.
    case duplicateKey(path: String, line: Int, column: Int, key: String, earlierLine: Int)
    /// A value of the wrong kind: `key` names it (`'output'`, `each of 'items'`, `the skin file`);
    /// `expected` and `found` are `a mapping`, `a list`, `a value`, ...
    case wrongType(path: String, line: Int, column: Int, key: String, expected: String, found: String)
    /// A key this version does not know, with the keys allowed there.
    case unknownKey(path: String, line: Int, column: Int, key: String, context: String, allowed: [String])
    /// A required key that is absent from the mapping at that position.
    case missingKey(path: String, line: Int, column: Int, key: String, context: String)
    /// A key present with nothing after it.
    case emptyValue(path: String, line: Int, column: Int, key: String)
    /// A key whose value YAML read as a comment (`tint: #3478F6`), located at the `#`; `comment`
    /// is its first word (`#3478F6`).
    case commentedValue(path: String, line: Int, column: Int, key: String, comment: String)
    /// A value that does not parse; `detail` says what was expected.
    case invalidValue(path: String, line: Int?, column: Int?, detail: String)
    /// A `version:` this build does not read.
    case unsupportedVersion(path: String, line: Int, column: Int, version: String)
    /// Two items that would write the same output name.
    case duplicateName(path: String, line: Int, column: Int, name: String, earlierLine: Int)
    /// A catalog image set named like a loose output (or the reverse), ignoring case: a background
    /// named `star-normal` in a skin with the tab item `star`.
    case outputClash(path: String, line: Int, column: Int, name: String, earlierName: String, earlierLine: Int)
    /// Something to write with no place set for it (`output:`, `catalog:` or `ninepatch:`).
    case nowhereToWrite(path: String, line: Int?, column: Int?, what: String, needs: String)

    /// The skin file.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _), .nothingToPreview(let path), .malformedYAML(let path, _, _, _),
             .refusedAlias(let path, _, _, _), .refusedTag(let path, _, _, _), .duplicateKey(let path, _, _, _, _),
             .wrongType(let path, _, _, _, _, _), .unknownKey(let path, _, _, _, _, _), .missingKey(let path, _, _, _, _),
             .emptyValue(let path, _, _, _), .commentedValue(let path, _, _, _, _), .invalidValue(let path, _, _, _), .unsupportedVersion(let path, _, _, _),
             .duplicateName(let path, _, _, _, _), .outputClash(let path, _, _, _, _, _), .nowhereToWrite(let path, _, _, _, _):
            path
        }
    }

    /// The 1-based line of the offending value.
    public var line: Int? { position?.line }

    /// The 1-based column of the offending value.
    public var column: Int? { position?.column }

    private var position: (line: Int, column: Int)? {
        switch self {
        case .unreadable, .tooLarge, .nothingToPreview: nil
        case .malformedYAML(_, let line, let column, _), .refusedAlias(_, let line, let column, _),
             .refusedTag(_, let line, let column, _), .duplicateKey(_, let line, let column, _, _), .wrongType(_, let line, let column, _, _, _),
             .unknownKey(_, let line, let column, _, _, _), .missingKey(_, let line, let column, _, _),
             .emptyValue(_, let line, let column, _), .commentedValue(_, let line, let column, _, _), .invalidValue(_, let line?, let column?, _),
             .unsupportedVersion(_, let line, let column, _), .duplicateName(_, let line, let column, _, _), .outputClash(_, let line, let column, _, _, _),
             .nowhereToWrite(_, let line?, let column?, _, _):
            (line, column)
        // A command's drawn art, or a folder `build -o` put in the skin, has no place in a file.
        case .nowhereToWrite, .invalidValue: nil
        }
    }

    /// The problem as a lowercase fragment, on one line.
    public var message: String { SkinMessageText.readable(wording) }

    private var wording: String {
        switch self {
        case .unreadable(_, let reason): "cannot read the skin file: \(reason)"
        case .tooLarge(_, let bytes): "skin file is \(bytes) bytes, over the limit of \(SkinSpec.maximumBytes)"
        case .nothingToPreview: SkinPreview.nothingToShow
        case .malformedYAML(_, _, _, let detail): "malformed YAML: \(detail)"
        case .refusedAlias(_, _, _, let alias): "aliases such as '\(alias.excerpt)' are not read in skin files; write the value out"
        case .refusedTag(_, _, _, let tag): "tags such as '\(tag.excerpt)' are not read in skin files; write the value without it"
        case .duplicateKey(_, _, _, let key, let earlierLine): "'\(key.excerpt)' is given twice; the first is on line \(earlierLine)"
        case .wrongType(_, _, _, let key, let expected, let found): "\(key) must be \(expected), not \(found)"
        case .unknownKey(_, _, _, let key, let context, let allowed):
            // A close key is the likely fix; the whole list only helps when nothing is close.
            if let suggestion = NameSuggestion.closest(to: key, among: allowed) {
                "unknown key '\(key.excerpt)' in \(context); did you mean '\(suggestion)'?"
            } else {
                "unknown key '\(key.excerpt)' in \(context); expected one of: \(allowed.joined(separator: ", "))"
            }
        case .missingKey(_, _, _, let key, let context): "\(context) has no '\(key)'"
        case .emptyValue(_, _, _, let key) where key.hasSuffix("color") || key.hasSuffix("gradient"):
            "'\(key)' has no value (quote colours, as in \"#FF8800\": an unquoted # starts a YAML comment)"
        case .emptyValue(_, _, _, let key): "'\(key)' has no value"
        case .commentedValue(_, _, _, let key, let comment):
            "'\(key)' has no value: an unquoted # starts a YAML comment, so '\(comment.excerpt)' is one; quote it: \(key): \"\(comment.excerpt)\""
        case .invalidValue(_, _, _, let detail): detail
        case .unsupportedVersion(_, _, _, let version):
            "unsupported skin version '\(version.excerpt)': this barskin reads version \(SkinSpec.supportedVersions.upperBound)"
        case .duplicateName(_, _, _, let name, let earlierLine): "the name '\(name.excerpt)' is already used on line \(earlierLine)"
        case .outputClash(_, _, _, let name, let earlier, let earlierLine): "'\(name.excerpt)' would be both an image set and a loose file: line \(earlierLine) writes '\(earlier.excerpt)'"
        case .nowhereToWrite(_, _, _, let what, let needs): "\(what), but the skin has no '\(needs)' folder to write to"
        }
    }
}
