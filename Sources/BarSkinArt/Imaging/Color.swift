import BarSkinCore

/// A colour for drawing: red, green, blue and alpha in 0...1, alpha straight
/// (not premultiplied), the way cairo takes colours and gradient stops.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each clamped into 0...1 so tint arithmetic
    /// (`value * 1.25`) cannot produce an out-of-range colour; NaN is a bug.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        precondition(!(red.isNaN || green.isNaN || blue.isNaN || alpha.isNaN), "colour component is NaN")
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.alpha = min(max(alpha, 0), 1)
    }

    /// A gray of `white` (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of an 8-bit pixel: each component divided by 255.
    public init(_ pixel: RGBA8) {
        self.init(
            red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
            blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255
        )
    }

    /// An opaque colour from 8-bit components, as design notes write them (`rgb(119, 140, 168)`).
    public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Relative luminance (Rec. 709 weights on the channels as stored), 0 black to 1 white:
    /// which of two colours reads as the lighter.
    public var luminance: Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// The nearest 8-bit pixel (each component times 255, rounded).
    public var rgba8: RGBA8 {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return RGBA8(byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#RRGGBB` or `#RRGGBBAA` of the nearest 8-bit pixel.
    public var description: String { rgba8.description }
}
