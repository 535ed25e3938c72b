import BarSkinArt
import BarSkinCore

extension SkinManifest {
    /// ``json`` rendered, the same bytes, written member by member: the items, thousands
    /// of records in a batch's manifest, never become a tree of values.
    public var renderedJSON: [UInt8] {
        let folder = PathText.absolute(PathText.folder(of: path))
        let relative = PathText.relativizer(to: folder)
        // About what each item's record takes, so the text is not copied as it grows: room
        // reserved and never written costs no memory.
        var writer = JSONTextWriter(capacity: items.values.reduce(4096) { $0 + 256 + 640 * ($1.inputs.count + $1.outputs.count) })
        writer.openObject()
        writer.int("schemaVersion", Self.schemaVersion)
        writer.string("tool", "barskin " + (invocation?.command ?? "build"))
        if let skin { writer.string("skin", relative(skin)) } else { writer.null("skin") }
        if let invocation {
            writer.string("command", invocation.command)
            writer.openArray("roots")
            for root in invocation.roots { writer.string(nil, relative(root)) }
            writer.close()
        }
        writer.openArray("items")
        // Items are most of a batch's manifest: written a slice at a time, side by side.
        let names = items.keys.sorted(), items = self.items
        let slices = stride(from: 0, to: names.count, by: 128).map { Array(names[$0..<min($0 + 128, names.count)]) }
        let written = BatchRunner().run(slices) { slice in
            let relative = PathText.relativizer(to: folder)
            return slice.map { name in Self.item(items[name]!, named: name, relative: relative) }
        }
        for item in written.joined() { writer.raw(nil, item) }
        writer.close()
        // The rest is small: written as the values ``json`` makes of it.
        for (key, value) in tailMembers(relative: { .string(relative($0)) }) { writer.value(key, value) }
        writer.close()
        return writer.finish()
    }

    /// One item's object, as it sits in the `items` array.
    private static func item(_ item: Item, named name: String, relative: (String) -> String) -> [UInt8] {
        var writer = JSONTextWriter(capacity: 256 + 640 * (item.inputs.count + item.outputs.count), depth: 2)
        writer.openObject()
        writer.string("name", name)
        writer.string("recipe", item.recipe)
        writer.openArray("inputs")
        for path in item.inputs.keys.sorted() {
            let input = item.inputs[path]!
            writer.openObject()
            writer.string("path", relative(path))
            if let width = input.width {
                writer.int("width", width)
                writer.int("height", input.height ?? 0)
            }
            stamp(input.stamp, input.sha256, into: &writer)
            writer.close()
        }
        writer.close()
        writer.openArray("outputs")
        for path in item.outputs.keys.sorted() {
            output(item.outputs[path]!, path: relative(path), input: item.outputs[path]!.input.map(relative), into: &writer)
        }
        writer.close()
        writer.close()
        return writer.bytes
    }

    private static func output(_ output: Output, path: String, input: String?, into writer: inout JSONTextWriter) {
        writer.openObject()
        writer.string("path", path)
        writer.string("kind", output.kind)
        if let width = output.width, let height = output.height, let scale = output.scale, scale > 0 {
            writer.int("width", width)
            writer.int("height", height)
            writer.int("scale", scale)
            writer.double("pointWidth", Double(width) / Double(scale))
            writer.double("pointHeight", Double(height) / Double(scale))
        }
        stamp(output.stamp, output.sha256, into: &writer)
        if let operation = output.operation { writer.string("operation", operation) }
        if let input { writer.string("input", input) }
        if output.appearance != .any { writer.string("appearance", output.appearance.rawValue) }
        writer.close()
    }

    private static func stamp(_ stamp: FileStamp, _ sha256: String, into writer: inout JSONTextWriter) {
        writer.int("bytes", stamp.bytes)
        writer.time("modified", seconds: stamp.seconds, nanoseconds: stamp.nanoseconds)
        writer.string("sha256", sha256)
    }
}
