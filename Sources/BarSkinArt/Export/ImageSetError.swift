import BarSkinCore

/// Why an asset catalog image set could not be read or written.
public enum ImageSetError: LocatedError, Equatable {
    /// Contents.json is not valid JSON; `detail` is the parser's problem.
    case malformedJSON(path: String, detail: String, line: Int?, column: Int?)
    /// Contents.json is JSON but not shaped like an image set.
    case unexpectedShape(path: String, detail: String)
    /// A `resizing.mode` or `center.mode` we do not know.
    case unknownMode(path: String, key: String, value: String)
    /// A resizing whose caps and centre do not fit the image file.
    case resizingDoesNotFit(path: String, filename: String, axis: ImageAxis, caps: Int, center: Int, imageLength: Int)
    /// An image entry whose file is missing from the folder.
    case missingFile(path: String, filename: String)
    /// An entry whose filename is not a plain name inside the image set
    /// (`../x.png`, `/tmp/x.png`, empty), which must not be read.
    case unsafeFilename(path: String, filename: String)
    /// Two entries with resizing naming one file, which `stretch` would render to one output twice.
    case fileListedTwice(path: String, filename: String)
    /// A scale variant an image set has no slot for (Xcode knows 1x, 2x and 3x).
    case unsupportedScale(path: String, scale: Int)
    /// An image set with no image entry that has a file and resizing.
    case nothingToStretch(path: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .malformedJSON(let path, _, _, _), .unexpectedShape(let path, _), .unknownMode(let path, _, _),
             .resizingDoesNotFit(let path, _, _, _, _, _), .missingFile(let path, _), .unsafeFilename(let path, _),
             .fileListedTwice(let path, _), .unsupportedScale(let path, _), .nothingToStretch(let path):
            path
        }
    }

    /// The line of a JSON syntax error.
    public var line: Int? {
        if case .malformedJSON(_, _, let line, _) = self { return line }
        return nil
    }

    /// The column of a JSON syntax error.
    public var column: Int? {
        if case .malformedJSON(_, _, _, let column) = self { return column }
        return nil
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .malformedJSON(_, let detail, _, _):
            "malformed JSON: \(detail)"
        case .unexpectedShape(_, let detail):
            "not an image set's Contents.json: \(detail)"
        case .unknownMode(_, let key, let value):
            "unknown \(key) '\(value.excerpt)' (expected "
                + (key == "resizing mode" ? ImageSetResizing.Mode.choices : ResizingMode.choices) + ")"
        case .resizingDoesNotFit(_, let filename, let axis, _, let center, _) where center < 1:
            // The caps may fit; what is wrong is the centre itself.
            "resizing of \(filename) has a centre \(center) px \(axis.extent); it needs at least 1 px to stretch or tile"
        case .resizingDoesNotFit(_, let filename, let axis, let caps, let center, let length):
            "resizing of \(filename) does not fit: caps \(caps) px and centre \(center) px need "
                + "\(caps + max(center, 1)) px, but the image is \(length) px \(axis.extent)"
        case .missingFile(_, let filename):
            "image file \(filename) is missing from the image set"
        case .unsafeFilename(_, let filename):
            "image file name '\(filename.pathExcerpt)' is not a plain file name inside the image set"
        case .fileListedTwice(_, let filename):
            "image file \(filename) is listed by two entries with resizing; its output would be written twice"
        case .unsupportedScale(_, let scale):
            "asset catalog image sets have slots for 1x, 2x and 3x only; Xcode would ignore @\(scale)x as an unassigned child"
        case .nothingToStretch:
            "no image entry has both a filename and resizing"
        }
    }
}
