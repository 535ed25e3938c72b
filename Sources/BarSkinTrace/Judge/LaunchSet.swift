import BarSkinCore

/// One image loaded at launch and the memory its decoded bitmap takes.
public struct LaunchImage: Sendable, Hashable {
    /// The name it is loaded by.
    public var name: String
    /// The file loaded at the profile's highest scale.
    public var path: String
    /// Its pixel size, nil when not a PNG.
    public var pixelSize: PixelSize?
    /// width × height × 4 bytes of RGBA, 0 when the size is unknown.
    public var decodedBytes: Int

    /// width × height × 4, saturating: a header may claim sides up to 2^31 - 1.
    public static func decodedBytes(of size: PixelSize) -> Int {
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: 4)
        return overflow || bytesOverflow ? Int.max : bytes
    }
}

/// The images loaded at launch (seed 000's question), with their total memory.
public struct LaunchSet: Sendable, Hashable {
    /// Distinct files, sorted by path.
    public var images: [LaunchImage]
    /// The sum of their decoded sizes.
    public var decodedBytes: Int {
        images.reduce(0) { total, image in
            let (sum, overflow) = total.addingReportingOverflow(image.decodedBytes)
            return overflow ? Int.max : sum
        }
    }
    /// The storyboard whose initial scene was followed, if any.
    public var storyboard: String?

    /// Adds images the system shows at launch (launch images), each file once, keeping the order by path.
    mutating func add(_ more: [LaunchImage]) {
        let known = Set(images.map(\.path))
        images = (images + more.filter { !known.contains($0.path) }).sorted { $0.path < $1.path }
    }
}
