/// What a call loads by the name it is given: UIKit's and AppKit's images, SpriteKit's
/// textures and texture atlases, which find names where `imageNamed:` does not, or SVGKit's SVGs.
public enum ImageLoader: String, Sendable, Hashable, CaseIterable {
    /// `UIImage(named:)` and everything that looks names up as it does: catalogs, then loose files.
    case image
    /// `SKTexture(imageNamed:)`, `SKSpriteNode(imageNamed:)` and their Objective-C spellings: an image
    /// `imageNamed:` finds, else a texture of any texture atlas the bundle holds.
    case texture
    /// `atlas.textureNamed("run_1")`: a texture of an atlas the code holds, which may be one it built at run
    /// time (`SKTextureAtlas(dictionary:)`), so the name is evidence for an image and never `missing`.
    case atlasTexture
    /// `SKTextureAtlas(named:)`, `[SKTextureAtlas atlasNamed:]`: a whole sprite atlas, whose textures
    /// are then fetched by names the code may build (`textureNames`), so every one of them counts.
    case textureAtlas
    /// SVGKit's `SVGKImage(named:)`: a loose SVG of the bundle by its file name, `x` alone meaning `x.svg`.
    case svgFile

    /// The calls, by the role reports show them under, that load textures, atlases or SVGs; every other role loads images.
    static let roles: [String: ImageLoader] = [
        "SKTexture(imageNamed:)": .texture, "SKSpriteNode(imageNamed:)": .texture,
        "textureWithImageNamed": .texture, "spriteNodeWithImageNamed": .texture,
        "textureNamed": .atlasTexture, "textureNamed(_:)": .atlasTexture,
        "SKTextureAtlas(named:)": .textureAtlas, "atlasNamed": .textureAtlas,
        "SVGKImage(named:)": .svgFile, svgKitObjectiveCRole: .svgFile,
    ]

    /// The role of `[SVGKImage imageNamed:]`, Objective-C's spelling of SVGKit's load.
    static let svgKitObjectiveCRole = "SVGKImage imageNamed"

    /// Whether it finds loose atlases' textures, after what `imageNamed:` finds.
    public var searchesAtlases: Bool { self == .texture || self == .atlasTexture }

    /// The loader of a call reported as `role`.
    public init(role: String) {
        self = Self.roles[role] ?? .image
    }

    /// The name it looks up for the name it is given: an SVG file's gets `.svg` where it ends otherwise.
    func lookedUp(_ pattern: NamePattern) -> NamePattern {
        guard self == .svgFile else { return pattern }
        if case .text(let last)? = pattern.segments.last, last.lowercased().hasSuffix(".svg") { return pattern }
        return NamePattern(pattern.segments + [.text(".svg")])
    }
}
