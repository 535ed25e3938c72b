import BarSkinArt
import BarSkinCore

/// Why a skin file could not be read: a ``SkinProblem`` at the skin file, and at the line and
/// column of the offending value for every problem but the first three.
public typealias SkinError = Located<SkinProblem>

/// What is wrong with a skin file, before it is tied to its place there.
public enum SkinProblem: Problem, Equatable {
    /// The file could not be opened or read.
    case unreadable(reason: String)
    /// The file is larger than any skin needs, so it is not parsed.
    case tooLarge(bytes: Int)
    /// A preview was asked for (`build --preview`) of a skin with neither a tab bar nor a navigation bar.
    case nothingToPreview
    /// Not well-formed YAML (libyaml's problem, lowercased).
    case malformedYAML(detail: String)
    /// A YAML alias (`*name`), refused before it could expand.
    case refusedAlias(alias: String)
    /// A YAML tag (`!!binary`, `!custom`), which would change what the value means.
    case refusedTag(tag: String)
    /// A key given a second time in one mapping.
    case duplicateKey(key: String, earlierLine: Int)
    /// A value of the wrong kind: `key` names it (`'output'`, `each of 'items'`, `the skin file`);
    /// `expected` and `found` are `a mapping`, `a list`, `a value`, ...
    case wrongType(key: String, expected: String, found: String)
    /// A key this version does not know, with the keys allowed there.
    case unknownKey(key: String, context: String, allowed: [String])
    /// A required key that is absent from the mapping at that position.
    case missingKey(key: String, context: String)
    /// A key present with nothing after it.
    case emptyValue(key: String)
    /// A key whose value YAML read as a comment (`tint: #3478F6`), located at the `#`; `comment`
    /// is its first word (`#3478F6`).
    case commentedValue(key: String, comment: String)
    /// A value that does not parse; `detail` says what was expected.
    case invalidValue(detail: String)
    /// A `version:` this build does not read.
    case unsupportedVersion(version: String)
    /// Two items that would write the same output name.
    case duplicateName(name: String, earlierLine: Int)
    /// A catalog image set named like a loose output (or the reverse), ignoring case: a background
    /// named `star-normal` in a skin with the tab item `star`.
    case outputClash(name: String, earlierName: String, earlierLine: Int)
    /// A colour set named like an image set (ignoring case): a catalog holds one asset of a name.
    case colorSetClash(name: String, earlierName: String, earlierLine: Int)
    /// Something to write with no place set for it (`output:`, `catalog:` or `ninepatch:`).
    case nowhereToWrite(what: String, needs: String)

    /// The problem as a lowercase fragment, on one line.
    public var message: String { SkinMessageText.readable(wording) }

    private var wording: String {
        switch self {
        case .unreadable(let reason): "cannot read the skin file: \(reason)"
        case .tooLarge(let bytes): "skin file is \(bytes) bytes, over the limit of \(SkinSpec.maximumBytes)"
        case .nothingToPreview: SkinPreview.nothingToShow
        case .malformedYAML(let detail): "malformed YAML: \(detail)"
        case .refusedAlias(let alias): "aliases such as '\(alias.excerpt)' are not read in skin files; write the value out"
        case .refusedTag(let tag): "tags such as '\(tag.excerpt)' are not read in skin files; write the value without it"
        case .duplicateKey(let key, let earlierLine): "'\(key.excerpt)' is given twice; the first is on line \(earlierLine)"
        case .wrongType(let key, let expected, let found): "\(key) must be \(expected), not \(found)"
        case .unknownKey(let key, let context, let allowed):
            // A close key is the likely fix; the whole list only helps when nothing is close.
            if let suggestion = NameSuggestion.closest(to: key, among: allowed) {
                "unknown key '\(key.excerpt)' in \(context); did you mean '\(suggestion)'?"
            } else {
                "unknown key '\(key.excerpt)' in \(context); expected one of: \(allowed.joined(separator: ", "))"
            }
        case .missingKey(let key, let context): "\(context) has no '\(key)'"
        case .emptyValue(let key) where key.hasSuffix("color") || key.hasSuffix("gradient"):
            "'\(key)' has no value (quote colours, as in \"#FF8800\": an unquoted # starts a YAML comment)"
        case .emptyValue(let key): "'\(key)' has no value"
        case .commentedValue(let key, let comment):
            "'\(key)' has no value: an unquoted # starts a YAML comment, so '\(comment.excerpt)' is one; quote it: \(key): \"\(comment.excerpt)\""
        case .invalidValue(let detail): detail
        case .unsupportedVersion(let version):
            "unsupported skin version '\(version.excerpt)': this barskin reads version \(SkinSpec.supportedVersions.upperBound)"
        case .duplicateName(let name, let earlierLine): "the name '\(name.excerpt)' is already used on line \(earlierLine)"
        case .outputClash(let name, let earlier, let earlierLine): "'\(name.excerpt)' would be both an image set and a loose file: line \(earlierLine) writes '\(earlier.excerpt)'"
        case .colorSetClash(let name, let earlier, let earlierLine): "'\(name)' would be both a colour set and an image set: line \(earlierLine) writes '\(earlier.excerpt)'"
        case .nowhereToWrite(let what, let needs): "\(what), but the skin has no '\(needs)' folder to write to"
        }
    }
}
