import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// For a spec a command made from its flags, a hash of all it says (the run, each
    /// item's files, operations and outputs), as a skin file's bytes say it for a skin:
    /// the quick index trusts a no-op run only when this is what the last run recorded.
    /// Nil for a spec read from a skin file, whose bytes are hashed instead.
    public func contentDigest() -> String? {
        guard let head = digestHead else { return nil }
        // Each item's lines made side by side: a command's spec has an item per mask.
        let itemLines = BatchRunner().run(items) { item in
            Self.digestLines(of: item, recipeLines: item.recipeLines(operations: (try? item.operations(decoder: PNGDecoder())) ?? []))
        }
        return Self.contentDigest(head: head, itemLines: itemLines)
    }

    /// The digest's first lines: the run, the folders and the compression; nil for a skin file's spec.
    var digestHead: String? {
        guard let invocation else { return nil }
        return ([invocation.command] + invocation.roots
            + [output, catalog, ninePatch].map { $0?.resolved ?? "-" } + [compression.map(\.rawValue) ?? "-"]).joined(separator: "\n")
    }

    /// One item's lines of the digest: its name and files, then its ``SkinItem/recipeLines(operations:)``.
    static func digestLines(of item: any SkinItem, recipeLines: [String]) -> [String] {
        // A variant's scale may come from an image set's Contents.json rather than its name.
        [item.name + "\t" + (item.variantFiles ?? []).map { "\($0.path)@\($0.fileName.scale)" + ($0.raster.map { " " + $0.identifier } ?? "") }
            .joined(separator: "\t")] + recipeLines
    }

    /// The digest of `head` and every item's lines, in item order, one line each.
    static func contentDigest(head: String, itemLines: [[String]]) -> String {
        PixelDigest.sha256(of: Array(([head] + itemLines.joined()).joined(separator: "\n").utf8))
    }
}
