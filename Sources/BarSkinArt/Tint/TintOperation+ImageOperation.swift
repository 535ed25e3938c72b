import BarSkinCore

extension TintOperation: ImageOperation {
    /// Unselected, then selected art.
    public var outputRoles: [String] { ["normal", "selected"] }

    /// Both variants of the one input mask.
    /// - Throws: ``TintError`` for an opaque or empty mask, or an icon larger than the item.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "tint reads one mask")
        let result = try render(inputs[0].bitmap, scale: scale, path: inputs[0].path)
        return Rendering(images: [result.normal, result.selected], warnings: result.warnings)
    }

    /// One variant at a time from the mask's one channel, the decoded input let go
    /// first: an 8192x8192 mask is then held as 64 MiB of coverage plus one 256 MiB
    /// output, not as the RGBA input and both outputs.
    public func renderEach(_ inputs: consuming [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError] {
        precondition(inputs.count == 1, "tint reads one mask")
        let path = inputs[0].path
        let (mask, placement, warnings) = try prepare(inputs[0].bitmap, scale: scale, path: path)
        inputs = []
        try output(0, TintRenderer.draw(normal, mask: mask, placement: placement))
        try output(1, TintRenderer.draw(selected, mask: mask, placement: placement))
        return warnings
    }

    /// A size that is not whole points at `scale`, and a selected fill image smaller than the icon.
    public func warnings(forInputWidth width: Int, height: Int, scale: Int, path: String) -> [any LocatedError] {
        inputWarnings(width: width, height: height, scale: scale, path: path)
    }
}
