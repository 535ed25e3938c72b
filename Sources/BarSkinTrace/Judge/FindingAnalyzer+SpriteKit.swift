import BarSkinCore

extension FindingAnalyzer {
    /// Why a SpriteKit load of `name`, or an image load of a loose atlas's texture, finds nothing; nil for other
    /// loads, and for a texture an atlas object is asked for (``ImageLoader/atlasTexture``), which is never missing.
    func spriteKitMissing(_ reference: ImageReference, name: String) -> String? {
        switch reference.loader {
        case .textureAtlas:
            return "no sprite atlas named '\(name)': no '\(name).spriteatlas' in an asset catalog and no '\(name).atlas' folder"
        case .texture:
            return "no image named '\(name)' in any asset catalog, loose file or texture atlas"
        case .atlasTexture, .svgFile:
            return nil
        case .image:
            // `UIImage(named:)` of a texture a loose atlas holds: Xcode packs it into the atlas, where only SpriteKit finds it.
            let stem = ImageNamedResolver.looseKey(for: name)
            guard let key = index.atlasTextures[stem], let atlas = index.asset(key)?.atlas else { return nil }
            return "no image named '\(name)' in any asset catalog or loose file; '\(stem)' is a texture of the atlas folder "
                + "'\(SpriteAtlas.looseFolderName(atlas))', which only SpriteKit loads (SKTexture(imageNamed:))"
        }
    }
}
