import BarSkinCore
import Foundation

extension ReferenceResolver {
    /// What a skin file's path finds: the project's loose files first (so the
    /// asset counts as used, the third value), then the disk, for inputs outside
    /// the walked folders, where a spelling that only matches ignoring case is
    /// a case mismatch with no asset.
    func file(at path: String, exact: Bool) -> (Resolution?, String?, AssetKey?) {
        let lookup = index.paths.lookup(path, exact: exact, profile: profile)
        // A family with no PNGs may be drawn from `STEM.svg` or `STEM.pdf`, as the skin build finds it.
        if case .missing = lookup, !exact {
            // A mask named with its extension (`mask: ../masks/bell.svg`, outside the traced folders) is that drawing.
            if FolderListings.isVectorName(path), FileManager.default.fileExists(atPath: path) {
                return (nil, path, nil)
            }
            let folder = PathText.folder(of: path), stem = FolderListings.stem(of: path)
            for type in FolderListings.vectorExtensions.sorted().reversed() {
                let vector = (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/") + stem + "." + type
                if case .found = index.paths.lookup(vector, exact: true, profile: profile) { return file(at: vector, exact: true) }
                if FileManager.default.fileExists(atPath: vector) { return (nil, vector, nil) }
            }
        }
        switch lookup {
        case .found(let found, let name):
            let key = AssetKey(kind: .file, name: name)
            return (.found(assetKey: key, path: found), found, key)
        case .caseMismatch(let found, let name):
            let key = AssetKey(kind: .file, name: name)
            return (.caseMismatch(assetKey: key, actualName: found, path: found), found, key)
        case .missing where exact:
            if FileManager.default.fileExists(atPath: path) { return (nil, path, nil) }
            guard let other = listings.ignoringCase(path) else { return (.missing, nil, nil) }
            return (.caseMismatch(assetKey: AssetKey(kind: .file, name: FolderListings.stem(of: other)), actualName: other, path: other), other, nil)
        case .missing:
            let folder = PathText.folder(of: path), stem = FolderListings.stem(of: path)
            if let best = family(stem, in: folder, ignoringCase: false) { return (nil, best, nil) }
            let actualFolder = folder.isEmpty ? folder : listings.ignoringCase(folder, folder: true) ?? folder
            guard let other = family(stem, in: actualFolder, ignoringCase: true) else { return (.missing, nil, nil) }
            return (.caseMismatch(assetKey: AssetKey(kind: .file, name: FolderListings.stem(of: other)), actualName: other, path: other), other, nil)
        }
    }

    /// The family's best file for the profile among a folder's PNG files, on disk.
    private func family(_ stem: String, in folder: String, ignoringCase: Bool) -> String? {
        let files = listings.family(stem, in: folder.isEmpty ? "." : folder, ignoringCase: ignoringCase).map { file in
            (path: folder.isEmpty ? file.name : folder == "/" ? "/" + file.name : folder + "/" + file.name, scale: file.parsed.scale, device: file.parsed.device)
        }
        return LoosePathIndex.best(files, profile: profile)
    }

    /// How a missing skin path reads: `Icons/star.png or a scale variant of it`, or the one file.
    static func familyDescription(_ path: String, exact: Bool) -> String {
        if exact || FolderListings.isVectorName(path) { return path }
        let folder = PathText.folder(of: path)
        return (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/") + FolderListings.stem(of: path) + "." + ImageFileType.implicitExtension
            + " or a scale variant of it"
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
