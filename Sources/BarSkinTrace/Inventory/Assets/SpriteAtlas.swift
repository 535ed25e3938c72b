import BarSkinCore

/// A SpriteKit texture atlas: a catalog's `.spriteatlas` folder of image sets, or a loose
/// `NAME.atlas` folder of images that Xcode compiles into `NAME.atlasc`.
public struct SpriteAtlas: Sendable, Hashable {
    /// Where its images come from, which decides who can load them.
    public enum Kind: String, Sendable, Hashable {
        /// A `.spriteatlas` in an asset catalog: its image sets are the catalog's too, so
        /// `imageNamed:` finds them (iOS 9 and later) as well as SpriteKit.
        case catalog
        /// A loose `.atlas` folder: compiled into a texture atlas only SpriteKit reads, never `imageNamed:`.
        case folder
    }

    /// The name `SKTextureAtlas(named:)` takes: the folder's without its extension.
    public var name: String
    /// The folder, as walked.
    public var folder: String
    /// Catalog or loose folder.
    public var kind: Kind

    /// An atlas; see the properties.
    public init(name: String, folder: String, kind: Kind) {
        self.name = name
        self.folder = folder
        self.kind = kind
    }

    /// The folder a loose atlas's images are named under in the index (`Hero.atlas/run_1`): no name
    /// `imageNamed:` is given reaches them, as none reaches the compiled `Hero.atlasc`.
    public static func looseFolderName(_ name: String) -> String { name + ".atlas" }

    /// The texture name SpriteKit gives a loose atlas's file (`run_1` for `run_1@2x.png`): its stem.
    public static func textureName(ofAssetNamed name: String) -> String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// Whether the file or folder at `path` is inside the atlas.
    public func contains(_ path: String) -> Bool {
        path.hasPrefix(folder + "/")
    }
}
