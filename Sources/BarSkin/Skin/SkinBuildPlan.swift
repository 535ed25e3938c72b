import Foundation

/// Everything a set of skin files would write, found from file names alone:
/// each item's image files, every output path (checked to stay inside its
/// folder and never to replace an input), and outputs two items would share.
public struct SkinBuildPlan: Sendable {
    /// The items that can be built, in skin and file order.
    public var tasks: [SkinBuildTask] = []
    /// Items that cannot be built: missing images, a bad catalog, refused destinations.
    public var failures: [any LocatedError] = []
    /// Files of an item's family left out of it (a `~device` UIKit never reads).
    public var warnings: [any LocatedError] = []
    /// Files two items would write; while there are any, nothing is built.
    public var conflicts: [SkinBuildError] = []

    /// Plans `specs`, in the order given.
    public init(specs: [SkinSpec]) {
        var found: [(spec: SkinSpec, item: SkinBuildTask.Item, variants: [SkinImageVariant])] = []
        var inputs = specs.map(\.path)
        let listings = FolderListings()
        for var spec in specs {
            // A folder key through a file would fail every write below it: one error at the key instead.
            for (key, keyPath) in [("output", \SkinSpec.output), ("catalog", \.catalog), ("ninepatch", \.ninePatch)] {
                guard let folder = spec[keyPath: keyPath], let file = SkinOutputFolders.fileInTheWay(of: folder) else { continue }
                failures.append(SkinBuildError.notAFolder(path: spec.path, line: folder.line, column: folder.column, key: key, file: file))
                spec[keyPath: keyPath] = nil
            }
            if let catalog = spec.catalog, !Self.isCatalog(catalog.resolved) {
                failures.append(SkinBuildError.notACatalog(path: spec.path, line: catalog.line, column: catalog.column, text: catalog.text))
                // The rest of the skin is still built; only its image sets are not.
                spec.catalog = nil
            }
            let items = spec.tabItems.map { SkinBuildTask.Item.tabItem($0) } + spec.backgrounds.map { .background($0) }
            for item in items {
                do {
                    let variants = try Self.variants(of: item, in: spec, listings: listings, warnings: &warnings)
                    inputs += variants.map(\.path)
                    if case .tabItem(let tabItem) = item, let fill = tabItem.selectedFill { inputs.append(fill.path.resolved) }
                    found.append((spec, item, variants))
                } catch {
                    failures.append(error)
                }
            }
        }
        var folders = SkinOutputFolders(protecting: inputs)
        for (spec, item, variants) in found {
            var task = SkinBuildTask(skin: spec.path, item: item, variants: variants, output: (spec.output?.resolved).map(SkinOutputFolders.tidied),
                                     catalog: (spec.catalog?.resolved).map(SkinOutputFolders.tidied),
                                     ninePatch: (spec.ninePatch?.resolved).map(SkinOutputFolders.tidied), files: [])
            do {
                task.files = try folders.files(for: task)
                // An item whose only folder was refused above has nothing left to build.
                if !task.files.isEmpty { tasks.append(task) }
            } catch let error as any LocatedError {
                failures.append(error)
            } catch {
                preconditionFailure("output folders throw FileError only")
            }
        }
        conflicts = Self.conflicts(in: tasks)
    }

    /// Every file the plan writes, in build order, a shared one (a catalog's Contents.json) once.
    public var outputs: [SkinBuildOutput] {
        var seen = Set<String>()
        return tasks.flatMap { task in
            task.files.compactMap { file in
                guard !file.isShared || seen.insert(file.path).inserted else { return nil }
                return SkinBuildOutput(skin: task.skin, name: task.name, file: file, outcome: nil)
            }
        }
    }

    /// The mask's or art's files, and a selected fill file that exists.
    /// - Throws: ``SkinBuildError/imageNotFound(path:line:column:role:text:missing:)`` or
    ///   ``SkinBuildError/ambiguousImage(path:line:column:role:text:slot:files:)``.
    private static func variants(of item: SkinBuildTask.Item, in spec: SkinSpec, listings: FolderListings,
                                 warnings: inout [any LocatedError]) throws(SkinBuildError) -> [SkinImageVariant] {
        let input: SkinInput
        switch item {
        case .tabItem(let tabItem):
            input = tabItem.mask
            if let fill = tabItem.selectedFill, !FileManager.default.fileExists(atPath: fill.path.resolved) {
                throw .imageNotFound(path: spec.path, line: fill.path.line, column: fill.path.column, role: .selectedFill,
                                     text: fill.path.text, missing: "no such file")
            }
        case .background(let background): input = background.image
        }
        var leftOut: [String] = []
        defer {
            warnings += leftOut.map { SkinBuildWarning.notAVariant(path: spec.path, line: input.path.line, column: input.path.column, file: $0) }
        }
        switch SkinImageFamily.variants(of: input.path, listings: listings, leftOut: &leftOut) {
        case .success(let variants): return variants
        case .failure(.missing(let missing)):
            throw .imageNotFound(path: spec.path, line: input.path.line, column: input.path.column, role: input.role,
                                 text: input.path.text, missing: missing)
        case .failure(.ambiguous(let slot, let first, let second)):
            throw .ambiguousImage(path: spec.path, line: input.path.line, column: input.path.column, role: input.role,
                                  text: input.path.text, slot: slot, files: [first, second])
        }
    }

    /// Xcode only reads image sets inside a `.xcassets` folder (or a group folder within one).
    private static func isCatalog(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.lowercased().hasSuffix(".xcassets") }
    }
}
