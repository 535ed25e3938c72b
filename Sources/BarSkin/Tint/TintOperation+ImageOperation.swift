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

    /// A size that is not whole points at `scale`, and a selected fill image smaller than the icon.
    public func warnings(forInputWidth width: Int, height: Int, scale: Int, path: String) -> [any LocatedError] {
        inputWarnings(width: width, height: height, scale: scale, path: path)
    }
}
