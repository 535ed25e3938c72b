import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// For a spec a command made from its flags, a hash of all it says (the run, each
    /// item's files, operations and outputs), as a skin file's bytes say it for a skin:
    /// the quick index trusts a no-op run only when this is what the last run recorded.
    /// Nil for a spec read from a skin file, whose bytes are hashed instead.
    public func contentDigest() -> String? {
        guard let invocation else { return nil }
        let head = [invocation.command] + invocation.roots
            + [output, catalog, ninePatch].map { $0?.resolved ?? "-" } + [compression.map(\.rawValue) ?? "-"]
        // Each item's lines made side by side: a command's spec has an item per mask.
        let itemLines = BatchRunner().run(items) { item -> [String] in
            // A variant's scale may come from an image set's Contents.json rather than its name.
            return [item.name + "\t" + (item.variantFiles ?? []).map { "\($0.path)@\($0.fileName.scale)" + ($0.raster.map { " " + $0.identifier } ?? "") }
                .joined(separator: "\t")]
                + ((try? item.operations(decoder: PNGDecoder())) ?? []).map(\.identifier) + item.arts.map(\.recipeText)
        }
        return PixelDigest.sha256(of: Array((head + itemLines.joined()).joined(separator: "\n").utf8))
    }
}
