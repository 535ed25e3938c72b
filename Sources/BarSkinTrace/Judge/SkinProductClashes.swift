import BarSkinCore

/// Images skin files build that the app would get twice: built by two skin
/// files, or named like an image the project already has elsewhere (Xcode
/// copies one of two same-named files, an image set shadows a loose file,
/// and on macOS names differing only in case are one file).
enum SkinProductClashes {
    /// A `duplicate` warning at each later clashing product, in product (skin file) order.
    static func findings(products: [SkinProduct], index: AssetIndex) -> [Finding] {
        var assets: [String: [ImageAsset]] = [:]
        for asset in index.allAssets { assets[asset.name.lowercased(), default: []].append(asset) }
        var earlier: [String: SkinProduct] = [:]
        var findings: [Finding] = []
        for product in products {
            func finding(_ message: String, remedy: String = "") -> Finding {
                Finding(kind: .duplicate, name: product.name, file: product.skin, line: product.line, column: product.column,
                        message: "'\(product.name)' " + message + ": the app gets only one of them" + remedy)
            }
            let key = product.name.lowercased()
            if let first = earlier[key] {
                findings.append(finding("is also built by \(first.skin):\(first.line):\(first.column)"))
                continue
            }
            earlier[key] = product
            for asset in assets[key] ?? [] where !isOutput(asset, of: product) {
                // A background named after its own art: the art is in the app only if it is among its resources.
                findings.append(isSource(asset, of: product)
                    ? finding("is also the name of \(asset.location), the art it is built from, which is in the project too",
                              remedy: "; give it a 'name:' of its own, or keep that art out of the app's resources")
                    : finding("is also the name of \(asset.location), already in the project"))
            }
        }
        return findings
    }

    /// Whether `asset` is the loose family `product` is drawn from (`image: Art/bar` and Art/bar@2x.png).
    private static func isSource(_ asset: ImageAsset, of product: SkinProduct) -> Bool {
        guard asset.kind == .file, let first = asset.variants.first else { return false }
        var stem = PathText.fileName(of: product.input)
        for suffix in [".png", ".svg", ".pdf"] where stem.lowercased().hasSuffix(suffix) { stem = String(stem.dropLast(suffix.count)) }
        return stem == asset.name
            && LoosePathIndex.normalize(PathText.folder(of: first.path)) == LoosePathIndex.normalize(PathText.folder(of: product.input))
    }

    /// Whether `asset` is what an earlier build of `product` wrote, where it writes it.
    private static func isOutput(_ asset: ImageAsset, of product: SkinProduct) -> Bool {
        let folder = LoosePathIndex.normalize(product.folder)
        guard asset.kind == product.kind else { return false }
        if asset.kind == .imageset { return LoosePathIndex.normalize(asset.location) == folder }
        return asset.variants.allSatisfy { LoosePathIndex.normalize(PathText.folder(of: $0.path)) == folder }
    }
}
