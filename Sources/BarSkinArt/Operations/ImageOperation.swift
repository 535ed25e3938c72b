import BarSkinCore

/// One image operation: what to draw, apart from how files are read, encoded
/// and written (``OperationRunner`` does that, the same way for every command
/// and for `barskin build`).
///
/// An operation is a small value holding its parameters. Its ``identifier``
/// names everything that affects the pixels, with a version bumped whenever
/// the drawing maths changes, so it can key a manifest: an output made by the
/// same identifier from the same inputs is up to date.
public protocol ImageOperation: Sendable, CustomStringConvertible {
    /// A stable key for everything that affects the pixels (`tint/2 mask=alpha ...`).
    var identifier: String { get }
    /// What each output is, in the order ``render(_:scale:)`` returns them
    /// (`normal`, `selected`; one name for an operation with one output).
    var outputRoles: [String] { get }
    /// Draws the outputs from the decoded inputs, in order, for a file at `scale`
    /// (1, 2 or 3: points times scale are pixels). Drawn art takes no inputs.
    /// - Throws: the operation's own error enum, naming the input at fault.
    func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering
    /// Draws the outputs and hands each to `output` with its index, in order, before
    /// drawing the next, and returns ``Rendering/warnings``. The runner passes the
    /// inputs with `consume`, so an operation with large outputs can let the
    /// decoded inputs go and hold one output at a time.
    func renderEach(_ inputs: consuming [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError]
    /// The encoder that suits this operation's art at `compression`.
    func encoder(compression: PNGCompression) -> PNGEncoder
    /// The warnings ``render(_:scale:)`` gives about an input of this pixel size at
    /// `scale`, so a batch that skips an up-to-date input repeats them without decoding it.
    func warnings(forInputWidth width: Int, height: Int, scale: Int, path: String) -> [any LocatedError]
    /// `template-rendering-intent` of the image sets its art ships in: false (original)
    /// for art whose colours are its own; nil leaves the set's own choice.
    var templateRendering: Bool? { get }
    /// Why its art cannot ship as a template vector set holding the SVG or PDF input
    /// itself, or nil when it can: a catalog draws a vector in one colour, the system's tint.
    var vectorRefusal: String? { get }
}

extension ImageOperation {
    /// Everything drawn by ``render(_:scale:)``, then handed on.
    public func renderEach(_ inputs: consuming [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError] {
        let rendering = try render(inputs, scale: scale)
        precondition(rendering.images.count == outputRoles.count, "\(self) drew \(rendering.images.count) images")
        for (index, image) in rendering.images.enumerated() { try output(index, image) }
        return rendering.warnings
    }

    /// The compression's own choice of layout and row filters, which suits most art.
    public func encoder(compression: PNGCompression) -> PNGEncoder {
        PNGEncoder(compression: compression)
    }

    /// None: most operations have nothing to say about an input's size.
    public func warnings(forInputWidth width: Int, height: Int, scale: Int, path: String) -> [any LocatedError] { [] }

    /// Original: drawn art's colours are the ones it was drawn in, which a template would replace.
    public var templateRendering: Bool? { false }

    /// Most operations draw pixels (blurs, gradients) that no vector set can make.
    public var vectorRefusal: String? { "its art is drawn in pixels a vector image set cannot make" }
}

/// A decoded input of an operation.
public struct SourceImage: Sendable {
    /// The file it was read from, as the user named it (errors name it).
    public var path: String
    /// Its pixels.
    public var bitmap: Bitmap
    /// The PNG file's bytes, when the caller holds them anyway: an operation
    /// that lets the bitmap go can decode them again a row at a time.
    public var encoded: [UInt8]?

    /// An input from its parts.
    public init(path: String, bitmap: Bitmap, encoded: [UInt8]? = nil) {
        self.path = path
        self.bitmap = bitmap
        self.encoded = encoded
    }
}

/// What an operation drew.
public struct Rendering: Sendable {
    /// One image per ``ImageOperation/outputRoles`` entry, in that order.
    public var images: [Bitmap]
    /// Problems with the inputs that did not stop the drawing.
    public var warnings: [any LocatedError]

    /// A rendering from its parts.
    public init(images: [Bitmap], warnings: [any LocatedError] = []) {
        self.images = images
        self.warnings = warnings
    }
}
