import BarSkin

/// The one seeded generator of the tests (SplitMix64): small, fast and the same
/// on every platform, so a failing property or pixel test reproduces from its seed.
public struct SplitMix: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next random byte (bits 24 to 31 of `next()`).
    public mutating func nextByte() -> UInt8 {
        UInt8(truncatingIfNeeded: next() >> 24)
    }

    /// A bitmap of random pixels; `opaque` forces alpha 255.
    public mutating func bitmap(width: Int, height: Int, opaque: Bool) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = (opaque && index % 4 == 3) ? 255 : nextByte()
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
