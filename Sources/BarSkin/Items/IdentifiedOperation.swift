import BarSkinArt
import BarSkinCore

/// An operation with its identifier worked out once: a command hands one operation
/// to a thousand items, and each item's recipe and the run's digest ask for it.
/// Everything else is the operation's own.
public struct IdentifiedOperation: ImageOperation {
    /// The operation itself.
    public let base: any ImageOperation
    /// The base's identifier, as it was when wrapped.
    public let identifier: String
    /// The base's output roles.
    public let outputRoles: [String]

    /// `base`, its identifier and roles taken now.
    public init(_ base: any ImageOperation) {
        self.base = (base as? IdentifiedOperation)?.base ?? base
        identifier = base.identifier
        outputRoles = base.outputRoles
    }

    /// The base's description.
    public var description: String { base.description }

    /// The base's drawing.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        try base.render(inputs, scale: scale)
    }

    /// The base's drawing, one output at a time as it hands them on.
    public func renderEach(_ inputs: consuming [SourceImage], scale: Int, _ output: (Int, Bitmap) throws -> Void) throws -> [any LocatedError] {
        try base.renderEach(inputs, scale: scale, output)
    }

    /// The base's encoder.
    public func encoder(compression: PNGCompression) -> PNGEncoder {
        base.encoder(compression: compression)
    }

    /// The base's rendering intent.
    public var templateRendering: Bool? { base.templateRendering }

    /// The base's answer.
    public var vectorRefusal: String? { base.vectorRefusal }

    /// The base's warnings about an input's size.
    public func warnings(forInputWidth width: Int, height: Int, scale: Int, path: String) -> [any LocatedError] {
        base.warnings(forInputWidth: width, height: height, scale: scale, path: path)
    }
}
