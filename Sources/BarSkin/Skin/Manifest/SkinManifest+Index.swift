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
        for warning in quick.warnings {
            head.field("warning")
            head.number(warning.line)
            head.number(warning.column)
            head.last(warning.message)
        }
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
}
