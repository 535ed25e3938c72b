import BarSkinCore

/// How an image draw samples source pixels when it scales them.
public enum ImageFilter: Sendable, Hashable {
    /// The nearest source pixel: exact copies, blocky when enlarged. Use it for
    /// stretching one-pixel strips and for whole-pixel copies.
    case nearest
    /// Linear interpolation between the four nearest pixels.
    case bilinear
    /// cairo's best quality, which also averages properly when shrinking.
    case best
}
