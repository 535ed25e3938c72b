/// An image format other than PNG, told by its first bytes, so that a JPEG
/// saved as `icon.png` is reported as a JPEG instead of as "not a PNG".
public enum ForeignImageFormat: String, Sendable, CaseIterable {
    case jpeg = "JPEG", gif = "GIF", webP = "WebP", heic = "HEIC", avif = "AVIF", tiff = "TIFF", bmp = "BMP",
         icns = "ICNS", ico = "ICO", pdf = "PDF", svg = "SVG"

    /// The bytes a file needs for ``identify(_:)``.
    public static let headLength = 256

    /// The format whose signature `head` starts with, or nil.
    public static func identify(_ head: some Collection<UInt8>) -> ForeignImageFormat? {
        let bytes = Array(head.prefix(headLength))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
        }
        func startsText(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if startsText("GIF87a") || startsText("GIF89a") { return .gif }
        if startsText("RIFF"), startsText("WEBP", at: 8) { return .webP }
        // ISO base media files: a box size, then `ftyp` and the brand.
        if startsText("ftyp", at: 4) {
            if startsText("avif", at: 8) || startsText("avis", at: 8) { return .avif }
            if ["heic", "heix", "hevc", "mif1", "msf1"].contains(where: { startsText($0, at: 8) }) { return .heic }
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if startsText("BM"), bytes.count >= 14 { return .bmp }
        if startsText("icns") { return .icns }
        if starts([0x00, 0x00, 0x01, 0x00]) { return .ico }
        if startsText("%PDF-") { return .pdf }
        // SVG is text: an XML declaration or comment may come before the root element.
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("<svg") { return .svg }
        return nil
    }
}
