import BarSkinCore

/// Reads a PNG's pixel size from its IHDR chunk, the first 24 bytes, without
/// decoding: cheap enough to run on every asset of a large project.
public enum PNGHeader {
    /// The size of the PNG at `path`, or nil when it is not a readable PNG.
    public static func pixelSize(ofFileAt path: String) -> PixelSize? {
        // Non-blocking and regular files only: a named pipe in a catalog must not stall the trace.
        let descriptor = SystemCalls.openFile(path, [.readOnly, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { return nil }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard SystemCalls.status(ofDescriptor: descriptor)?.kind == .regularFile else { return nil }
        var header = [UInt8](repeating: 0, count: 24)
        let count = header.withUnsafeMutableBytes { SystemCalls.readBytes(from: descriptor, into: $0.baseAddress!, count: 24) }
        guard count == 24 else { return nil }
        return pixelSize(header: header)
    }

    /// Why a file named `.png` at `path` whose ``pixelSize(ofFileAt:)`` is nil is no image the app
    /// can load: a Git LFS pointer (the art never fetched) or other bytes that are not PNG's; nil
    /// when it cannot be opened (other checks say so) or is another format UIKit reads (a JPEG or
    /// GIF named `.png`, which `imageNamed:` loads by its bytes).
    public static func notAPNG(fileAt path: String) -> TraceError? {
        let descriptor = SystemCalls.openFile(path, [.readOnly, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { return nil }
        defer { SystemCalls.closeDescriptor(descriptor) }
        guard SystemCalls.status(ofDescriptor: descriptor)?.kind == .regularFile else { return nil }
        let wanted = lfsPointerStart.count
        var head = [UInt8](repeating: 0, count: wanted)
        let count = head.withUnsafeMutableBytes { SystemCalls.readBytes(from: descriptor, into: $0.baseAddress!, count: wanted) }
        head = Array(head.prefix(max(count, 0)))
        let otherFormats: [[UInt8]] = [signature, [0xFF, 0xD8, 0xFF], Array("GIF8".utf8)]
        if otherFormats.contains(where: { head.starts(with: $0) }) { return nil }
        return TraceProblem.notPNG(lfsPointer: head.elementsEqual(lfsPointerStart)).located(at: path)
    }

    /// The first line of every Git LFS pointer file, up to the spec's version.
    private static let lfsPointerStart = Array("version https://git-lfs.github.com/spec/".utf8)

    /// The eight bytes every PNG starts with.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size from the first 24 bytes of a PNG, or nil when they are not a PNG header.
    public static func pixelSize(header bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24, bytes.starts(with: signature),
              bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        let width = word(16), height = word(20)
        // The PNG specification caps each side at 2^31 - 1.
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
        return PixelSize(width: width, height: height)
    }
}
