import Foundation

/// One scale variant of an image given to `slice`: its file, name parts,
/// size and original bytes (copied unchanged into the outputs).
public struct SliceVariant: Sendable {
    /// The input path.
    public var path: String
    /// The file name split into stem, scale and device.
    public var fileName: AssetFileName
    /// The decoded pixels.
    public var bitmap: Bitmap
    /// The file exactly as read.
    public var bytes: [UInt8]

    /// A variant from its parts.
    public init(path: String, fileName: AssetFileName, bitmap: Bitmap, bytes: [UInt8]) {
        self.path = path
        self.fileName = fileName
        self.bitmap = bitmap
        self.bytes = bytes
    }

    /// Reads and decodes the file at `path`, keeping its bytes for copying.
    /// - Throws: ``PNGDecodingError`` (also when the file cannot be read).
    public init(reading path: String, decoder: PNGDecoder) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PNGDecodingError.unreadable(path: path, reason: "cannot open file")
        }
        let bytes = [UInt8](data)
        self.init(path: path, fileName: AssetFileName(parsing: PathText.fileName(of: path)),
                  bitmap: try decoder.decode(bytes: bytes, path: path).bitmap, bytes: bytes)
    }

    /// The pixel slices for `caps` and the resizing entry describing them.
    /// - Throws: ``StretchError`` when the caps do not fit this file.
    public func resizing(for caps: CapSpecification) throws -> (lattice: StretchLattice, resizing: ImageSetResizing) {
        let lattice = try caps.lattice(width: bitmap.width, height: bitmap.height, scale: fileName.scale, path: path)
        let centerMode: ResizingMode
        switch caps {
        case .legacy: centerMode = .stretch
        case .insets(_, let mode): centerMode = mode
        }
        return (lattice, ImageSetResizing(horizontal: lattice.horizontal, vertical: lattice.vertical, centerMode: centerMode))
    }
}
