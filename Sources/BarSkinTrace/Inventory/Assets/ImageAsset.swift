import BarSkinCore

/// One file of an image asset: a loose file's scale/device variant, or a
/// catalog slot's file.
public struct AssetVariant: Sendable, Hashable {
    /// The file's path as walked.
    public var path: String
    /// 1, 2 or 3; nil for a single-scale (vector) catalog slot, used at any scale.
    public var scale: Int?
    /// `iphone`/`ipad` for `~iphone`/`~ipad` files and idiom slots; nil for universal.
    public var device: String?
    /// Pixel size from the PNG header; nil for other formats or unreadable files.
    public var pixelSize: PixelSize?

    /// A variant; see the properties.
    public init(path: String, scale: Int?, device: String?, pixelSize: PixelSize?) {
        self.path = path
        self.scale = scale
        self.device = device
        self.pixelSize = pixelSize
    }
}

/// Width and height in pixels.
public struct PixelSize: Sendable, Hashable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// What kind of asset a name finds.
public enum AssetKind: String, Sendable {
    /// Loose image files in the bundle (scale and device variants of one name).
    case file
    /// An asset-catalog image set.
    case imageset
}

/// An empty slot of an image set: the idiom and scale with no file.
public struct EmptySlot: Sendable, Hashable {
    /// `universal`, `iphone`, `ipad`, ...
    public var idiom: String
    /// The slot's scale; nil for single-scale.
    public var scale: Int?
    /// Line of the slot in Contents.json, 0 when unknown.
    public var line: Int
}

/// A filled slot of an image set for an appearance other than any (dark, high contrast).
public struct AppearanceSlot: Sendable, Hashable {
    /// `dark`, `high-contrast`, `dark high-contrast`, `light`, as findings name it.
    public var appearance: String
    /// `universal`, `iphone`, `ipad`.
    public var idiom: String
    /// The slot's scale; nil for single-scale.
    public var scale: Int?
    /// Line of the slot in Contents.json, 0 when unknown.
    public var line: Int
}

/// A file a catalog's Contents.json names but the set folder does not hold.
public struct MissingSlotFile: Sendable, Hashable {
    /// The file name as listed.
    public var fileName: String
    /// Line in Contents.json.
    public var line: Int
    /// The entry's variant as findings name it (`dark appearance`, `locale 'ar'`, `watch idiom`); empty for a plain entry.
    public var variant = ""
}

/// An image asset, found by one name: a group of loose files or one image set.
public struct ImageAsset: Sendable, Hashable {
    /// The name `imageNamed:` finds it by: `icon`, `photo.jpg`, `Icons/logo`, `Foo.bundle/icon`.
    public var name: String
    /// Loose files or image set.
    public var kind: AssetKind
    /// The image set folder, or the first loose file: where asset findings point.
    public var location: String
    /// Its files, sorted by path.
    public var variants: [AssetVariant]
    /// Slots without a file (image sets).
    public var emptySlots: [EmptySlot]
    /// Listed files that do not exist (image sets).
    public var missingFiles: [MissingSlotFile]
    /// 0, or for a later image set of a name an earlier catalog's set has, its number.
    public var instance = 0

    /// The key that finds it in the index.
    public var key: AssetKey { AssetKey(kind: kind, name: name, instance: instance) }
    /// Image set, symbol set or image stack; `.imageSet` for loose files, which have the same checks.
    public var setType: CatalogSetType = .imageSet
    /// Filled slots of other appearances (image sets): the same asset, in its dark or high-contrast look.
    public var appearanceSlots: [AppearanceSlot] = []
    /// Whether it has slots for idioms no phone or tablet loads (`watch`, `tv`, `mac`): a set of those
    /// alone is a watch app's or a TV app's art, judged on its platform, not by the device profile.
    public var hasOtherIdioms = false
    /// The locales its Contents.json has entries for (`"locale": "ar"`): a localized set.
    public var locales: Set<String> = []
    /// Whether an entry has a `language-direction`: the set has art for right-to-left languages.
    public var hasLanguageDirections = false
    /// The SpriteKit texture atlas it is a texture of, by name (`Hero` for `Hero.spriteatlas` or `Hero.atlas`); nil outside atlases.
    public var atlas: String?

    /// The name without a trailing image extension, which patterns match against.
    public var stem: String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return name }
        return ImageFileType.extensions.contains(name[name.index(after: dot)...].lowercased()) ? String(name[..<dot]) : name
    }

    /// What findings call it: `image set`, `symbol set`, `image stack` or `image`.
    public var noun: String {
        kind == .imageset ? setType.noun : "image"
    }

    /// Where findings say it is kept, after its name: ` in atlas 'Hero'` for an atlas's texture, else nothing.
    public var atlasPhrase: String {
        atlas.map { " in atlas '\($0)'" } ?? ""
    }

    /// The scales present, ascending (single-scale slots count as 1).
    public var scales: [Int] {
        Array(Set(variants.map { $0.scale ?? 1 })).sorted()
    }
}
