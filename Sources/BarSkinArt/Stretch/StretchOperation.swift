import BarSkinCore

/// Renders a stretchable image at a size in points, with UIKit's cap semantics:
/// corners copied untouched, edges resized along one axis, no region bleeding into another.
public struct StretchOperation: ImageOperation {
    /// Where the caps come from.
    public enum Caps: Sendable, Hashable {
        /// Caps the user gave, in points.
        case given(CapSpecification)
        /// The input is an Android 9-patch: its frame marks the caps and is dropped.
        case ninePatchFrame
        /// An image set's `resizing` for the file `filename` in the Contents.json at `contentsPath`.
        case resizing(ImageSetResizing, filename: String, contentsPath: String)

        /// As the identifier records it, written out: `given(insets(0,5,0,5) stretch)`.
        public var identifier: String {
            switch self {
            case .given(let caps): "given(\(caps.identifier))"
            case .ninePatchFrame: "ninepatch-frame"
            case .resizing(let resizing, let filename, let contents):
                "resizing(\(resizing.mode.rawValue) \(resizing.centerMode.rawValue) \(resizing.centerWidth)x\(resizing.centerHeight) "
                    + "\(resizing.capInsets.top),\(resizing.capInsets.left),\(resizing.capInsets.bottom),\(resizing.capInsets.right) \(filename) in \(contents))"
            }
        }
    }

    /// The target size in points, multiplied by each file's scale.
    public var width: Int, height: Int
    /// Where the caps come from.
    public var caps: Caps
    /// Scale the fixed patches down (Skia's rule) when the target is smaller than them.
    public var shrinkingCaps: Bool
    /// The largest image it may make.
    public var limits: DecodeLimits

    /// An operation rendering at `width` x `height` points.
    public init(width: Int, height: Int, caps: Caps, shrinkingCaps: Bool, limits: DecodeLimits = .default) {
        precondition(width > 0 && height > 0, "the target needs at least one point")
        self.width = width
        self.height = height
        self.caps = caps
        self.shrinkingCaps = shrinkingCaps
        self.limits = limits
    }

    public var identifier: String { "stretch/2 size=\(width)x\(height) caps=\(caps.identifier) shrink=\(shrinkingCaps)" }
    public var description: String { "stretch to \(width)x\(height) pt" }
    public var outputRoles: [String] { ["stretched"] }

    /// The one input at the target size times `scale`.
    /// - Throws: ``StretchError``, ``NinePatchError`` or ``ImageSetError`` naming the input.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.count == 1, "stretch reads one image")
        var bitmap = inputs[0].bitmap
        let path = inputs[0].path, lattice: StretchLattice
        switch caps {
        case .given(let specification):
            lattice = try specification.lattice(width: bitmap.width, height: bitmap.height, scale: scale, path: path)
        case .ninePatchFrame:
            let ninePatch = try NinePatch(framed: bitmap, path: path)
            bitmap = ninePatch.content
            lattice = ninePatch.lattice
        case .resizing(let resizing, let filename, let contentsPath):
            lattice = try resizing.lattice(width: bitmap.width, height: bitmap.height, scale: scale, filename: filename, path: contentsPath)
        }
        let (pixelWidth, widthOverflow) = width.multipliedReportingOverflow(by: scale)
        let (pixelHeight, heightOverflow) = height.multipliedReportingOverflow(by: scale)
        guard !widthOverflow && !heightOverflow else {
            throw StretchProblem.sizeOverflow(width: width, height: height, scale: scale).located(at: path)
        }
        guard pixelWidth <= limits.maxSide, pixelHeight <= limits.maxSide, pixelWidth <= limits.maxPixels / pixelHeight else {
            throw StretchProblem.targetTooLarge(width: pixelWidth, height: pixelHeight, maxSide: limits.maxSide, maxPixels: limits.maxPixels).located(at: path)
        }
        let plan = try StretchPlan(lattice: lattice, width: pixelWidth, height: pixelHeight, shrinkingCaps: shrinkingCaps, path: path)
        return Rendering(images: [StretchRenderer.render(bitmap, plan: plan)])
    }
}
