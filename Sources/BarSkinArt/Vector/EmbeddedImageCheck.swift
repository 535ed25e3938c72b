import BarSkinCore
import Foundation

/// Checks a `data:` image inside an SVG before librsvg decodes it: only PNG,
/// JPEG and GIF, base64-encoded, whose header gives a size within the limits.
/// Anything else (a nested SVG, which could nest again; formats whose decoders
/// BarSkin never vets) is refused. The images of one file together are held to the
/// pixel limit too: six 8000 x 8000 PNGs, each within it, would take gigabytes.
struct EmbeddedImageCheck {
    /// The SVG file, for errors.
    let path: String
    /// The pixel limits the images must be within.
    let limits: DecodeLimits
    /// The pixels of the images checked so far.
    private(set) var pixels = 0

    /// A check of the images of the SVG at `path`.
    init(path: String, limits: DecodeLimits) {
        (self.path, self.limits) = (path, limits)
    }

    /// The longest `data:` URL read, in bytes: 16 MiB of base64 is 12 MiB of image.
    static let longestURL = 16 << 20

    /// The media types read, each with the reader of its size.
    private static let types: [String: @Sendable ([UInt8]) -> (width: Int, height: Int)?] = [
        "image/png": pngSize, "image/jpeg": jpegSize, "image/jpg": jpegSize, "image/gif": gifSize,
    ]

    /// Checks one `data:` URL, read as bytes: only its header and the first 64 KB of its data are decoded.
    /// - Throws: ``VectorProblem/embeddedImage(detail:)``.
    mutating func check(dataURL: ArraySlice<UInt8>) throws(VectorError) {
        // A 12 MB PNG is a photograph, not an icon's part; librsvg would hold the text, its decoding and the pixels.
        guard dataURL.count <= Self.longestURL else {
            throw refused("a data: URL of \(dataURL.count) bytes, over the limit of \(Self.longestURL)")
        }
        guard let comma = dataURL.prefix(1024).firstIndex(of: UInt8(ascii: ",")) else { throw refused("a data: URL without a comma") }
        let header = String(decoding: dataURL[(dataURL.startIndex + 5)..<comma], as: UTF8.self).lowercased()
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let type = parts.first ?? ""
        guard let size = Self.types[type] else {
            throw refused("\(type.isEmpty ? "untyped" : type) data; only image/png, image/jpeg and image/gif are read")
        }
        guard parts.contains("base64") else { throw refused("\(type) data that is not base64") }
        var text: [UInt8] = []
        for byte in dataURL[(comma + 1)...] where !Self.isSpace(byte) {
            guard Self.isBase64(byte) else { throw refused("\(type) data that is not valid base64") }
            if text.count < 87_384 { text.append(byte) }
        }
        // Whole groups of four characters decode on their own.
        let head = text.count < 87_384 ? text : Array(text.prefix(87_384))
        guard let data = Data(base64Encoded: Data(head)) else { throw refused("\(type) data that is not valid base64") }
        guard let (width, height) = size(Array(data.prefix(1 << 16))) else { throw refused("\(type) data with no readable size") }
        guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels else {
            throw refused("\(width)x\(height) \(type), over the limit of \(limits.maxSide) px a side and \(limits.maxPixels) pixels")
        }
        pixels += width * height
        guard pixels <= limits.maxPixels else {
            throw refused("the file's images hold \(pixels) pixels together, over the limit of \(limits.maxPixels)")
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private static func isBase64(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }

    private func refused(_ detail: String) -> VectorError {
        VectorProblem.embeddedImage(detail: detail).located(at: path)
    }

    /// The IHDR size of a PNG.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The logical screen size of a GIF.
    static func gifSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) else { return nil }
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// The size in a JPEG's first start-of-frame segment.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0 to SOF15, but for DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
