import BarSkinCore

/// Resolves what SpriteKit loads by name: texture atlases by their own names, and the textures of
/// loose `.atlas` folders, which `SKTexture(imageNamed:)` finds after the images `imageNamed:` finds.
struct SpriteKitNames {
    let index: AssetIndex

    /// What `SKTextureAtlas(named:)` does with `name`: every image of the atlas it finds, or `missing`.
    func atlas(_ name: String, into result: inout ResolvedReference) {
        guard let (atlas, caseMismatch) = index.atlas(named: name) else {
            result.resolution = .missing
            return
        }
        result.matchedAssets = index.atlasImages[atlas.name] ?? []
        result.resolvedPath = atlas.folder
        // A found atlas is no one image: like a document, it has no image resolution, unless only ignoring case finds it.
        if caseMismatch, let first = result.matchedAssets.first {
            result.resolution = .caseMismatch(assetKey: first, actualName: atlas.name, path: atlas.folder)
        }
    }

    /// The loose atlas texture SpriteKit finds by `name` (`run_1`, `run_1.png`) where `imageNamed:` found nothing, or `resolution`.
    func texture(_ name: String, after resolution: Resolution) -> Resolution {
        if case .found = resolution { return resolution }
        let stem = ImageNamedResolver.looseKey(for: name)
        if let key = index.atlasTextures[stem] { return .found(assetKey: key, path: index.asset(key)?.location) }
        if case .caseMismatch = resolution { return resolution }
        guard let actual = index.atlasTexturesByLowercase[stem.lowercased()], let key = index.atlasTextures[actual] else { return resolution }
        return .caseMismatch(assetKey: key, actualName: actual, path: index.asset(key)?.location)
    }

    /// The images of every atlas whose name `pattern` matches (`SKTextureAtlas(named: "level\(n)")`).
    func atlasImages(matching pattern: NamePattern) -> [AssetKey] {
        index.atlases.keys.sorted().filter(pattern.matches).flatMap { index.atlasImages[$0] ?? [] }
    }

    /// The loose atlas textures whose texture name `pattern` matches (`SKTexture(imageNamed: "run_\(i)")`).
    func textures(matching pattern: NamePattern) -> [AssetKey] {
        index.atlasTextures.filter { pattern.matches($0.key) }.map(\.value).sorted()
    }
}
