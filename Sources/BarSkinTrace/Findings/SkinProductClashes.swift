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
            func finding(_ message: String) -> Finding {
                Finding(kind: .duplicate, name: product.name, file: product.skin, line: product.line, column: product.column,
                        message: "'\(product.name)' " + message + ": the app gets only one of them")
            }
            let key = product.name.lowercased()
            if let first = earlier[key] {
                findings.append(finding("is also built by \(first.skin):\(first.line):\(first.column)"))
                continue
            }
            earlier[key] = product
            for asset in assets[key] ?? [] where !isOutput(asset, of: product) {
                findings.append(finding("is also the name of \(asset.location), already in the project"))
            }
        }
        return findings
    }

    /// Whether `asset` is what an earlier build of `product` wrote, where it writes it.
    private static func isOutput(_ asset: ImageAsset, of product: SkinProduct) -> Bool {
        let folder = LoosePathIndex.normalize(product.folder)
        guard asset.kind == product.kind else { return false }
        if asset.kind == .imageset { return LoosePathIndex.normalize(asset.location) == folder }
        return asset.variants.allSatisfy { LoosePathIndex.normalize(PathText.folder(of: $0.path)) == folder }
    }
}
