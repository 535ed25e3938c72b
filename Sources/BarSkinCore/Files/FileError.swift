/// Why an input could not be found or an output could not be written.
public enum FileError: LocatedError, Equatable {
    /// An input path that does not exist.
    case noSuchInput(path: String)
    /// A file that could not be read whole (missing, a folder, a pipe or device, an I/O error).
    case unreadable(path: String, reason: String)
    /// A folder that could not be created or read.
    case unreadableFolder(path: String, reason: String)
    /// A folder given as an input that holds nothing the command works on (`wanted`: "PNG files").
    case nothingToDo(path: String, wanted: String)
    /// A file or folder whose name is not UTF-8, so it cannot be named in outputs
    /// or reports; `path` shows the bad bytes as `\xFF`.
    case undecodableName(path: String)
    /// An earlier output that could not be deleted.
    case cannotDelete(path: String, reason: String)
    /// A file that could not be written.
    case cannotWrite(path: String, reason: String)
    /// The output `path` is the same file as the input `input`.
    case wouldOverwriteInput(path: String, input: String)
    /// A relative output path that would land outside the output folder.
    case escapesOutputFolder(path: String, folder: String)
    /// An output below the output folder `folder` that is, or lies in, a symbolic link: written
    /// through, it would land wherever the link points (only the folder itself, or a path given
    /// on the command line, may be a link).
    case linkBelowOutputFolder(path: String, folder: String)
    /// Two inputs would be written to the same output.
    case duplicateOutput(path: String, output: String, firstInput: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .noSuchInput(let path), .unreadable(let path, _), .unreadableFolder(let path, _), .cannotWrite(let path, _), .cannotDelete(let path, _),
             .wouldOverwriteInput(let path, _), .escapesOutputFolder(let path, _), .linkBelowOutputFolder(let path, _),
             .duplicateOutput(let path, _, _), .nothingToDo(let path, _), .undecodableName(let path):
            path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .noSuchInput: "no such file or folder"
        case .unreadable(_, let reason): "cannot read file: \(reason)"
        case .unreadableFolder(_, let reason): "cannot read folder: \(reason)"
        case .nothingToDo(let path, let wanted):
            InputCollector.isPNGName(PathText.trimmingTrailingSlashes(path))
                ? "a folder, not a PNG file, with no \(wanted) in it" : "no \(wanted) in this folder"
        case .undecodableName: "name is not valid UTF-8, so it cannot be read; rename it"
        case .cannotWrite(_, let reason): "cannot write: \(reason)"
        case .cannotDelete(_, let reason): "cannot delete: \(reason)"
        case .wouldOverwriteInput(_, let input): "output would overwrite the input \(input)"
        case .escapesOutputFolder(_, let folder): "output path escapes the output folder \(folder)"
        case .linkBelowOutputFolder(_, let folder): "is or lies in a symbolic link below the output folder \(folder), so it is not written through"
        case .duplicateOutput(_, let output, let firstInput): "output \(output) is already written from \(firstInput)"
        }
    }
}
