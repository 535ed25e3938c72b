import BarSkinCore

/// A glow or a shadow of one mask: the mask's alpha, optionally grown by the
/// spread, moved by the offset, blurred and coloured, on a canvas grown enough
/// on each side that nothing is cut off (or cropped back to the mask's size).
///
/// Lengths are in points and scale with the file (@2x doubles them); offsets
/// grow right and down, as in UIKit since iOS 4. The blur follows the CSS and
/// canvas mapping σ = blur / 2 (imaging.md §5.2). The mask's colours matter
/// only when the shape is drawn with its glow.
public struct GlowOperation: ImageOperation, Hashable {
    /// The glow's colour; its alpha multiplies the opacity.
    public let color: Color
    /// The blur in points: σ = blur / 2, times the file's scale.
    public let blur: Double
    /// The strength, 0...1, of the colour where the mask is fully covered.
    public let opacity: Double
    /// How far the mask grows before blurring, in points (0 or more).
    public let spread: Double
    /// How far the glow moves, in points: x right, y down.
    public let offset: Point
    /// An inner shadow: the shadow of everything outside the shape, kept only inside it.
    public let inner: Bool
    /// Draws the mask itself with its glow: over an outer glow, under an inner one.
    public let withShape: Bool
    /// Crops the result back to the mask's size (the mask's own place in the grown canvas).
    public let keepSize: Bool
    /// The largest canvas the glow may grow to.
    public let limits: DecodeLimits

    /// A glow from its parameters; the defaults make a soft white glow.
    /// - Throws: ``GlowError`` for a negative blur or spread, an opacity outside
    ///   0...1, a number that is not finite, or a reach so large that the @3x
    ///   canvas could not be an image within `limits`.
    public init(
        color: Color = .white, blur: Double = 4, opacity: Double = 1, spread: Double = 0,
        offset: Point = .zero, inner: Bool = false, withShape: Bool = false, keepSize: Bool = false,
        limits: DecodeLimits = .default
    ) throws {
        let numbers: [(GlowError.Parameter, Double)] = [
            (.blur, blur), (.spread, spread), (.opacity, opacity),
            (.horizontalOffset, offset.x), (.verticalOffset, offset.y),
        ]
        for (parameter, value) in numbers where !value.isFinite {
            throw GlowError.notFinite(parameter: parameter, value: value)
        }
        guard blur >= 0 else { throw GlowError.negativeBlur(blur) }
        guard spread >= 0 else { throw GlowError.negativeSpread(spread) }
        guard (0...1).contains(opacity) else { throw GlowError.opacityOutOfRange(opacity) }
        // The largest scale a skin builds; checked in floating point, before any
        // number can overflow an Int.
        let largestScale = 3
        let reach = Self.reachEstimate(blur: blur, spread: spread, offset: max(abs(offset.x), abs(offset.y)),
                                       scale: largestScale)
        guard 2 * reach + 1 <= Double(limits.maxSide) else {
            throw GlowError.reachTooLarge(margin: Int(min(reach, 1e15)), scale: largestScale, maxSide: limits.maxSide)
        }
        // Colours are kept as the 8-bit values drawn, so the identifier names the pixels exactly.
        self.color = Color(color.rgba8)
        (self.blur, self.opacity, self.spread, self.offset) = (blur, opacity, spread, offset)
        (self.inner, self.withShape, self.keepSize, self.limits) = (inner, withShape, keepSize, limits)
    }

    /// A drop shadow as Quartz and Core Animation make one: black at one-third
    /// opacity, 1 point down. The blur is 0, Core Animation's default radius as
    /// the seed gives it and what UIKit's etched bar text and Three20's drop
    /// lines use; a soft shadow names its blur.
    public static let shadow = try! GlowOperation(color: .black, blur: 0, opacity: 1.0 / 3, offset: Point(x: 0, y: 1))

    /// The default glow: white, blur 4 points, full opacity.
    public static let glow = try! GlowOperation()

    /// The pixels added on each side of the mask at `scale`: the blur's reach
    /// (at least ⌈3σ⌉) plus the spread and the offset, rounded up.
    public func margins(scale: Int) -> (horizontal: Int, vertical: Int) {
        precondition(scale >= 1, "scale must be at least 1")
        let blurReach = GaussianBlur(sigma: sigma(scale: scale)).reach
        let spreadReach = Int((spread * Double(scale)).rounded(.up))
        return (blurReach + spreadReach + Int((abs(offset.x) * Double(scale)).rounded(.up)),
                blurReach + spreadReach + Int((abs(offset.y) * Double(scale)).rounded(.up)))
    }

    /// The blur's σ in pixels for a file at `scale`.
    public func sigma(scale: Int) -> Double { blur / 2 * Double(scale) }

    /// An upper bound of one side's margin, in floating point.
    private static func reachEstimate(blur: Double, spread: Double, offset: Double, scale: Int) -> Double {
        let scale = Double(scale)
        return 3 * blur / 2 * scale + 3 + (spread * scale).rounded(.up) + (offset * scale).rounded(.up)
    }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "glow/1 color=\(color) blur=\(Self.text(blur)) opacity=\(Self.text(opacity)) spread=\(Self.text(spread)) "
            + "offset=\(Self.text(offset.x)),\(Self.text(offset.y)) inner=\(inner) withShape=\(withShape) keepSize=\(keepSize)"
    }

    /// A readable summary, e.g. for logs.
    public var description: String {
        var parts = ["\(inner ? "inner shadow" : "glow") \(color)", "blur \(Self.text(blur)) pt"]
        if opacity != 1 { parts.append("opacity \(Self.text(opacity))") }
        if spread != 0 { parts.append("spread \(Self.text(spread)) pt") }
        if offset != .zero { parts.append("offset \(Self.text(offset.x)),\(Self.text(offset.y)) pt") }
        if withShape { parts.append("with the shape") }
        if keepSize { parts.append("at the mask's size") }
        return parts.joined(separator: ", ")
    }

    /// One output, the glow.
    public var outputRoles: [String] { ["glow"] }

    /// A number as identifiers and messages show it: `4`, `0.5`, `-2`.
    static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
