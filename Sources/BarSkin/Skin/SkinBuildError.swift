import BarSkinArt
import BarSkinCore

/// Why an item of a skin file cannot be built, located at the value in the
/// skin file that names the problem.
public enum SkinBuildError: RemediableError, Equatable {
    /// No file of an image family (or an exact file) exists; `noun` says what it is for (`mask`), `missing` what was looked for.
    case imageNotFound(path: String, line: Int?, column: Int?, noun: String, text: String, missing: String)
    /// The family has two files for one scale and device (`slot`, like `@2x~ipad`), as written in the skin.
    case ambiguousImage(path: String, line: Int?, column: Int?, noun: String, text: String, slot: String, files: [String])
    /// Two items would write the same file (and `others` more); `earlier` is `SKIN:LINE:COL` of the other
    /// one, or nil when one item writes it twice (a size listed twice).
    case duplicateOutput(path: String, line: Int?, column: Int?, output: String, others: Int, earlier: String?)
    /// A file another command's run records as its own (`command`, as run) would be written
    /// (and `others` more): glow and shadow into one folder would replace each other's art.
    /// `suffixable` when this run names its outputs with a suffix on request (`glow`, `shadow`).
    case writtenByAnotherCommand(path: String, line: Int?, column: Int?, output: String, others: Int, command: String, suffixable: Bool)
    /// An output of the item would replace one of the build's inputs.
    case outputIsInput(path: String, line: Int?, column: Int?, output: String)
    /// Two outputs differ only in case, one file on a Mac's disk; `earlier` as for ``duplicateOutput(path:line:column:output:others:earlier:)``.
    case caseClash(path: String, line: Int?, column: Int?, output: String, earlierOutput: String, earlier: String?)
    /// `catalog:` names a folder Xcode would not read image sets from.
    case notACatalog(path: String, line: Int?, column: Int?, text: String)
    /// The folder key `key` names a path through `file`, which is a file (as written, relative to the skin).
    case notAFolder(path: String, line: Int?, column: Int?, key: String, file: String)

    /// The skin file.
    public var path: String {
        switch self {
        case .imageNotFound(let path, _, _, _, _, _), .ambiguousImage(let path, _, _, _, _, _, _), .duplicateOutput(let path, _, _, _, _, _),
             .notACatalog(let path, _, _, _), .notAFolder(let path, _, _, _, _),
             .caseClash(let path, _, _, _, _, _), .writtenByAnotherCommand(let path, _, _, _, _, _, _),
             .outputIsInput(let path, _, _, _): path
        }
    }

    /// The 1-based line of the offending value; none for a command's item, which has no file.
    public var line: Int? {
        switch self {
        case .imageNotFound(_, let line, _, _, _, _), .ambiguousImage(_, let line, _, _, _, _, _), .duplicateOutput(_, let line, _, _, _, _),
             .notACatalog(_, let line, _, _), .notAFolder(_, let line, _, _, _),
             .caseClash(_, let line, _, _, _, _), .writtenByAnotherCommand(_, let line, _, _, _, _, _),
             .outputIsInput(_, let line, _, _): line
        }
    }

    /// The 1-based column of the offending value, where it has a line.
    public var column: Int? {
        let column: Int? = switch self {
        case .imageNotFound(_, _, let column, _, _, _), .ambiguousImage(_, _, let column, _, _, _, _), .duplicateOutput(_, _, let column, _, _, _),
             .notACatalog(_, _, let column, _), .notAFolder(_, _, let column, _, _),
             .caseClash(_, _, let column, _, _, _), .writtenByAnotherCommand(_, _, let column, _, _, _, _),
             .outputIsInput(_, _, let column, _): column
        }
        return line == nil ? nil : column
    }

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .imageNotFound(_, _, _, let noun, let text, let missing): "\(noun) '\(text)' not found: \(missing)"
        case .ambiguousImage(_, _, _, let noun, let text, let slot, let files):
            "\(noun) '\(text)' has two files for \(slot): \(files.joined(separator: " and ")); keep one"
        case .duplicateOutput(_, _, _, let output, 0, nil): "output \(output) would be written twice by this item"
        case .duplicateOutput(_, _, _, let output, let others, nil): "output \(output) and \(others) more would be written twice by this item"
        case .duplicateOutput(_, _, _, let output, 0, let earlier?): "output \(output) is also written by \(earlier)"
        case .duplicateOutput(_, _, _, let output, let others, let earlier?):
            "output \(output) and \(others) more are also written by \(earlier)"
        case .writtenByAnotherCommand(_, _, _, let output, let others, let command, _):
            "output \(output)\(others > 0 ? " and \(others) more" : "") \(others > 0 ? "are" : "is") also written by `\(command)`, "
                + "and one would replace the other; give one of them another output folder"
        case .outputIsInput(_, _, _, let output): "its output \(output) would overwrite an input"
        case .caseClash(_, _, _, let output, let earlierOutput, let earlier):
            "output \(output) and \(earlierOutput)\(earlier.map { " (written by \($0))" } ?? "") differ only in case: "
                + "one file on a Mac, whose disks ignore case"
        case .notACatalog(_, _, _, let text): "'catalog' must be an .xcassets folder or a folder inside one, not '\(text.excerpt)'"
        case .notAFolder(_, _, _, let key, let file): "'\(key)' must be a folder, but \(file) is a file"
        }
    }

    /// Another output folder, for an output that would replace an input; a suffix for the
    /// outputs of a run that can add one, whose files another command's run wrote.
    public var remedy: Remedy? {
        switch self {
        case .outputIsInput: .otherOutputFolder
        case .writtenByAnotherCommand(_, _, _, _, _, _, true): .outputSuffix
        default: nil
        }
    }
}

/// Something about a skin item worth a warning that does not stop the build.
public enum SkinBuildWarning: RemediableError, Equatable {
    /// The background's name is not a valid Android resource name, so its 9-patches use `resource`.
    case resourceRenamed(path: String, line: Int?, column: Int?, name: String, resource: String)
    /// A file in an image set that its Contents.json does not list.
    case unassignedFile(path: String)
    /// `file` (as written) looks like a variant of the item's family, but its `~device` is none UIKit reads.
    case notAVariant(path: String, line: Int?, column: Int?, file: String)
    /// A background tiles (`mode: tile`), but its 9-patches can only stretch.
    case tiledNinePatch(path: String, line: Int?, column: Int?)
    /// The manifest file is no manifest barskin can read: everything is redrawn.
    case unusableManifest(path: String)
    /// The manifest comes from a newer barskin: everything is redrawn and it is replaced.
    case newerManifest(path: String, schemaVersion: Int)
    /// A button's title needs a button wider (`width`) than a button can be (`limit`), so it is drawn with its end cut to '…'.
    case titleCut(path: String, line: Int?, column: Int?, title: String, width: Int, limit: Int)

    /// The skin file, or the unlisted file.
    public var path: String {
        switch self {
        case .resourceRenamed(let path, _, _, _, _), .unassignedFile(let path), .notAVariant(let path, _, _, _), .tiledNinePatch(let path, _, _),
             .unusableManifest(let path), .newerManifest(let path, _), .titleCut(let path, _, _, _, _, _): path
        }
    }

    /// The line of the background, where the warning has one; none for a command's item, which has no file.
    public var line: Int? {
        switch self {
        case .resourceRenamed(_, let line, _, _, _), .notAVariant(_, let line, _, _), .tiledNinePatch(_, let line, _),
             .titleCut(_, let line, _, _, _, _): line
        case .unassignedFile, .unusableManifest, .newerManifest: nil
        }
    }

    /// The column of the background, where the warning has a line.
    public var column: Int? {
        switch self {
        case .resourceRenamed(_, _, let column, _, _), .notAVariant(_, _, let column, _), .tiledNinePatch(_, _, let column),
             .titleCut(_, _, let column, _, _, _): line == nil ? nil : column
        case .unassignedFile, .unusableManifest, .newerManifest: nil
        }
    }

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .resourceRenamed(_, _, _, let name, let resource): "Android resource name '\(name)' changed to '\(resource)'"
        case .unassignedFile: "not listed in the image set's Contents.json; Xcode will report an unassigned child"
        case .notAVariant(_, _, _, let file): "\(file) is left out: UIKit reads only ~iphone and ~ipad, in lowercase"
        case .tiledNinePatch: "Android 9-patches always stretch"
        case .unusableManifest: "not a manifest barskin can read; everything is redrawn"
        case .titleCut(_, _, _, let title, let width, let limit):
            "the title '\(title.escapingControlCharacters)' needs a \(width) pt button, wider than the \(limit) pt a button "
                + "can be: it is drawn cut, ending in '…'; a shorter title shows whole"
        case .newerManifest(_, let version):
            "written by a newer barskin (schemaVersion \(version)); everything is redrawn and the manifest replaced"
        }
    }

    /// Tiling that reaches the image set only, for a tiled 9-patch: each front end says how tiling was asked.
    public var remedy: Remedy? {
        if case .tiledNinePatch = self { .tileReachesImageSetOnly } else { nil }
    }
}
