import BarSkinCore

/// Small PNG previews for the HTML report, so a page with thousands of assets
/// stays a few megabytes: images larger than ``side`` are shrunk by area
/// averaging (weighted by alpha, so transparent pixels do not darken edges).
enum Thumbnail {
    /// The largest width or height of a preview, in pixels (twice the 40-pixel display size).
    static let side = 80

    /// PNG bytes of a preview of the PNG at `path`, or nil when it cannot be decoded
    /// or is larger than ``DuplicateDetector/decodeLimits`` allow.
    static func png(ofFileAt path: String) -> [UInt8]? {
        guard let bitmap = try? PNGDecoder(limits: DuplicateDetector.decodeLimits).decode(fileAt: path).bitmap else { return nil }
        return try? PNGEncoder().encode(shrunk(bitmap))
    }

    static func shrunk(_ bitmap: Bitmap) -> Bitmap {
        let longest = max(bitmap.width, bitmap.height)
        guard longest > side else { return bitmap }
        let width = max(1, bitmap.width * side / longest), height = max(1, bitmap.height * side / longest)
        var result = Bitmap(width: width, height: height)
        for y in 0..<height {
            let top = y * bitmap.height / height, bottom = max(top + 1, (y + 1) * bitmap.height / height)
            for x in 0..<width {
                let left = x * bitmap.width / width, right = max(left + 1, (x + 1) * bitmap.width / width)
                var red = 0, green = 0, blue = 0, alpha = 0
                for sourceY in top..<bottom {
                    for sourceX in left..<right {
                        let pixel = bitmap[sourceX, sourceY]
                        let weight = Int(pixel.alpha)
                        red += Int(pixel.red) * weight
                        green += Int(pixel.green) * weight
                        blue += Int(pixel.blue) * weight
                        alpha += weight
                    }
                }
                let count = (bottom - top) * (right - left)
                guard alpha > 0 else { continue }
                result[x, y] = RGBA8(UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha), UInt8(alpha / count))
            }
        }
        return result
    }
}
