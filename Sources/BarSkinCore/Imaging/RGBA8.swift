/// One 8-bit RGBA colour with straight alpha.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0-255.
    public var red: UInt8
    /// Green, 0-255.
    public var green: UInt8
    /// Blue, 0-255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// A colour from its four components.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Fully transparent black.
    public static let clear = RGBA8(0, 0, 0, 0)
    /// Opaque black.
    public static let black = RGBA8(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA8(255, 255, 255)

    /// `#RRGGBBAA`, or `#RRGGBB` when opaque.
    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
