import BarSkinArt
import BarSkinCore

extension MaskBatch {
    /// One item per image family of `found` (`sub/chat.png`, `sub/chat@2x~ipad.png`, or the
    /// scales of `sub/chat.svg`), in the order its first file was found, writing one image set
    /// per output, named as the command names that output's PNG (`chat-selected`).
    func families(of found: [(name: String, variant: SkinImageVariant)], folder: String) -> [MaskItem] {
        var order: [String] = [], members: [String: [SkinImageVariant]] = [:]
        for (name, variant) in found {
            let family = String(name.dropLast(PathText.fileName(of: name).count)) + variant.fileName.stem
            if members[family] == nil { order.append(family) }
            members[family, default: []].append(variant)
        }
        return order.map { family in
            // Names, not the walk's order, decide the order, so every machine writes the same set.
            let files = members[family]!.sorted {
                ($0.fileName.device ?? "", $0.fileName.scale, $0.path) < ($1.fileName.device ?? "", $1.fileName.scale, $1.path)
            }
            let sets = naming.outputs(family + ".png").map { ($0.kind, AssetFileName(parsing: PathText.fileName(of: $0.path)).stem) }
            return MaskItem(family: family, files: files, operation: operation, sets: sets, export: export(files), folder: folder, otherLooks: otherLooks)
        }
    }

    /// How a family's sets carry its art: the drawing itself, as a template vector set, where
    /// the family is one SVG or PDF and the art is what a catalog draws from it (as a skin's
    /// `tab-items` ship it); else PNGs, rendered as the operation's art asks.
    private func export(_ files: [SkinImageVariant]) -> SkinArt.ImageSetExport {
        let isDrawing = files.allSatisfy { $0.raster != nil && $0.path == files[0].path }
        let vector = isDrawing && operation.vectorRefusal == nil && otherLooks.isEmpty
        return SkinArt.ImageSetExport(caps: nil, template: vector ? true : operation.templateRendering, vector: vector)
    }
}
