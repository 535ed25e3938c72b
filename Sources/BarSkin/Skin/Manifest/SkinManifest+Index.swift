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
        head.line("barskin-index", "3")
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
            text.field(output.appearance.rawValue)
            text.field(relative(key))
            text.last(output.input.map(relative) ?? "-")
        }
    }

    /// The manifest as far as its index at `indexPath` records it (items' stamps, kinds,
    /// sizes and inputs, the quick record, and in ``readStamp`` the stamp the manifest had
    /// when the index was written); nil when there is none or it cannot be read.
    public static func loadIndex(of path: String) -> SkinManifest? {
        var manifest = SkinManifest(path: path)
        guard let bytes = try? FileBytes.read(manifest.indexPath) else { return nil }
        let folder = PathText.absolute(PathText.folder(of: path))
        let read = bytes.withUnsafeBufferPointer { buffer in
            var reader = IndexReader(buffer, folder: folder)
            return manifest.read(&reader)
        }
        return read ? manifest : nil
    }

    /// Fills the manifest from `reader`'s lines; false at a line it cannot read.
    private mutating func read(_ reader: inout IndexReader) -> Bool {
        var quick = Quick(skinSHA: "", fingerprint: "", folders: [:], shared: [])
        // The item being read, stored whole when the next begins: one lookup per item, not per file.
        var current: (name: String, item: Item)? = nil
        let finish = { (manifest: inout SkinManifest, current: (name: String, item: Item)?) in
            if let current { manifest.items[current.name] = current.item }
        }
        while reader.nextLine() {
            let count = reader.fields.count
            if reader.field(0, is: "out") && count == 10 {
                guard current != nil, let stamp = reader.stamp(1), let appearance = Appearance(rawValue: reader.text(7)) else { return false }
                current!.item.outputs[reader.path(8)] = Output(
                    kind: reader.text(3), width: reader.number(4), height: reader.number(5), scale: reader.number(6), stamp: stamp, sha256: "",
                    operation: nil, input: reader.field(9, is: "-") ? nil : reader.path(9), appearance: appearance)
            } else if reader.field(0, is: "in") && count == 6 {
                guard current != nil, let stamp = reader.stamp(1) else { return false }
                current!.item.inputs[reader.path(5)] = Input(stamp: stamp, sha256: "", width: reader.number(3), height: reader.number(4))
            } else if reader.field(0, is: "item") && count == 3 {
                finish(&self, current)
                current = (reader.text(2), Item(recipe: reader.field(1, is: "+") ? "indexed" : "", inputs: [:], outputs: [:]))
            } else if count == 2 && reader.field(0, is: "barskin-index") {
                guard reader.field(1, is: "3") else { return false }
            } else if count == 2 && reader.field(0, is: "skin") {
                quick.skinSHA = reader.text(1)
            } else if count == 2 && reader.field(0, is: "file") {
                skin = reader.field(1, is: "-") ? nil : reader.path(1)
            } else if count == 2 && reader.field(0, is: "fingerprint") {
                quick.fingerprint = reader.text(1)
            } else if count == 2 && reader.field(0, is: "stale") {
                guard reader.field(1, is: "0") else { return false }
            } else if count == 4 && reader.field(0, is: "folder") {
                quick.folders[reader.path(3)] = reader.stamp(1)
            } else if count == 2 && reader.field(0, is: "shared") {
                quick.shared.append(reader.path(1))
            } else if count == 3 && reader.field(0, is: "manifest") {
                // The manifest as it was when the index was written: the index is trusted only with it.
                readStamp = reader.stamp(1)
            } else {
                return false
            }
        }
        finish(&self, current)
        self.quick = quick
        return true
    }
}
