import BarSkinCore

/// What an image draw shows beyond the edges of the source rectangle, and how
/// the source is laid into the destination.
public enum ImageExtend: Sendable, Hashable {
    /// The source is scaled to the destination; outside it, nothing. Bilinear
    /// sampling fades the outermost pixels towards transparent.
    case none
    /// The source is scaled to the destination and its edge pixels repeat outwards,
    /// so edges stay solid: the stretched middle of a cap-inset image.
    case pad
    /// The source is tiled at its own pixel size (one source pixel per user-space
    /// unit) from the destination's top-left corner: the tiled middle of a cap-inset image.
    case `repeat`
}
