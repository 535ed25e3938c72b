import BarSkinArt
import BarSkinCore

extension SkinManifest {
    /// The manifest as far as its index at `indexPath` records it (items' stamps, kinds,
    /// sizes and inputs, the quick record, and in ``readStamp`` the stamp the manifest had
    /// when the index was written); nil when there is none or it cannot be read.
    public static func loadIndex(of path: String) -> SkinManifest? {
        var manifest = SkinManifest(path: path)
        // A link is not followed: the index is BarSkin's own file (see load(from:)).
        guard SystemCalls.linkStatus(ofPath: manifest.indexPath)?.kind != .symbolicLink,
              let bytes = try? FileBytes.read(manifest.indexPath) else { return nil }
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
            } else if count == 4 && reader.field(0, is: "warning") {
                quick.warnings.append(RecordedWarning(line: reader.number(1), column: reader.number(2), message: reader.text(3)))
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
