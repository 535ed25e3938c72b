/// How one vector file becomes one bitmap: the scale of the file made from it
/// and, optionally, the box in points its drawing is fitted into.
public struct VectorRaster: Sendable, Hashable {
    /// The scale of the bitmap: its pixels are points times this (1, 2 or 3 for UIKit).
    public var scale: Int
    /// The size in points to fit the drawing into, keeping its aspect, centred
    /// (`--mask-size`, `mask-size:`); nil draws it at its own size.
    public var fit: PointSize?

    /// A raster request from its parts; `scale` must be at least 1.
    public init(scale: Int, fit: PointSize? = nil) {
        precondition(scale >= 1, "scale must be at least 1")
        self.scale = scale
        self.fit = fit
    }

    /// Everything here that reaches the pixels, for recipes and cache keys.
    public var identifier: String {
        "vector/1 scale=\(scale) fit=" + (fit.map { "\($0.width)x\($0.height)" } ?? "-")
    }
}
