/// How a PNG stores its pixels, as read from IHDR and tRNS.
public struct StoredFormat: Sendable, Hashable {
    /// The PNG colour type.
    public enum ColorType: String, Sendable, Hashable {
        /// Luminance only (type 0).
        case gray
        /// Red, green, blue (type 2).
        case rgb
        /// Indexes into a palette (type 3).
        case palette
        /// Luminance and alpha (type 4).
        case grayAlpha = "gray-alpha"
        /// Red, green, blue and alpha (type 6).
        case rgba

        /// The colour type for a PNG colour-type number, nil for an invalid one.
        public init?(pngValue: Int) {
            switch pngValue {
            case 0: self = .gray
            case 2: self = .rgb
            case 3: self = .palette
            case 4: self = .grayAlpha
            case 6: self = .rgba
            default: return nil
            }
        }

        /// The PNG colour-type number.
        public var pngValue: Int {
            switch self {
            case .gray: 0
            case .rgb: 2
            case .palette: 3
            case .grayAlpha: 4
            case .rgba: 6
            }
        }
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The stored colour type.
    public var colorType: ColorType
    /// Bits per sample (per palette index for palette images): 1, 2, 4, 8 or 16.
    public var bitDepth: Int
    /// Adam7-interlaced.
    public var interlaced: Bool
    /// A tRNS chunk gives transparency to a type without an alpha channel.
    public var hasTransparencyChunk: Bool

    /// A stored format from its parts.
    public init(width: Int, height: Int, colorType: ColorType, bitDepth: Int, interlaced: Bool, hasTransparencyChunk: Bool) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.interlaced = interlaced
        self.hasTransparencyChunk = hasTransparencyChunk
    }
}
