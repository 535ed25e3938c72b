import BarSkinCore
import Foundation

/// Which skin item wrote each image of a build, and the line its skin file gives the item:
/// a review speaks of items (`chat`, `nav-bar`), not of the dozens of files one change
/// rewrites. Read from the build's record; a build without one has no items.
public struct BuildItems: Sendable {
    /// The skin file the items are written in, as the user would type it; nil when unknown.
    public var skin: String?
    /// Each image's item, by its path inside the build.
    public var itemOfPath: [String: String] = [:]
    /// Each item's 1-based line in the skin file.
    public var lineOfItem: [String: Int] = [:]

    /// No items: every image stands alone.
    public init() {}

    /// The items of the build at `build` (an output folder holding its record, or the record
    /// itself), with the lines of `skin` (else the skin file the record names) where it reads.
    public static func read(build: String, skin: String? = nil) -> BuildItems {
        var items = BuildItems()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: build, isDirectory: &isFolder) else { return items }
        let manifest: String
        if isFolder.boolValue {
            // A catalog's record is in the output folder above it.
            guard let found = BuildImages.record(inOrAbove: build) else { return items }
            manifest = found
        } else {
            manifest = build
        }
        let record = SkinManifest.load(from: manifest)
        guard record.problem == nil else { return items }
        let root = PathText.absolute(isFolder.boolValue ? build : PathText.folder(of: manifest))
        for (name, item) in record.items {
            for output in item.outputs.keys { items.itemOfPath[PathText.relative(output, to: root)] = name }
        }
        let skinFile = skin ?? record.skin.map { PathText.relative($0, to: FileManager.default.currentDirectoryPath) }
        items.skin = skinFile
        if let skinFile, let spec = try? SkinSpec.load(from: skinFile) {
            for item in spec.items where items.lineOfItem[item.name] == nil { items.lineOfItem[item.name] = item.location.line }
        }
        return items
    }
}
