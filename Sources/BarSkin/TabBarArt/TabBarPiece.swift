/// One image of the classic tab bar, drawn from a ``TabBarLook`` with no
/// inputs, at a size in points that every scale multiplies.
public protocol TabBarPiece: ImageOperation, Hashable {
    /// The image's name in an app, as the seed names its file (`TabBarBackground`).
    static var name: String { get }
    /// Bumped whenever the piece's drawing changes, so old files are rebuilt.
    static var version: Int { get }
    /// The colours and sizes it is drawn from.
    var look: TabBarLook { get }
    /// Its size in points; a file at scale 2 is twice as many pixels each way.
    var pointSize: PointSize { get }
    /// How the image stretches, nil for one drawn at its final size.
    var capSpecification: CapSpecification? { get }
    /// The parameters besides the look that reach the pixels, for ``identifier``.
    var parameterText: String { get }
    /// Draws the piece for a file at `scale`: ``pointSize`` times `scale` pixels.
    /// - Throws: ``DrawingError`` when cairo fails.
    func draw(scale: Int) throws -> Bitmap
}

extension TabBarPiece {
    /// One output, named after the piece.
    public var outputRoles: [String] { [Self.name] }

    /// No parameters besides the look, unless the piece says otherwise.
    public var parameterText: String { "" }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(Self.name)/\(Self.version) size=\(pointSize.width)x\(pointSize.height)"
            + (parameterText.isEmpty ? "" : " " + parameterText) + " " + look.identifier
    }

    /// A readable summary, e.g. for logs.
    public var description: String {
        "\(Self.name), \(pointSize.width)x\(pointSize.height) pt" + (capSpecification == nil ? "" : ", stretchable")
    }

    /// Draws the piece; drawn art takes no inputs.
    /// - Throws: ``DrawingError`` when cairo fails.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.isEmpty, "\(Self.name) is drawn, not made from images")
        return Rendering(images: [try draw(scale: scale)])
    }

    /// A transparent canvas of ``pointSize`` at `scale`, with `body` drawing on
    /// it in points, and its pixels.
    func drawInPoints(scale: Int, _ body: (Canvas) throws -> Void) throws -> Bitmap {
        precondition(scale >= 1, "scale must be at least 1")
        let canvas = try Canvas(width: pointSize.width * scale, height: pointSize.height * scale)
        canvas.scale(by: Double(scale))
        try body(canvas)
        return try canvas.bitmap()
    }
}
