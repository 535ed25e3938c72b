import BarSkinArt
import BarSkinCore
import BarSkinTrace
import Foundation

/// What a contact sheet shows (`barskin sheet`, and `--sheet` of the writing commands):
/// the image families of builds, folders or catalogs, grouped by item. Only names,
/// sizes and caps are held; the images are read one family at a time as the sheet is written.
public struct ContactSheet: Sendable {
    /// The inputs, as the user named them.
    public var sources: [String]
    /// The items, each with its families.
    public var groups: [SheetGroup]
    /// Files or folders that could not be listed.
    public var failures: [any LocatedError]

    /// Every image family below a folder or catalog (grouped by their names' items), or
    /// written by a build (by the manifest's items; a skin file stands for its manifest).
    /// - Throws: ``ReviewError`` for a missing path or a file that is no build.
    public static func load(_ sources: [String]) throws -> ContactSheet {
        var sheet = ContactSheet(sources: sources, groups: [], failures: [])
        for source in sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { throw ReviewError.noSuchBuild(path: source) }
            if isFolder.boolValue {
                let collected = InputCollector.collect([source], isWanted: { InputCollector.isPNGName($0) || VectorFormat.isVectorName($0) })
                sheet.failures += collected.errors.filter { if case .nothingToDo = $0 { false } else { true } }
                sheet.groups += SheetGrouping.groups(SheetGrouping.families(collected.files.map(\.path)))
            } else {
                let (manifest, spec) = try manifestPath(for: source)
                let (groups, outside) = try manifestGroups(manifest, spec: spec)
                sheet.groups += groups
                sheet.failures += outside.map { [$0] } ?? []
            }
        }
        return sheet
    }

    /// The sheet of what the builds with these manifests made, for `--sheet`.
    public static func load(manifests: [String]) throws -> ContactSheet {
        var sheet = ContactSheet(sources: manifests, groups: [], failures: [])
        for manifest in manifests {
            let (groups, outside) = try manifestGroups(manifest, spec: nil)
            sheet.groups += groups
            sheet.failures += outside.map { [$0] } ?? []
        }
        return sheet
    }

    /// Every image in the sheet, counted, and their bytes.
    public var totals: (groups: Int, families: Int, images: Int, bytes: Int) {
        let families = groups.flatMap(\.families), images = families.flatMap(\.images)
        return (groups.count, families.count, images.count, images.reduce(0) { $0 + $1.bytes })
    }

    /// The manifest a source names: itself, or a skin file's (with the skin, read).
    private static func manifestPath(for source: String) throws -> (String, SkinSpec?) {
        guard source.hasSuffix(".yml") || source.hasSuffix(".yaml") else {
            guard source.hasSuffix(".json") else { throw ReviewError.notABuild(path: source) }
            return (source, nil)
        }
        let spec = try SkinSpec.load(from: source)
        guard let path = SkinManifest.path(for: spec) else { throw ReviewError.notABuild(path: source) }
        guard FileManager.default.fileExists(atPath: path) else { throw ReviewError.notBuilt(path: source, manifest: path) }
        return (path, spec)
    }

    /// The groups of what the manifest at `path` records: each family goes to the item that
    /// wrote its files, an item named for a file (`chat@2x.png`, as tint's are) standing for
    /// the name without scale (`chat`), so one mask's scales are one group. Files outside the
    /// build's folders are left out, and named in the error that comes back with the groups.
    private static func manifestGroups(_ path: String, spec: SkinSpec?) throws -> ([SheetGroup], ReviewError?) {
        guard FileManager.default.fileExists(atPath: path) else { throw ReviewError.noSuchBuild(path: path) }
        let manifest = SkinManifest.load(from: path)
        if let problem = manifest.problem { throw ReviewError.unusableManifest(path: path, reason: problem.message) }
        let folder = PathText.absolute(PathText.folder(of: path)), typed = PathText.folder(of: path)
        let roots = SheetBuildRoots(manifest: path, skin: manifest.skin, spec: spec)
        var itemOfFile: [String: String] = [:], outside: [String] = []
        for (name, item) in manifest.items {
            let group = InputCollector.isPNGName(name) ? AssetFileName(parsing: name).stem : name
            for absolute in item.outputs.keys where InputCollector.isPNGName(absolute) {
                guard roots.contain(absolute) else { outside.append(absolute); continue }
                let key = PathText.relative(absolute, to: folder)
                itemOfFile[typed.isEmpty ? key : typed + "/" + key] = group
            }
        }
        var groups: [String: [SheetFamily]] = [:]
        for family in SheetGrouping.families(Array(itemOfFile.keys)) {
            groups[family.images.first.flatMap { itemOfFile[$0.path] } ?? family.name, default: []].append(family)
        }
        let refusal = outside.min().map { ReviewError.outsideBuild(path: path, file: $0, others: outside.count - 1) }
        return (groups.keys.sorted().map { SheetGroup(name: $0, families: SheetGrouping.ordered(groups[$0]!)) }, refusal)
    }
}
