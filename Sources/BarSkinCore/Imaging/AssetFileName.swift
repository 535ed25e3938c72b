/// An image file name split the way UIKit reads it: `stem@2x~ipad.png`.
///
/// UIKit expects the scale suffix before the device suffix; a name written the
/// other way round (`stem~ipad@2x.png`) keeps its suffixes in the stem and has
/// scale 1, which is exactly how a device would fail to find it.
public struct AssetFileName: Sendable, Hashable {
    /// The name without scale, device or extension.
    public var stem: String
    /// The scale from an `@2x`/`@3x` suffix, 1 when there is none.
    public var scale: Int
    /// The device from a `~iphone`/`~ipad` suffix, if any.
    public var device: String?
    /// The extension without its dot, if any (`png`).
    public var pathExtension: String?

    /// Splits a file name (not a path) into its parts.
    public init(parsing fileName: String) {
        // Nearly every name is ASCII, where bytes are characters: read them as bytes,
        // which a batch of thousands of masks notices.
        if let parsed = Self(ascii: fileName) {
            self = parsed
            return
        }
        var rest = Substring(fileName)
        pathExtension = nil
        if let dot = rest.lastIndex(of: "."), dot != rest.startIndex {
            pathExtension = String(rest[rest.index(after: dot)...])
            rest = rest[..<dot]
        }
        device = nil
        if let tilde = rest.lastIndex(of: "~"), tilde != rest.startIndex {
            let candidate = rest[rest.index(after: tilde)...]
            if !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter }) {
                device = String(candidate)
                rest = rest[..<tilde]
            }
        }
        scale = 1
        if let at = rest.lastIndex(of: "@"), at != rest.startIndex {
            let suffix = rest[rest.index(after: at)...]
            if suffix.count >= 2, suffix.last == "x", let value = Int(suffix.dropLast()), (1...9).contains(value) {
                scale = value
                rest = rest[..<at]
            }
        }
        stem = String(rest)
    }

    /// ``init(parsing:)`` for an ASCII name, byte by byte; nil for any other name.
    private init?(ascii fileName: String) {
        let bytes = Array(fileName.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var end = bytes.count
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        pathExtension = nil
        if let dot = bytes[..<end].lastIndex(of: UInt8(ascii: ".")), dot != 0 {
            pathExtension = text(dot + 1..<end)
            end = dot
        }
        device = nil
        if let tilde = bytes[..<end].lastIndex(of: UInt8(ascii: "~")), tilde != 0,
           tilde + 1 < end, bytes[(tilde + 1)..<end].allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }) {
            device = text(tilde + 1..<end)
            end = tilde
        }
        scale = 1
        if let at = bytes[..<end].lastIndex(of: UInt8(ascii: "@")), at != 0, end - at - 1 >= 2, bytes[end - 1] == UInt8(ascii: "x"),
           let value = Int(text(at + 1..<end - 1)), (1...9).contains(value) {
            scale = value
            end = at
        }
        stem = text(0..<end)
    }

    /// Builds a file name from parts, suffixes in Apple's order.
    public init(stem: String, scale: Int, device: String?, pathExtension: String?) {
        self.stem = stem
        self.scale = scale
        self.device = device
        self.pathExtension = pathExtension
    }

    /// The file name with the suffixes in Apple's order: `stem@2x~ipad.png`.
    public var fileName: String {
        var name = stem
        if scale != 1 { name += "@\(scale)x" }
        if let device { name += "~\(device)" }
        if let pathExtension { name += ".\(pathExtension)" }
        return name
    }

    /// The same name with another stem, keeping scale, device and extension.
    public func withStem(_ newStem: String) -> AssetFileName {
        AssetFileName(stem: newStem, scale: scale, device: device, pathExtension: pathExtension)
    }
}
