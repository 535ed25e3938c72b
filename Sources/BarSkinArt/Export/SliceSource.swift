import BarSkinCore
import Foundation

/// One scale variant of an image given to `slice`: its file, name parts,
/// size and original bytes (copied unchanged into the outputs).
public struct SliceVariant: Sendable {
    /// The input path.
    public var path: String
    /// The file name split into stem, scale and device.
    public var fileName: AssetFileName
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The decoded pixels when the caller holds them anyway (build's drawn art);
    /// nil for files `slice` read, which are decoded again from ``bytes`` when a
    /// 9-patch needs them, so a run never holds every input's pixels at once.
    public var bitmap: Bitmap?
    /// The file exactly as read.
    public var bytes: [UInt8]

    /// A variant from its parts, its pixels kept.
    public init(path: String, fileName: AssetFileName, bitmap: Bitmap, bytes: [UInt8]) {
        self.path = path
        self.fileName = fileName
        self.width = bitmap.width
        self.height = bitmap.height
        self.bitmap = bitmap
        self.bytes = bytes
    }

    /// Reads the file at `path` and decodes it whole, so a broken file is refused
    /// here, keeping its bytes and size but not its pixels.
    /// - Throws: ``PNGDecodingError`` (also when the file cannot be read).
    public init(reading path: String, decoder: PNGDecoder) throws {
        // Non-blocking and regular files only: a named pipe must not stall the run.
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch {
            guard case .unreadable(let reason) = error.error, reason == "not a regular file" || reason == "is a directory" || reason.hasPrefix("larger") else {
                throw PNGDecodingProblem.unreadable(reason: "cannot open file").located(at: path)
            }
            throw PNGDecodingProblem.unreadable(reason: reason).located(at: path)
        }
        let format = try decoder.decode(bytes: bytes, path: path).format
        self.path = path
        self.fileName = AssetFileName(parsing: PathText.fileName(of: path))
        self.width = format.width
        self.height = format.height
        self.bitmap = nil
        self.bytes = bytes
    }

    /// The pixel slices for `caps` and the resizing entry describing them.
    /// - Throws: ``StretchError`` when the caps do not fit this file.
    public func resizing(for caps: CapSpecification) throws -> (lattice: StretchLattice, resizing: ImageSetResizing) {
        let lattice = try caps.lattice(width: width, height: height, scale: fileName.scale, path: path)
        let centerMode: ResizingMode
        switch caps {
        case .legacy: centerMode = .stretch
        case .insets(_, let mode): centerMode = mode
        }
        return (lattice, ImageSetResizing(horizontal: lattice.horizontal, vertical: lattice.vertical, centerMode: centerMode))
    }
}
