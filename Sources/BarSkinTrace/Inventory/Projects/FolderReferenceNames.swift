import BarSkinCore

/// The names loose images have in the bundle when a target copies them through
/// a folder reference: the folder's name and the path below it (`Art/stars@2x.png`,
/// found by `imageNamed:@"Art/stars"`), where the walker, which knows only
/// folders, gave the file name alone.
struct FolderReferenceNames {
    private let folders: Set<String>

    /// The folder references of `targets`.
    init(targets: [XcodeTarget]) {
        folders = targets.reduce(into: Set<String>()) { $0.formUnion($1.folderReferences) }
    }

    /// The loose images with their bundle names corrected.
    func renaming(_ loose: [(path: String, bundleName: String, size: PixelSize?)]) -> [(path: String, bundleName: String, size: PixelSize?)] {
        guard !folders.isEmpty else { return loose }
        return loose.map { image in
            var current = PathText.absolute(image.path)
            let absolute = current
            // The innermost folder reference holding the file names it.
            while !current.isEmpty, current != "/" {
                current = PathText.folder(of: current)
                if folders.contains(current) {
                    let name = PathText.fileName(of: current) + "/" + PathText.relative(absolute, to: current)
                    return (image.path, name, image.size)
                }
            }
            return image
        }
    }
}
