import BarSkinArt
import BarSkinCore

/// Why an item of a skin file cannot be built: a ``SkinBuildProblem`` located at the value in
/// the skin file that names it (no line for a command's item, which has no file).
public typealias SkinBuildError = Located<SkinBuildProblem>

/// What stops an item of a skin (or a command's item) from being built, before it is tied to its place.
public enum SkinBuildProblem: RemediableProblem, Equatable {
    /// No file of an image family (or an exact file) exists; `noun` says what it is for (`mask`), `missing` what was looked for.
    case imageNotFound(noun: String, text: String, missing: String)
    /// The family has two files for one scale and device (`slot`, like `@2x~ipad`), as written in the skin.
    case ambiguousImage(noun: String, text: String, slot: String, files: [String])
    /// Two items would write the same file (and `others` more); `earlier` is `SKIN:LINE:COL` of the other
    /// one, or nil when one item writes it twice (a size listed twice).
    case duplicateOutput(output: String, others: Int, earlier: String?)
    /// A file another command's run records as its own (`command`, as run) would be written
    /// (and `others` more): glow and shadow into one folder would replace each other's art.
    /// `suffixable` when this run names its outputs with a suffix on request (`glow`, `shadow`).
    case writtenByAnotherCommand(output: String, others: Int, command: String, suffixable: Bool)
    /// An output of the item would replace one of the build's inputs.
    case outputIsInput(output: String)
    /// Two outputs differ only in case, one file on a Mac's disk; `earlier` as for ``duplicateOutput(output:others:earlier:)``.
    case caseClash(output: String, earlierOutput: String, earlier: String?)
    /// `catalog:` names a folder Xcode would not read image sets from.
    case notACatalog(text: String)
    /// The folder key `key` names a path through `file`, which is a file (as written, relative to the skin).
    case notAFolder(key: String, file: String)

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .imageNotFound(let noun, let text, let missing): "\(noun) '\(text)' not found: \(missing)"
        case .ambiguousImage(let noun, let text, let slot, let files):
            "\(noun) '\(text)' has two files for \(slot): \(files.joined(separator: " and ")); keep one"
        case .duplicateOutput(let output, 0, nil): "output \(output) would be written twice by this item"
        case .duplicateOutput(let output, let others, nil): "output \(output) and \(others) more would be written twice by this item"
        case .duplicateOutput(let output, 0, let earlier?): "output \(output) is also written by \(earlier)"
        case .duplicateOutput(let output, let others, let earlier?):
            "output \(output) and \(others) more are also written by \(earlier)"
        case .writtenByAnotherCommand(let output, let others, let command, _):
            "output \(output)\(others > 0 ? " and \(others) more" : "") \(others > 0 ? "are" : "is") also written by `\(command)`, "
                + "and one would replace the other; give one of them another output folder"
        case .outputIsInput(let output): "its output \(output) would overwrite an input"
        case .caseClash(let output, let earlierOutput, let earlier):
            "output \(output) and \(earlierOutput)\(earlier.map { " (written by \($0))" } ?? "") differ only in case: "
                + "one file on a Mac, whose disks ignore case"
        case .notACatalog(let text): "'catalog' must be an .xcassets folder or a folder inside one, not '\(text.excerpt)'"
        case .notAFolder(let key, let file): "'\(key)' must be a folder, but \(file) is a file"
        }
    }

    /// Another output folder, for an output that would replace an input; a suffix for the
    /// outputs of a run that can add one, whose files another command's run wrote.
    public var remedy: Remedy? {
        switch self {
        case .outputIsInput: .otherOutputFolder
        case .writtenByAnotherCommand(_, _, _, true): .outputSuffix
        default: nil
        }
    }
}

