/// Why an input could not be found or an output could not be written: a ``FileProblem``
/// about the file or folder as the user named it.
public typealias FileError = Located<FileProblem>

/// What keeps an input from being read or an output from being written, before it is tied to its path.
public enum FileProblem: Problem, Equatable {
    /// An input path that does not exist.
    case noSuchInput
    /// A file that could not be read whole (missing, a folder, a pipe or device, an I/O error).
    case unreadable(reason: String)
    /// A folder that could not be created or read.
    case unreadableFolder(reason: String)
    /// A folder given as an input that holds nothing the command works on (`wanted`: "PNG files");
    /// `namedAsPNG` when its name ends in `.png`, so the user most likely meant a file.
    case nothingToDo(wanted: String, namedAsPNG: Bool)
    /// A file or folder whose name is not UTF-8, so it cannot be named in outputs
    /// or reports; its path shows the bad bytes as `\xFF`.
    case undecodableName
    /// An earlier output that could not be deleted.
    case cannotDelete(reason: String)
    /// A file that could not be written.
    case cannotWrite(reason: String)
    /// The output is the same file as the input `input`.
    case wouldOverwriteInput(input: String)
    /// A relative output path that would land outside the output folder.
    case escapesOutputFolder(folder: String)
    /// An output below the output folder `folder` that is, or lies in, a symbolic link: written
    /// through, it would land wherever the link points (only the folder itself, or a path given
    /// on the command line, may be a link).
    case linkBelowOutputFolder(folder: String)
    /// Two inputs would be written to the same output.
    case duplicateOutput(output: String, firstInput: String)

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .noSuchInput: "no such file or folder"
        case .unreadable(let reason): "cannot read file: \(reason)"
        case .unreadableFolder(let reason): "cannot read folder: \(reason)"
        case .nothingToDo(let wanted, true): "a folder, not a PNG file, with no \(wanted) in it"
        case .nothingToDo(let wanted, false): "no \(wanted) in this folder"
        case .undecodableName: "name is not valid UTF-8, so it cannot be read; rename it"
        case .cannotWrite(let reason): "cannot write: \(reason)"
        case .cannotDelete(let reason): "cannot delete: \(reason)"
        case .wouldOverwriteInput(let input): "output would overwrite the input \(input)"
        case .escapesOutputFolder(let folder): "output path escapes the output folder \(folder)"
        case .linkBelowOutputFolder(let folder): "is or lies in a symbolic link below the output folder \(folder), so it is not written through"
        case .duplicateOutput(let output, let firstInput): "output \(output) is already written from \(firstInput)"
        }
    }
}
