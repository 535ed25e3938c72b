import BarSkinArt
import BarSkinCore
import BarSkinTrace

extension SkinProduct {
    /// Everything `spec` builds for iOS (9-patches are Android's): each item's loose
    /// art in `output`, then each image set in `catalog`, named as the build names them.
    public static func products(of spec: SkinSpec) -> [SkinProduct] {
        // Trace reads skin files; a command run's spec names none to point at.
        guard let skin = spec.path else { return [] }
        var products: [SkinProduct] = []
        func add(_ name: String, _ kind: AssetKind, in folder: String, from item: any SkinItem) {
            guard let at = item.location.position else { preconditionFailure("an item read from a skin file has its place there") }
            products.append(SkinProduct(name: name, kind: kind, folder: folder, input: item.family?.path.resolved ?? skin, skin: skin,
                                        line: at.line, column: at.column))
        }
        if let output = spec.output?.resolved {
            for item in spec.items {
                // A preview is a picture of the skin, not an image the app loads.
                // A loose file of another look is another name (`Bar-320-dark`), which the app loads by it.
                for art in item.arts where art.isLoose && !(item is SkinPreview) {
                    add(art.name + art.appearance.fileSuffix, .file, in: output, from: item)
                }
            }
        }
        if let catalog = spec.catalog?.resolved {
            for item in spec.items {
                // A set's other looks are entries of the one set, not sets of their own.
                for art in item.arts where art.imageSet != nil && art.appearance == .any {
                    add(art.name, .imageset, in: catalog + "/" + CatalogWriter.setFolder(art.name), from: item)
                }
            }
        }
        return products
    }
}
