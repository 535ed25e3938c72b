import BarSkinCore

/// Resolves names the way `+[UIImage imageNamed:]` does on a device.
///
/// Catalog first, by fully qualified name; then loose files with PNG as the
/// only implicit extension, trying `@Nx` before `~device` (scale beats device),
/// the wanted scale first, then the nearest higher, then lower ones (an
/// unsuffixed file is 1x); then the exact file name, and AppKit's icon file of that name.
/// Everything is case-sensitive; a second, case-insensitive pass only decides
/// between "missing" and "case mismatch".
public struct ImageNamedResolver: Sendable {
    /// The assets.
    public let index: AssetIndex
    /// The device.
    public let profile: DeviceProfile

    /// A resolver.
    public init(index: AssetIndex, profile: DeviceProfile) {
        self.index = index
        self.profile = profile
    }

    /// Resolves `name` at the profile's highest scale.
    public func resolve(_ name: String) -> Resolution {
        if let found = lookup(name, caseSensitive: true) { return found }
        if case .found(let key, let path)? = lookup(name, caseSensitive: false) {
            return .caseMismatch(assetKey: key, actualName: key.name, path: path)
        }
        return .missing
    }

    private func lookup(_ name: String, caseSensitive: Bool) -> Resolution? {
        // `imageNamed:@"xmpp.png"` finds the image set `xmpp` as it finds `xmpp.png`: a PNG's extension may be written.
        let writesPNG = caseSensitive ? name.hasSuffix(".png") : name.lowercased().hasSuffix(".png")
        let stems = [name] + (writesPNG ? [String(name.dropLast(4))] : [])
        let catalogName = stems.lazy.compactMap { caseSensitive ? (index.catalog[$0] != nil ? $0 : nil) : index.catalogByLowercase[$0.lowercased()] }.first
        if let catalogName, let set = index.catalog[catalogName] {
            return .found(assetKey: AssetKey(kind: .imageset, name: set.name), path: variant(of: set, at: profile.highestScale)?.path)
        }
        let key = Self.looseKey(for: name)
        // Ignoring case, `.PNG` files and names are the same as `.png` ones, as on a Mac's file system.
        let folds = [key, key + "." + ImageFileType.implicitExtension].map { $0.lowercased() }
            + (key.lowercased().hasSuffix(".png") ? [String(key.lowercased().dropLast(4))] : [])
        let looseName = caseSensitive ? key : folds.lazy.compactMap { index.looseByLowercase[$0] }.first
        if let looseName, let asset = index.loose[looseName] {
            return .found(assetKey: AssetKey(kind: .file, name: asset.name), path: variant(of: asset, at: profile.highestScale)?.path)
        }
        for candidate in [name, name + "." + ImageFileType.implicitExtension, name + "." + ImageFileType.appKitIconExtension] {
            let fileName = caseSensitive ? candidate : index.looseFilesByLowercase[candidate.lowercased()]
            if let fileName, let path = index.looseFiles[fileName],
               let (assetName, _) = AssetIndex.looseVariant(path: path, bundleName: fileName, size: nil) {
                return .found(assetKey: AssetKey(kind: .file, name: assetName), path: path)
            }
        }
        return nil
    }

    /// The loose-asset name for a requested name: `icon.png` and `icon` are both `icon`.
    static func looseKey(for name: String) -> String {
        let lastComponent = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = lastComponent.lastIndex(of: "."),
              lastComponent[lastComponent.index(after: dot)...] == ImageFileType.implicitExtension else { return name }
        return String(name.dropLast(ImageFileType.implicitExtension.count + 1))
    }

    /// The file a device at `scale` loads from `asset`, or nil when none fits.
    public func variant(of asset: ImageAsset, at scale: Int) -> AssetVariant? {
        let device = profile.device.rawValue
        // The wanted scale, then the nearest higher, then lower (audit.md §3.3): a
        // 2x device prefers shrinking @3x art to blowing up the unsuffixed file.
        let order = [scale] + Array(stride(from: scale + 1, through: 3, by: 1)) + Array(stride(from: scale - 1, through: 1, by: -1))
        // The index's slots for its own assets; another asset (a report's) is indexed here.
        let slots = index.variantSlots[asset.key] ?? VariantSlots(asset.variants)
        if asset.kind == .imageset {
            // An idiom-specific slot beats a universal one; a single-scale slot serves every scale.
            for idiom in [device, nil] as [String?] {
                if let single = slots.first(device: idiom, scale: nil) { return asset.variants[single] }
                for candidate in order { if let slot = slots.first(device: idiom, scale: candidate) { return asset.variants[slot] } }
            }
            return nil
        }
        for candidate in order {
            if let match = slots.first(device: device, scale: candidate) ?? slots.first(device: nil, scale: candidate) {
                return asset.variants[match]
            }
        }
        return nil
    }
}
