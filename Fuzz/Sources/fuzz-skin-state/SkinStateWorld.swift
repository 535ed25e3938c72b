import BarSkin
import Foundation

/// A scratch project for one fuzz input: a skin with masks and art in `Project`, its
/// outputs in `Project/Build` (or `Project/Out` with `-o`), and the user's own files in
/// `Outside`, some of them byte for byte what BarSkin wrote, so only a link tells them apart.
final class SkinStateWorld {
    /// The skin's items, each a block of the skin file by name.
    static let allItems = ["star", "rings", "filled", "bar"]
    let root: String
    var project: String { root + "/Project" }
    var outside: String { root + "/Outside" }
    /// The user's own files put in place of stale outputs, and their bytes.
    var userArt: [(path: String, bytes: [UInt8])] = []

    init?() {
        let template = NSTemporaryDirectory() + "barskin-fuzz-XXXXXX"
        var bytes = Array(template.utf8CString)
        guard let made = mkdtemp(&bytes) else { return nil }
        root = String(cString: made)
        let mask = { (size: Int) in try! PNGEncoder().encode(Self.ring(size: size)) }
        write(mask(30), to: "Project/Icons/star.png")
        write(mask(60), to: "Project/Icons/star@2x.png")
        write(mask(90), to: "Project/Icons/ring@3x.png")
        for scale in 1...3 { write(mask(10 * scale), to: "Project/Art/Bar" + (scale == 1 ? "" : "@\(scale)x") + ".png") }
        write(Array("the user's notes".utf8), to: "Outside/notes.txt")
    }

    /// Writes `bytes` to `relative` under the root, making its folders.
    func write(_ bytes: [UInt8], to relative: String) {
        let path = root + "/" + relative
        try? FileManager.default.createDirectory(atPath: PathText.folder(of: path), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// The skin with `items`, and `catalog` in place of its usual one.
    func writeSkin(items: [String], catalog: String? = nil) {
        var text = "version: 1\noutput: Build\ncatalog: \(catalog ?? "Build/App.xcassets")\nninepatch: Build/res\n"
        let tabs = items.filter { $0 != "bar" }.map { name in
            switch name {
            case "star": "    - mask: Icons/star\n"
            case "rings": "    - mask: Icons/ring.png\n      name: rings\n"
            default: "    - mask: Icons/star\n      name: filled\n      gloss: false\n"
            }
        }
        if !tabs.isEmpty { text += "tab-items:\n  item-size: 32x32\n  items:\n" + tabs.joined() }
        if items.contains("bar") { text += "backgrounds:\n  - image: Art/Bar\n    insets: 2,3,2,4\n    sizes: [40x12]\n" }
        write(Array(text.utf8), to: "Project/App.skin.yml")
    }

    /// Builds the skin as `barskin build [--prune] [-o Project/Out]` would.
    func build(items: [String], redirected: Bool, prune: Bool) {
        if !prune { writeSkin(items: items) }
        guard var spec = try? SkinSpec.load(from: project + "/App.skin.yml") else { return }
        if redirected {
            guard let moved = try? spec.redirecting(into: project + "/Out") else { return }
            spec = moved
        } else if (try? spec.checkingFoldersStayInside()) == nil {
            return
        }
        _ = SkinBuilder().run(SkinBuildPlan(specs: [spec]), prune: prune)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    private static func ring(size: Int) -> Bitmap {
        var bitmap = Bitmap(width: size, height: size)
        for y in 0..<size { for x in 0..<size where (x - size / 2) * (x - size / 2) + (y - size / 2) * (y - size / 2) < size * size / 5 {
            bitmap[x, y] = RGBA8(10, 20, 30, 255)
        } }
        return bitmap
    }
}
