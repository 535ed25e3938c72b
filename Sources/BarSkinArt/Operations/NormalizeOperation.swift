import BarSkinCore

/// The image as it is: what `barskin normalize` writes, re-encoded canonically.
public struct NormalizeOperation: ImageOperation {
    /// The operation; it has no parameters.
    public init() {}

    public var identifier: String { "normalize/1" }
    public var description: String { "re-encode unchanged" }
    public var outputRoles: [String] { ["image"] }
    /// The image as it is says nothing of how it is rendered: the set's own choice (or Xcode's default) stays.
    public var templateRendering: Bool? { nil }

    /// The one input, unchanged.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "normalize reads one image")
        return Rendering(images: [inputs[0].bitmap])
    }
}
