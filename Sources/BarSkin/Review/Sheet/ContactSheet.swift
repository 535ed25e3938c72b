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
    /// - Throws: ``ReviewError`` for a missing path, a file that is no build, or a folder with
    ///   no image and no build record.
    public static func load(_ sources: [String]) throws -> ContactSheet {
        var sheet = ContactSheet(sources: sources, groups: [], failures: [])
        for source in sources {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else { throw ReviewProblem.noSuchBuild.located(at: source) }
            if isFolder.boolValue {
                let collected = InputCollector.collect([source], isWanted: { InputCollector.isPNGName($0) || VectorFormat.isVectorName($0) })
                let errors = collected.errors.filter { if case .nothingToDo = $0.error { false } else { true } }
                if collected.files.isEmpty && errors.isEmpty {
                    // Nothing to show: a build whose files are all gone (its records name them), or no build at all.
                    let records = BuildRecordName.records(in: source)
                    guard !records.isEmpty else { throw ReviewProblem.emptyBuild.located(at: source) }
                    for record in records {
                        let (groups, failures) = try manifestGroups(source + "/" + record, spec: nil)
                        sheet.groups += groups
                        sheet.failures += failures
                    }
                    continue
                }
                sheet.failures += errors
                let paths = collected.files.map(\.path), families = SheetGrouping.families(paths)
                sheet.failures += SheetGrouping.unshown(paths, families: families).map(SheetGrouping.failure)
                sheet.groups += SheetGrouping.groups(families)
            } else {
                let (manifest, spec) = try manifestPath(for: source)
                let (groups, failures) = try manifestGroups(manifest, spec: spec)
                sheet.groups += groups
                sheet.failures += failures
            }
        }
        return sheet
    }

    /// The sheet of what the builds with these manifests made, for `--sheet`.
    public static func load(manifests: [String]) throws -> ContactSheet {
        var sheet = ContactSheet(sources: manifests, groups: [], failures: [])
        for manifest in manifests {
            let (groups, failures) = try manifestGroups(manifest, spec: nil)
            sheet.groups += groups
            sheet.failures += failures
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
            guard source.hasSuffix(".json") else { throw ReviewProblem.notABuild.located(at: source) }
            return (source, nil)
        }
        let spec = try SkinSpec.load(from: source)
        guard let path = SkinManifest.path(for: spec) else { throw ReviewProblem.notABuild.located(at: source) }
        guard FileManager.default.fileExists(atPath: path) else { throw ReviewProblem.notBuilt(manifest: path).located(at: source) }
        return (path, spec)
    }

    /// The groups of what the manifest at `path` records: each family goes to the item that
    /// wrote its files, an item named for a file (`chat@2x.png`, as tint's are) standing for
    /// the name without scale (`chat`), so one mask's scales are one group. Files outside the
    /// build's folders are left out, and named in the error that comes back with the groups;
    /// so are files that are gone (one error for them all) or cannot be read (one each).
    private static func manifestGroups(_ path: String, spec: SkinSpec?) throws -> ([SheetGroup], [any LocatedError]) {
        guard FileManager.default.fileExists(atPath: path) else { throw ReviewProblem.noSuchBuild.located(at: path) }
        let manifest = SkinManifest.load(from: path)
        if let problem = manifest.problem { throw ReviewProblem.unusableManifest(reason: problem.message).located(at: path) }
        let folder = PathText.absolute(PathText.folder(of: path)), typed = PathText.folder(of: path)
        let roots = SheetBuildRoots(manifest: path, skin: manifest.skin, spec: spec)
        var itemOfFile: [String: String] = [:], outside: [String] = []
        var extras: [String: (swatches: [SheetSwatch], symbols: [SheetFamily])] = [:]
        for (name, item) in manifest.items {
            let group = InputCollector.isPNGName(name) ? AssetFileName(parsing: name).stem : name
            for absolute in item.outputs.keys.sorted() where roots.contain(absolute) {
                let key = PathText.relative(absolute, to: folder), shown = typed.isEmpty ? key : typed + "/" + key
                if absolute.hasSuffix(".colorset/Contents.json"), let swatch = SheetSwatch(contentsAt: shown) {
                    extras[group, default: ([], [])].swatches.append(swatch)
                } else if PathText.folder(of: absolute).hasSuffix(".symbolset"), absolute.hasSuffix(".svg"), let symbol = SheetFamily(symbolAt: shown) {
                    extras[group, default: ([], [])].symbols.append(symbol)
                }
            }
            for absolute in item.outputs.keys where InputCollector.isPNGName(absolute) {
                guard roots.contain(absolute) else { outside.append(absolute); continue }
                let key = PathText.relative(absolute, to: folder)
                itemOfFile[typed.isEmpty ? key : typed + "/" + key] = group
            }
        }
        var groups: [String: [SheetFamily]] = [:]
        let families = SheetGrouping.families(Array(itemOfFile.keys))
        let unshown = SheetGrouping.unshown(Array(itemOfFile.keys), families: families)
        let gone = unshown.filter { FileBytes.size(of: $0) == nil }, unreadable = unshown.filter { FileBytes.size(of: $0) != nil }
        for family in families {
            groups[family.images.first.flatMap { itemOfFile[$0.path] } ?? family.name, default: []].append(family)
        }
        var failures: [any LocatedError] = outside.min().map { [ReviewProblem.outsideBuild(file: $0, others: outside.count - 1).located(at: path)] } ?? []
        // A build removed after it ran is one line, not one per file.
        failures += gone.first.map { [ReviewProblem.filesGone(file: $0, others: gone.count - 1).located(at: path)] } ?? []
        failures += unreadable.map(SheetGrouping.failure)
        let names = Set(groups.keys).union(extras.keys).sorted()
        return (names.map { name in
            SheetGroup(name: name, families: SheetGrouping.ordered(groups[name] ?? []) + (extras[name]?.symbols ?? []), swatches: extras[name]?.swatches ?? [])
        }, failures)
    }
}
