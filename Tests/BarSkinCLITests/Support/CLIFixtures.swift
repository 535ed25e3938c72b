import BarSkin
import Foundation

/// Files for end-to-end tests, written with BarSkin's own encoder (the decoder
/// and encoder are tested against independent fixtures in BarSkinTests).
class Workspace {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("barskin-cli-" + UUID().uuidString)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a PNG of `bitmap` at a relative path.
    func png(_ relative: String, _ bitmap: Bitmap) {
        write(relative, try! PNGEncoder().encode(bitmap))
    }

    /// Writes raw bytes at a relative path.
    func write(_ relative: String, _ bytes: [UInt8]) {
        let file = url.appendingPathComponent(relative)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: file)
    }

    /// Decodes the PNG at a relative path.
    func bitmap(_ relative: String) throws -> Bitmap {
        try PNGDecoder().decode(fileAt: url.appendingPathComponent(relative).path).bitmap
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relative).path)
    }

    func contents(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relative).path).map(Array.init)
    }

    func modificationDate(_ relative: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(relative).path)[.modificationDate] as? Date
    }

    /// Every file below `relative` (or the whole workspace), sorted, hidden files included.
    func listing(_ relative: String = "") -> [String] {
        let root = relative.isEmpty ? url : url.appendingPathComponent(relative)
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(next).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(next) }
        }
        return files.sorted()
    }
}
