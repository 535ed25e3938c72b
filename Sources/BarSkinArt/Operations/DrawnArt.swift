import BarSkinCore

/// A picture drawn from parameters alone, with no input images, at a size in
/// points that every scale multiplies: the tab bar's pieces, the navigation
/// bar, the grouped table's rows.
///
/// Giving every drawn piece this one shape lets the commands and the skin
/// build treat them alike: one output named ``artName``, one cap
/// specification to write beside it.
public protocol DrawnArt: ImageOperation {
    /// The image's name in an app (`NavigationBarBackground`, `topRowSelected`),
    /// also the one output's role.
    var artName: String { get }
    /// Its size in points; a file at scale 2 is twice as many pixels each way.
    var pointSize: PointSize { get }
    /// How the image stretches, nil for one drawn at its final size.
    var capSpecification: CapSpecification? { get }
    /// Draws the image for a file at `scale`: ``pointSize`` times `scale` pixels.
    /// - Throws: ``DrawingError`` when cairo fails.
    func draw(scale: Int) throws -> Bitmap
}

extension DrawnArt {
    /// One output, named after the art.
    public var outputRoles: [String] { [artName] }

    /// A readable summary, e.g. for logs.
    public var description: String {
        "\(artName), \(pointSize.width)x\(pointSize.height) pt" + (capSpecification == nil ? "" : ", stretchable")
    }

    /// Draws the art; drawn art takes no inputs.
    /// - Throws: ``DrawingError`` when cairo fails.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.isEmpty, "\(artName) is drawn, not made from images")
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
