import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// For a spec a command made from its flags, a hash of all it says (the run, each
    /// item's files, operations and outputs), as a skin file's bytes say it for a skin:
    /// the quick index trusts a no-op run only when this is what the last run recorded.
    /// Nil for a spec read from a skin file, whose bytes are hashed instead.
    public func contentDigest() -> String? {
        guard let invocation else { return nil }
        var lines = [invocation.command] + invocation.roots
            + [output, catalog, ninePatch].map { $0?.resolved ?? "-" } + [compression.map(\.rawValue) ?? "-"]
        for item in items {
            // A variant's scale may come from an image set's Contents.json rather than its name.
            lines.append(item.name + "\t" + (item.variantFiles ?? []).map { "\($0.path)@\($0.fileName.scale)" + ($0.raster.map { " " + $0.identifier } ?? "") }.joined(separator: "\t"))
            lines += ((try? item.operations(decoder: PNGDecoder())) ?? []).map(\.identifier)
            lines += item.arts.map(\.recipeText)
        }
        return PixelDigest.sha256(of: Array(lines.joined(separator: "\n").utf8))
    }
}
