import BarSkinCore

extension AssetIndex {
    /// Marks each image inside one of `atlases` as that atlas's texture and indexes the atlases by name.
    /// An image is the innermost atlas's that holds it (a catalog's atlas inside a loose one is not Xcode's, but costs nothing).
    mutating func assign(_ atlases: [SpriteAtlas]) {
        let innermostFirst = atlases.sorted { $0.folder.count > $1.folder.count }
        func atlas(of asset: ImageAsset) -> SpriteAtlas? { innermostFirst.first { $0.contains(asset.location) } }
        for atlas in atlases where self.atlases[atlas.name] == nil {
            self.atlases[atlas.name] = atlas
            atlasesByLowercase[atlas.name.lowercased()] = atlasesByLowercase[atlas.name.lowercased()] ?? atlas.name
        }
        for name in catalog.keys {
            catalog[name]!.atlas = atlas(of: catalog[name]!)?.name
            for position in sameNamedSets[name]?.indices ?? 0..<0 { sameNamedSets[name]![position].atlas = atlas(of: sameNamedSets[name]![position])?.name }
        }
        for name in loose.keys {
            guard let found = atlas(of: loose[name]!) else { continue }
            loose[name]!.atlas = found.name
            guard found.kind == .folder else { continue }
            let texture = SpriteAtlas.textureName(ofAssetNamed: name)
            if atlasTextures[texture] == nil { atlasTextures[texture] = loose[name]!.key }
            atlasTexturesByLowercase[texture.lowercased()] = atlasTexturesByLowercase[texture.lowercased()] ?? texture
        }
        for asset in allAssets {
            if let name = asset.atlas { atlasImages[name, default: []].append(asset.key) }
        }
    }

    /// The atlas `SKTextureAtlas(named:)` loads by `name`, and whether only ignoring case finds it.
    public func atlas(named name: String) -> (atlas: SpriteAtlas, caseMismatch: Bool)? {
        if let atlas = atlases[name] { return (atlas, false) }
        return atlasesByLowercase[name.lowercased()].flatMap { atlases[$0] }.map { ($0, true) }
    }
}
