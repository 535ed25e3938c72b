/// Conversions between straight and premultiplied 8-bit colour with cairo's
/// rounding, so pixels resampled here match what the cairo-based stages give.
public enum Premultiplication {
    /// `color * alpha / 255`, rounded the way cairo's `MUL_UN8` does.
    @inline(__always)
    public static func premultiply(_ color: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(alpha) * UInt32(color) + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// `color * 255 / alpha` rounded to nearest, as cairo's PNG writer
    /// unpremultiplies; 0 for a fully transparent pixel.
    @inline(__always)
    public static func unpremultiply(_ color: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        return UInt8(min(255, (UInt32(color) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
    }
}
