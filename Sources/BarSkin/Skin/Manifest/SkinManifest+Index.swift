import BarSkinArt
import BarSkinCore
import Foundation

extension SkinManifest {
    /// The quick index beside the manifest (`.NAME.barskin.index`): what
    /// ``SkinBuilder/unchanged(_:)`` needs, as tab-separated lines that read in a
    /// fraction of the JSON's time. Only a stamp of every file is in it; hashes and
    /// operations stay in the manifest.
    public var indexPath: String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".index"
    }

    /// The index's text, or nil when there is no ``quick`` record or a path holds a tab or line break.
    public var indexText: String? { indexBytes.map { String(decoding: $0, as: UTF8.self) } }

    /// ``indexText`` as UTF-8, made as bytes: an index lists every file of a batch.
    public var indexBytes: [UInt8]? {
        guard let quick else { return nil }
        let folder = PathText.absolute(PathText.folder(of: path))
        let relative = PathText.relativizer(to: folder)
        var head = IndexText()
        head.line("barskin-index", "2")
        head.line("skin", quick.skinSHA)
        head.line("file", skin.map(relative) ?? "-")
        head.line("fingerprint", quick.fingerprint)
        head.line("stale", String(stale.count))
        for key in quick.folders.keys.sorted() {
            head.field("folder")
            head.stamp(quick.folders[key]!)
            head.last(relative(key))
        }
        for shared in quick.shared { head.line("shared", relative(shared)) }
        // Items are most of the index: their lines made a slice of items at a time, side by side.
        let names = items.keys.sorted(), items = self.items
        let slices = stride(from: 0, to: names.count, by: 128).map { Array(names[$0..<min($0 + 128, names.count)]) }
        let written = BatchRunner().run(slices) { slice in
            let relative = PathText.relativizer(to: folder)
            var text = IndexText()
            for name in slice { Self.indexLines(of: items[name]!, named: name, relative: relative, into: &text) }
            return text
        }
        // One value with a tab or line break in it and the lines would not split back.
        guard head.isSplittable, !written.contains(where: { !$0.isSplittable }) else { return nil }
        return written.reduce(into: head.bytes) { $0 += $1.bytes }
    }

    /// One item's lines of the index: the item, its inputs, its outputs.
    private static func indexLines(of item: Item, named name: String, relative: (String) -> String, into text: inout IndexText) {
        text.field("item")
        text.field(item.recipe.isEmpty ? "-" : "+")
        text.last(name)
        for key in item.inputs.keys.sorted() {
            let input = item.inputs[key]!
            text.field("in")
            text.stamp(input.stamp)
            text.number(input.width)
            text.number(input.height)
            text.last(relative(key))
        }
        for key in item.outputs.keys.sorted() {
            let output = item.outputs[key]!
            text.field("out")
            text.stamp(output.stamp)
            text.field(output.kind)
            text.number(output.width)
            text.number(output.height)
            text.number(output.scale)
            text.field(relative(key))
            text.last(output.input.map(relative) ?? "-")
        }
    }

    /// The manifest as far as its index at `indexPath` records it (items' stamps, kinds,
    /// sizes and inputs, the quick record, and in ``readStamp`` the stamp the manifest had
    /// when the index was written); nil when there is none or it cannot be read.
    public static func loadIndex(of path: String) -> SkinManifest? {
        var manifest = SkinManifest(path: path)
        guard let data = FileBytes.data(manifest.indexPath), let text = String(data: data, encoding: .utf8) else { return nil }
        let folder = PathText.absolute(PathText.folder(of: path))
        // Folders resolved once each: thousands of files share a few hundred image set folders.
        var folders: [Substring: String] = [:]
        let absolute = { (relative: Substring) -> String in
            guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return PathText.absolute(String(relative), in: folder) }
            let name = relative[relative.index(after: slash)...]
            guard name != ".." && name != "." && !name.isEmpty else { return PathText.absolute(String(relative), in: folder) }
            let parent = relative[..<slash]
            if let known = folders[parent] { return known + "/" + name }
            let resolved = PathText.absolute(String(parent), in: folder)
            folders[parent] = resolved == "/" ? "" : resolved
            return (resolved == "/" ? "" : resolved) + "/" + name
        }
        let stamp = { (bytes: Substring, modified: Substring) in Int(bytes).flatMap { FileStamp(bytes: $0, modified: modified) } }
        var quick = Quick(skinSHA: "", fingerprint: "", folders: [:], shared: [])
        var current: String? = nil
        // Split as bytes: splitting Strings by Character is most of the time on thousands of lines.
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
            switch (fields[0], fields.count) {
            case ("barskin-index", 2): guard fields[1] == "2" else { return nil }
            case ("skin", 2): quick.skinSHA = String(fields[1])
            case ("file", 2): manifest.skin = fields[1] == "-" ? nil : absolute(fields[1])
            case ("fingerprint", 2): quick.fingerprint = String(fields[1])
            case ("stale", 2): guard fields[1] == "0" else { return nil }
            case ("folder", 4): quick.folders[absolute(fields[3])] = stamp(fields[1], fields[2])
            case ("shared", 2): quick.shared.append(absolute(fields[1]))
            // The manifest as it was when the index was written: the index is trusted only with it.
            case ("manifest", 3): manifest.readStamp = stamp(fields[1], fields[2])
            case ("item", 3):
                current = String(fields[2])
                manifest.items[current!] = Item(recipe: fields[1] == "+" ? "indexed" : "", inputs: [:], outputs: [:])
            case ("in", 6):
                guard let current, let stamp = stamp(fields[1], fields[2]) else { return nil }
                manifest.items[current]!.inputs[absolute(fields[5])] = Input(stamp: stamp, sha256: "", width: Int(fields[3]), height: Int(fields[4]))
            case ("out", 9):
                guard let current, let stamp = stamp(fields[1], fields[2]) else { return nil }
                manifest.items[current]!.outputs[absolute(fields[7])] = Output(
                    kind: String(fields[3]), width: Int(fields[4]), height: Int(fields[5]), scale: Int(fields[6]), stamp: stamp, sha256: "",
                    operation: nil, input: fields[8] == "-" ? nil : absolute(fields[8]))
            default: return nil
            }
        }
        manifest.quick = quick
        return manifest
    }
}
