import BarSkinCore

/// Every image asset of a project, with the lookup tables resolution needs.
public struct AssetIndex: Sendable {
    /// Image sets by fully qualified name (first one wins when two share a name).
    public internal(set) var catalog: [String: ImageAsset] = [:]
    /// Loose-file assets by bundle name without scale/device (`icon`, `photo.jpg`).
    public internal(set) var loose: [String: ImageAsset] = [:]
    /// Loose files by exact bundle name (`Icon@2x.png`), for names that spell out a variant.
    public private(set) var looseFiles: [String: String] = [:]
    /// App icon and launch image sets by name.
    public private(set) var iconSets: [String: String] = [:]
    /// Files named `name~ipad@2x.png`, which UIKit never finds.
    public private(set) var misnamedFiles: [String] = []
    /// Image sets whose name was already taken by another set: (later folder, earlier folder).
    public private(set) var duplicateSetNames: [(String, String)] = []
    /// Later image sets of a name an earlier set has (another catalog's, often another
    /// target's): assets of their own, numbered by ``ImageAsset/instance``.
    public internal(set) var sameNamedSets: [String: [ImageAsset]] = [:]
    /// Loose files whose bundle name another file already has: (later path, earlier path).
    public private(set) var collidingFiles: [(String, String)] = []
    /// Loose files by folder and stem, for skin files, which name their inputs by path.
    private(set) var paths = LoosePathIndex()
    /// Lower-cased keys, for telling a case mismatch from a missing image.
    private(set) var catalogByLowercase: [String: String] = [:]
    private(set) var looseByLowercase: [String: String] = [:]
    private(set) var looseFilesByLowercase: [String: String] = [:]
    /// Each asset's variants by device and scale, indexed once for every reference that resolves to it.
    private(set) var variantSlots: [AssetKey: VariantSlots] = [:]
    /// SpriteKit texture atlases by name (the first of a name wins).
    public internal(set) var atlases: [String: SpriteAtlas] = [:]
    /// Each atlas's images, by its name, in asset order.
    public internal(set) var atlasImages: [String: [AssetKey]] = [:]
    /// Loose atlases' textures by texture name, which `SKTexture(imageNamed:)` finds and `imageNamed:` does not.
    public internal(set) var atlasTextures: [String: AssetKey] = [:]
    /// Lower-cased atlas and texture names, for telling a case mismatch from a missing one.
    var atlasesByLowercase: [String: String] = [:]
    var atlasTexturesByLowercase: [String: String] = [:]

    /// An index of image sets, loose files (with their pixel sizes), icon sets and the texture atlases that hold some of them.
    public init(imageSets: [ImageAsset], looseImages: [(path: String, bundleName: String, size: PixelSize?)],
                iconSets: [(folder: String, name: String)], atlases: [SpriteAtlas] = []) {
        for set in imageSets {
            if let existing = catalog[set.name] {
                duplicateSetNames.append((set.location, existing.location))
                var later = set
                later.instance = (sameNamedSets[set.name]?.count ?? 0) + 1
                sameNamedSets[set.name, default: []].append(later)
                continue
            }
            catalog[set.name] = set
            catalogByLowercase[set.name.lowercased()] = catalogByLowercase[set.name.lowercased()] ?? set.name
        }
        for file in looseImages {
            let parsed = Self.looseVariant(path: file.path, bundleName: file.bundleName, size: file.size)
            // Every file, including one whose bundle name collides: a skin names files, not bundle names.
            if let (name, _) = parsed { paths.add(path: file.path, assetName: name) }
            if let earlier = looseFiles[file.bundleName] {
                collidingFiles.append((file.path, earlier))
                continue
            }
            looseFiles[file.bundleName] = file.path
            looseFilesByLowercase[file.bundleName.lowercased()] = looseFilesByLowercase[file.bundleName.lowercased()] ?? file.bundleName
            guard let (name, variant) = parsed else {
                misnamedFiles.append(file.path)
                continue
            }
            if loose[name] == nil {
                loose[name] = ImageAsset(name: name, kind: .file, location: file.path, variants: [], emptySlots: [], missingFiles: [])
                looseByLowercase[name.lowercased()] = looseByLowercase[name.lowercased()] ?? name
            }
            loose[name]!.variants.append(variant)
        }
        for name in loose.keys {
            loose[name]!.variants.sort { $0.path < $1.path }
            loose[name]!.location = loose[name]!.variants[0].path
        }
        for set in iconSets where self.iconSets[set.name] == nil { self.iconSets[set.name] = set.folder }
        if !atlases.isEmpty { assign(atlases) }
        for asset in allAssets { variantSlots[asset.key] = VariantSlots(asset.variants) }
    }

    /// Every asset, image sets first, each group sorted by name (same-named sets in catalog order).
    public var allAssets: [ImageAsset] {
        allSets + loose.values.sorted { $0.name < $1.name }
    }

    /// Every image set, sorted by name, same-named ones in the order their catalogs were read.
    public var allSets: [ImageAsset] {
        catalog.values.sorted { $0.name < $1.name }.flatMap { [$0] + (sameNamedSets[$0.name] ?? []) }
    }

    /// Every image set named `name`: the one `imageNamed:` finds first, then the others.
    public func sets(named name: String) -> [ImageAsset] {
        guard let first = catalog[name] else { return [] }
        return [first] + (sameNamedSets[name] ?? [])
    }

    /// The asset a key stands for.
    public func asset(_ key: AssetKey) -> ImageAsset? {
        if key.kind == .file { return loose[key.name] }
        guard key.instance > 0 else { return catalog[key.name] }
        // Later sets are numbered 1, 2, ... in the order they were added: found by position, not searched.
        guard let later = sameNamedSets[key.name], key.instance <= later.count else { return nil }
        return later[key.instance - 1]
    }

    /// The asset name and variant of a loose file, or nil when its suffixes are
    /// in the wrong order or case (`name~ipad@2x.png`, `name~iPad.png`).
    static func looseVariant(path: String, bundleName: String, size: PixelSize?) -> (String, AssetVariant)? {
        let slash = bundleName.lastIndex(of: "/")
        let folder = slash.map { String(bundleName[...$0]) } ?? ""
        let fileName = slash.map { String(bundleName[bundleName.index(after: $0)...]) } ?? bundleName
        var parsed = AssetFileName(parsing: fileName)
        if let device = parsed.device, device != "iphone", device != "ipad" {
            if device.lowercased() == "iphone" || device.lowercased() == "ipad" { return nil }
            parsed.stem += "~" + device
            parsed.device = nil
        }
        if let tilde = parsed.stem.lastIndex(of: "~") {
            let suffix = parsed.stem[parsed.stem.index(after: tilde)...].lowercased()
            if suffix == "iphone" || suffix == "ipad" { return nil }
        }
        let pathExtension = parsed.pathExtension ?? ""
        let name = folder + parsed.stem + (pathExtension == ImageFileType.implicitExtension ? "" : "." + pathExtension)
        return (name, AssetVariant(path: path, scale: parsed.scale, device: parsed.device, pixelSize: size))
    }
}
