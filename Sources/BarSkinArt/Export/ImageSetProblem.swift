import BarSkinCore

/// Why an asset catalog image set could not be read or written: an ``ImageSetProblem`` at the
/// file it is about (at the line and column of a JSON syntax error).
public typealias ImageSetError = Located<ImageSetProblem>

/// What is wrong with an image set, before it is tied to its file.
public enum ImageSetProblem: Problem, Equatable {
    /// Contents.json is not valid JSON; `detail` is the parser's problem.
    case malformedJSON(detail: String)
    /// Contents.json is JSON but not shaped like an image set.
    case unexpectedShape(detail: String)
    /// A `resizing.mode` or `center.mode` we do not know.
    case unknownMode(key: String, value: String)
    /// A resizing whose caps and centre do not fit the image file.
    case resizingDoesNotFit(filename: String, axis: ImageAxis, caps: Int, center: Int, imageLength: Int)
    /// An image entry whose file is missing from the folder.
    case missingFile(filename: String)
    /// An entry whose filename is not a plain name inside the image set
    /// (`../x.png`, `/tmp/x.png`, empty), which must not be read.
    case unsafeFilename(filename: String)
    /// Two entries with resizing naming one file, which `stretch` would render to one output twice.
    case fileListedTwice(filename: String)
    /// A scale variant an image set has no slot for (Xcode knows 1x, 2x and 3x).
    case unsupportedScale(scale: Int)
    /// An image set with no image entry that has a file and resizing.
    case nothingToStretch

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .malformedJSON(let detail):
            "malformed JSON: \(detail)"
        case .unexpectedShape(let detail):
            "not an image set's Contents.json: \(detail)"
        case .unknownMode(let key, let value):
            "unknown \(key) '\(value.excerpt)' (expected "
                + (key == "resizing mode" ? ImageSetResizing.Mode.choices : ResizingMode.choices) + ")"
        case .resizingDoesNotFit(let filename, let axis, _, let center, _) where center < 1:
            // The caps may fit; what is wrong is the centre itself.
            "resizing of \(filename) has a centre \(center) px \(axis.extent); it needs at least 1 px to stretch or tile"
        case .resizingDoesNotFit(let filename, let axis, let caps, let center, let length):
            "resizing of \(filename) does not fit: caps \(caps) px and centre \(center) px need "
                + "\(caps + max(center, 1)) px, but the image is \(length) px \(axis.extent)"
        case .missingFile(let filename):
            "image file \(filename) is missing from the image set"
        case .unsafeFilename(let filename):
            "image file name '\(filename.pathExcerpt)' is not a plain file name inside the image set"
        case .fileListedTwice(let filename):
            "image file \(filename) is listed by two entries with resizing; its output would be written twice"
        case .unsupportedScale(let scale):
            "asset catalog image sets have slots for 1x, 2x and 3x only; Xcode would ignore @\(scale)x as an unassigned child"
        case .nothingToStretch:
            "no image entry has both a filename and resizing"
        }
    }
}
