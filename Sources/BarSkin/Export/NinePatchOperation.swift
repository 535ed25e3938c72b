/// Frames art as an Android 9-patch: a one-pixel border whose black marks give
/// the stretch regions (from caps) and the content padding.
public struct NinePatchOperation: ImageOperation {
    /// The caps, in points, converted per scale.
    public var caps: CapSpecification
    /// The padding marks, in points; nil marks none.
    public var contentInsets: CapInsets?

    /// An operation framing with `caps` and `contentInsets`.
    public init(caps: CapSpecification, contentInsets: CapInsets?) {
        self.caps = caps
        self.contentInsets = contentInsets
    }

    public var identifier: String { "ninepatch/1 caps=\(caps) padding=\(contentInsets.map { "\($0)" } ?? "none")" }
    public var description: String { "frame as a 9-patch" }
    public var outputRoles: [String] { ["ninepatch"] }

    /// The one input inside its frame.
    /// - Throws: ``StretchError`` when the caps or padding do not fit the art.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "a 9-patch frames one image")
        let art = inputs[0]
        let lattice = try caps.lattice(width: art.bitmap.width, height: art.bitmap.height, scale: scale, path: art.path)
        return Rendering(images: [try NinePatchWriter.framed(art.bitmap, lattice: lattice, padding: contentInsets?.pixels(atScale: scale), path: art.path)])
    }
}
