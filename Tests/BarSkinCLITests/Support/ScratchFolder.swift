import BarSkin
import Foundation

/// A scratch folder for one end-to-end test, removed afterwards; runs `barskin tint` inside it.
final class ScratchFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("barskin-tint-" + UUID().uuidString).path
    init() { try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ bytes: [UInt8], _ relative: String) {
        let file = path + "/" + relative
        try! FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    func writeMask(_ relative: String, size: Int, seed: Int = 0) { write(RingMask.png(size: size, seed: seed), relative) }

    /// Every file below `relative`, sorted, hidden files included.
    func listing(_ relative: String) -> [String] {
        let root = path + "/" + relative
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder)
            return !isFolder.boolValue
        }.sorted()
    }

    func bitmap(_ relative: String) throws -> Bitmap {
        try PNGDecoder().decode(fileAt: path + "/" + relative).bitmap
    }

    func bytes(_ relative: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path + "/" + relative)!) }

    func modificationDate(_ relative: String) -> Date {
        try! FileManager.default.attributesOfItem(atPath: path + "/" + relative)[.modificationDate] as! Date
    }

    /// Sets a file's modification time into the past, so a rewrite shows.
    func age(_ relative: String) {
        try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path + "/" + relative)
    }

    func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(["tint"] + arguments, in: URL(fileURLWithPath: path))
    }
}

enum RingMask {
    /// A ring mask with soft edges; `seed` shifts it so files differ.
    static func bitmap(size: Int, seed: Int) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size)
        let centre = Double(size) / 2 + Double(seed % 3) * 0.25, outer = Double(size) * 0.4, inner = Double(size) * 0.2
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - centre) * (Double(x) + 0.5 - centre) + (Double(y) + 0.5 - centre) * (Double(y) + 0.5 - centre)).squareRoot()
                let coverage = min(max(outer - d + 0.5, 0), 1) * min(max(d - inner + 0.5, 0), 1)
                bitmap[x, y] = RGBA8(20, 30, 40, UInt8((coverage * 255).rounded()))
            }
        }
        return bitmap
    }

    static func png(size: Int, seed: Int) -> [UInt8] { try! PNGEncoder().encode(bitmap(size: size, seed: seed)) }
}

