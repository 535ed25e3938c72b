import BarSkinCore

/// Why a glow or shadow cannot be drawn. Parameters come from a skin or a
/// command line the error does not know about, so the cases carry the bad
/// value but no path; ``located(at:line:column:)`` attaches one.
public enum GlowError: Problem, Hashable, CustomStringConvertible {
    /// A number that must be finite is not (NaN or infinite).
    case notFinite(parameter: Parameter, value: Double)
    /// The blur is below 0.
    case negativeBlur(Double)
    /// The spread is below 0.
    case negativeSpread(Double)
    /// The opacity is outside 0...1.
    case opacityOutOfRange(Double)
    /// Blur, spread and offset together would grow the canvas by `margin`
    /// pixels a side at @`scale`x, over the `maxSide` an image may have.
    case reachTooLarge(margin: Int, scale: Int, maxSide: Int)
    /// The grown canvas for this mask would be over the image size limits.
    case canvasTooLarge(width: Int, height: Int, limits: DecodeLimits)
    /// A glow draws one mask; the operation was given another number of images.
    case inputCount(expected: Int, found: Int)

    /// The numbers a glow takes, named for messages.
    public enum Parameter: String, Sendable, Hashable, CaseIterable {
        /// How soft the edge is.
        case blur
        /// How far the mask grows before blurring.
        case spread
        /// How strong the colour is.
        case opacity
        /// How far right the glow moves.
        case horizontalOffset = "horizontal offset"
        /// How far down the glow moves.
        case verticalOffset = "vertical offset"
    }

    /// The problem as a lowercase fragment that reads well after `error: PATH:`.
    public var message: String {
        switch self {
        case .notFinite(let parameter, let value):
            "\(parameter.rawValue) must be a finite number, not \(GlowOperation.text(value))"
        case .negativeBlur(let value):
            "blur must be at least 0, not \(GlowOperation.text(value))"
        case .negativeSpread(let value):
            "spread must be at least 0, not \(GlowOperation.text(value))"
        case .opacityOutOfRange(let value):
            "opacity must be from 0 to 1, not \(GlowOperation.text(value))"
        case .reachTooLarge(let margin, let scale, let maxSide):
            "blur, spread and offset reach \(margin) px beyond the mask at @\(scale)x, "
                + "more than an image of at most \(maxSide) px a side can hold"
        case .canvasTooLarge(let width, let height, let limits):
            "the glow's canvas would be \(width)x\(height) px, over the limit of \(limits.maxSide) px a side "
                + "and \(limits.maxPixels) pixels"
        case .inputCount(let expected, let found):
            "a glow draws \(expected) mask, not \(found) images"
        }
    }

    /// Same as ``message``.
    public var description: String { message }

}
