import BarSkinCore

/// Images in no target that nothing references: not the app's (snapshot-test
/// reference images, documentation art, a design folder), so they are no
/// warning each but one line per folder, the highest folder that holds nothing else.
public struct OutsideTargetFolder: Sendable, Hashable {
    /// The folder, as walked.
    public var folder: String
    /// The images' locations (set folders or loose files), sorted.
    public var images: [String]

    /// The folders of the images in `outside`, collapsed upwards while a folder holds
    /// none of `others` (the project's other assets) and stays within `roots`.
    static func group(outside: [ImageAsset], others: [ImageAsset], roots: [String]) -> [OutsideTargetFolder] {
        guard !outside.isEmpty else { return [] }
        var mixed = Set<String>()
        for asset in others {
            var folder = PathText.folder(of: asset.location)
            while !folder.isEmpty, mixed.insert(folder).inserted { folder = PathText.folder(of: folder) }
        }
        let stops = Set(roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        var groups: [String: [String]] = [:]
        for asset in outside {
            var folder = PathText.folder(of: asset.location)
            // Up while the parent holds nothing else and is no traced root.
            while !stops.contains(folder) {
                let parent = PathText.folder(of: folder)
                guard !parent.isEmpty, parent != folder, parent != "/", !mixed.contains(parent), !stops.contains(parent) else { break }
                folder = parent
            }
            groups[folder, default: []].append(asset.location)
        }
        return groups.keys.sorted().map { OutsideTargetFolder(folder: $0, images: groups[$0]!.sorted()) }
    }
}
