import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A workspace for one tint end-to-end test: masks, decoded outputs and runs of `barskin tint`.
final class ScratchFolder: TemporaryFolder {
    func writeMask(_ relative: String, size: Int, seed: Int = 0) { write(RingMask.png(size: size, seed: seed), to: relative) }

    func bytes(_ relative: String) -> [UInt8] { contents(relative)! }

    /// `in/a.png` and `in/GONE` tinted into `out`, then `in/GONE` deleted: its two outputs are stale.
    func tintedThenDeleted(_ gone: String) throws {
        writeMask("in/a.png", size: 30)
        writeMask("in/" + gone, size: 30, seed: 1)
        #expect(try run(["in", "-o", "out"]).status == 0)
        try FileManager.default.removeItem(atPath: path + "/in/" + gone)
    }

    /// Sets a file's modification time into the past, so a rewrite shows.
    func age(_ relative: String) {
        try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path + "/" + relative)
    }

    /// The manifest a run of `command` on `roots` (relative to the folder) keeps in its output folder.
    func manifest(_ command: String, _ roots: String...) -> String {
        SkinInvocation(command: command, roots: roots.map { path + "/" + $0 }).manifestFileName
    }

    /// The manifest and its quick index that a run of `command` on `roots` keeps, as a listing sorts them.
    func records(_ command: String, _ roots: String...) -> [String] {
        let manifest = SkinInvocation(command: command, roots: roots.map { path + "/" + $0 }).manifestFileName
        return [String(manifest.dropLast(".json".count)) + ".index", manifest]
    }

    /// Each file's modification time below `folder`, to show later which a run rewrote.
    func dates(_ folder: String) -> [String: Date] {
        Dictionary(uniqueKeysWithValues: listing(folder).map { ($0, modificationDate(folder + "/" + $0)!) })
    }

    /// The files below `folder` that are new or rewritten since `dates` were taken.
    func changed(_ folder: String, since dates: [String: Date]) -> [String] {
        listing(folder).filter { dates[$0] != modificationDate(folder + "/" + $0) }
    }

    func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(["tint"] + arguments, in: url)
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

