import Foundation

extension ReferenceResolver {
    /// What a skin file's path finds: the project's loose files first (so the
    /// asset counts as used, the third value), then the disk, for inputs outside
    /// the walked folders, where a spelling that only matches ignoring case is
    /// a case mismatch with no asset.
    func file(at path: String, exact: Bool) -> (Resolution?, String?, AssetKey?) {
        switch index.paths.lookup(path, exact: exact, profile: profile) {
        case .found(let found, let name):
            let key = AssetKey(kind: .file, name: name)
            return (.found(assetKey: key, path: found), found, key)
        case .caseMismatch(let found, let name):
            let key = AssetKey(kind: .file, name: name)
            return (.caseMismatch(assetKey: key, actualName: found, path: found), found, key)
        case .missing:
            let candidates = exact ? [path] : Self.candidates(path, profile: profile)
            if let onDisk = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) { return (nil, onDisk, nil) }
            guard let other = candidates.lazy.compactMap(listings.ignoringCase).first else { return (.missing, nil, nil) }
            let name = AssetFileName(parsing: PathText.fileName(of: other)).stem
            return (.caseMismatch(assetKey: AssetKey(kind: .file, name: name), actualName: other, path: other), other, nil)
        }
    }

    /// The files a skin path may mean, best first: the one it spells out, or its
    /// scale variants from the profile's highest scale down, then up.
    static func candidates(_ path: String, profile: DeviceProfile) -> [String] {
        let folder = PathText.folder(of: path)
        var name = AssetFileName(parsing: PathText.fileName(of: path))
        // `moon@3x` spells one variant, with PNG implied as imageNamed: implies it.
        guard name.scale == 1 && name.device == nil else { return [name.pathExtension == nil ? path + "." + ImageFileType.implicitExtension : path] }
        name.pathExtension = name.pathExtension ?? ImageFileType.implicitExtension
        let highest = max(1, profile.highestScale)
        let scales = (1...highest).reversed() + (highest < 3 ? Array(highest + 1...3) : [])
        return scales.map { scale in
            name.scale = scale
            return folder.isEmpty ? name.fileName : (folder == "/" ? "/" : folder + "/") + name.fileName
        }
    }

    /// How a missing skin path reads: `Icons/star.png or a scale variant of it`.
    static func familyDescription(_ path: String, exact: Bool) -> String {
        let name = AssetFileName(parsing: PathText.fileName(of: path))
        if exact { return path }
        let file = name.pathExtension == nil ? path + "." + ImageFileType.implicitExtension : path
        return name.scale != 1 || name.device != nil ? file : file + " or a scale variant of it"
    }
}

extension ReferenceResolver {
    /// A name no asset has, found among the images skin files build: the file
    /// the build will write for the profile, with the scale and device of the input it is made from.
    func planned(_ name: String) -> Resolution? {
        let key = ImageNamedResolver.looseKey(for: name)
        guard let product = products.product(named: key) else { return nil }
        let input = file(at: product.input, exact: false).1.map { AssetFileName(parsing: PathText.fileName(of: $0)) }
        let fileName = AssetFileName(stem: product.name, scale: input?.scale ?? profile.highestScale, device: input?.device,
                                     pathExtension: ImageFileType.implicitExtension).fileName
        let path = LoosePathIndex.normalize(product.folder + "/" + fileName)
        let assetKey = AssetKey(kind: product.kind, name: product.name)
        return product.name == key ? .found(assetKey: assetKey, path: path) : .caseMismatch(assetKey: assetKey, actualName: product.name, path: path)
    }
}
