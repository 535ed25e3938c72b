import BarSkinCore

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

    public var identifier: String { "ninepatch/2 caps=\(caps.identifier) padding=\(contentInsets?.text ?? "none")" }
    public var description: String { "frame as a 9-patch" }
    public var outputRoles: [String] { ["ninepatch"] }

    /// The one input inside its frame.
    /// - Throws: ``StretchError`` when the caps or padding do not fit the art.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "a 9-patch frames one image")
        let art = inputs[0]
        let cuts = try cuts(width: art.bitmap.width, height: art.bitmap.height, scale: scale, path: art.path)
        return Rendering(images: [try NinePatchWriter.framed(art.bitmap, lattice: cuts.lattice, padding: cuts.padding, path: art.path)])
    }

    /// The stretch lattice and the padding in pixels for art of this size at `scale`.
    /// - Throws: ``StretchError`` when the caps or padding do not fit the art.
    public func cuts(width: Int, height: Int, scale: Int, path: String) throws -> (lattice: StretchLattice, padding: PixelInsets?) {
        let lattice = try caps.lattice(width: width, height: height, scale: scale, path: path)
        let padding = contentInsets?.pixels(atScale: scale)
        try NinePatchWriter.checkPadding(padding, width: width, height: height, path: path)
        return (lattice, padding)
    }

    /// The art in `bytes` decoded straight into its frame and marked: the same
    /// image as ``render(_:scale:)``, in one bitmap rather than the art and a framed copy.
    /// - Throws: ``PNGDecodingError``, or ``StretchError`` when the caps or padding do not fit the art.
    public func frame(bytes: [UInt8], path: String, decoder: PNGDecoder, scale: Int) throws -> Bitmap {
        var framed = try decoder.decode(bytes: bytes, path: path, margin: 1).bitmap
        let cuts = try cuts(width: framed.width - 2, height: framed.height - 2, scale: scale, path: path)
        NinePatchWriter.mark(&framed, lattice: cuts.lattice, padding: cuts.padding)
        return framed
    }
}
