import BarSkinCore

extension FindingAnalyzer {
    /// Why a SpriteKit load of `name`, or an image load of a loose atlas's texture, finds nothing; nil for other loads.
    /// A texture an atlas the code holds is asked for (`atlas.textureNamed(_:)`) is never missing: that atlas may be built at run time.
    func spriteKitMissing(_ reference: ImageReference, name: String) -> (message: String, isFinding: Bool)? {
        switch reference.loader {
        case .textureAtlas:
            return ("no sprite atlas named '\(name)': no '\(name).spriteatlas' in an asset catalog and no '\(name).atlas' folder", true)
        case .texture:
            return ("no image named '\(name)' in any asset catalog, loose file or texture atlas", true)
        case .atlasTexture:
            return ("", false)
        case .image:
            // `UIImage(named:)` of a texture a loose atlas holds: Xcode packs it into the atlas, where only SpriteKit finds it.
            let stem = ImageNamedResolver.looseKey(for: name)
            guard let key = index.atlasTextures[stem], let atlas = index.asset(key)?.atlas else { return nil }
            return ("no image named '\(name)' in any asset catalog or loose file; '\(stem)' is a texture of the atlas folder "
                + "'\(SpriteAtlas.looseFolderName(atlas))', which only SpriteKit loads (SKTexture(imageNamed:))", true)
        }
    }
}
