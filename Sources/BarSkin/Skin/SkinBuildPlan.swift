import BarSkinArt
import BarSkinCore
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
    /// Each spec's manifest file (``SkinManifest``), by source: kept in its
    /// `output` folder, else its catalog, else its `ninepatch` folder.
    public var manifests: [SkinSource: String] = [:]
    /// What those specs say besides their items (``SkinSpec/digestHead``) and how many items
    /// they have, by source: the build finishes each ``SkinSpec/contentDigest()`` from the
    /// recipe lines it makes anyway, rather than going over every item a second time.
    var digestHeads: [SkinSource: (head: String, items: Int)] = [:]
    /// Every folder the plan listed to find image families, with its stamp then (nil
    /// where it did not exist): a build changes none of them, so equal stamps later
    /// mean the same files would be found.
    public var listedFolders: [String: FileStamp?] = [:]
    /// Those manifests as read while the plan was made (on another thread: reading them
    /// is a no-op build's largest cost after planning itself).
    public var previous: [SkinSource: SkinManifest] = [:]

    /// Plans `specs`, in the order given.
    public init(specs: [SkinSpec]) {
        var found: [(spec: SkinSpec, folders: [String?], item: any SkinItem, variants: [SkinImageVariant], looks: [[String]], dependencies: [String])] = []
        var inputs = specs.compactMap(\.path)
        let listings = FolderListings()
        for var spec in specs {
            // A folder key through a file would fail every write below it: one error at the key instead.
            for (key, keyPath) in [("output", \SkinSpec.output), ("catalog", \.catalog), ("ninepatch", \.ninePatch)] {
                guard let folder = spec[keyPath: keyPath], let file = SkinOutputFolders.fileInTheWay(of: folder) else { continue }
                failures.append(SkinBuildProblem.notAFolder(key: key, file: file).located(at: folder.reportedAt, line: folder.line, column: folder.column))
                spec[keyPath: keyPath] = nil
            }
            if let catalog = spec.catalog, !Self.isCatalog(catalog.resolved) {
                failures.append(SkinBuildProblem.notACatalog(text: catalog.text).located(at: catalog.reportedAt, line: catalog.line, column: catalog.column))
                // The rest of the skin is still built; only its image sets are not.
                spec.catalog = nil
            }
            if let path = SkinManifest.path(for: spec) { manifests[spec.source] = path }
            if let head = spec.digestHead { digestHeads[spec.source] = (head, spec.items.count) }
            // Tidied once per skin, not once per item.
            let tidied = [spec.output, spec.catalog, spec.ninePatch].map { $0.map { SkinOutputFolders.tidied($0.resolved) } }
            for item in spec.items {
                do {
                    let variants = try Self.variants(of: item, in: spec, listings: listings, warnings: &warnings)
                    warnings += item.warnings(variants: variants)
                    let exact = item.inputs.filter(\.isExactFile).map(\.path.resolved)
                    inputs += variants.map(\.path) + exact
                    let looks = try Self.lookVariants(of: item, matching: variants, in: spec, listings: listings, warnings: &warnings)
                    inputs += looks.joined()
                    let dependencies = (item.readsVariants ? variants.map(\.path) : []) + exact + looks.joined()
                        + Self.files(of: item.alsoReads, listings: listings)
                    found.append((spec, tidied, item, variants, looks, dependencies))
                } catch {
                    failures.append(error)
                }
            }
        }
        let reading = BackgroundValue { [manifests] in manifests.mapValues { SkinManifest.load(from: $0) } }
        var folders = SkinOutputFolders(protecting: inputs)
        for (spec, tidied, item, variants, looks, dependencies) in found {
            var task = SkinBuildTask(source: spec.source, item: item, variants: variants, output: tidied[0], catalog: tidied[1], ninePatch: tidied[2], files: [],
                                     dependencies: Array(Set(dependencies)).sorted(), compression: spec.compression)
            task.lookInputs = looks
            task.typedOutputs = spec.typedOutputs
            do {
                task.files = try folders.files(for: task)
                // An item whose only folder was refused above has nothing left to build.
                if !task.files.isEmpty { tasks.append(task) }
            } catch let error as any LocatedError {
                if let error = error as? FileError, case .wouldOverwriteInput = error.error {
                    let location = item.location
                    failures.append(SkinBuildProblem.outputIsInput(output: error.path).located(at: location.reportedAt, line: location.line, column: location.column))
                } else {
                    failures.append(error)
                }
            } catch {
                preconditionFailure("output folders throw FileError only")
            }
        }
        // A skin whose items clash is wrong as a whole; a command's masks are each on their
        // own: the later mask fails alone and the others are still made.
        var clashing = Set<Int>()
        for (index, error) in Self.conflicts(in: tasks) {
            if tasks[index].source.invocation == nil { conflicts.append(error) } else {
                failures.append(error)
                clashing.insert(index)
            }
        }
        tasks = tasks.enumerated().filter { !clashing.contains($0.offset) }.map(\.element)
        conflicts += Self.neighbourConflicts(in: tasks, manifests: manifests)
        let workingFolder = FileManager.default.currentDirectoryPath
        for (folder, stamp) in listings.stamps { listedFolders[PathText.absolute(folder, in: workingFolder)] = stamp }
        previous = reading.value
    }

    /// Every file the plan writes, in build order, a shared one (a catalog's Contents.json) once.
    public var outputs: [SkinBuildOutput] {
        var seen = Set<String>()
        return tasks.flatMap { task in
            task.files.compactMap { file in
                guard !file.isShared || seen.insert(file.path).inserted else { return nil }
                return SkinBuildOutput(planned: file, source: task.source, name: task.name)
            }
        }
    }

    /// The files of the item's family (one per scale for drawn art), once its exact files are found to exist.
    /// - Throws: ``SkinBuildProblem/imageNotFound(noun:text:missing:)`` or
    ///   ``SkinBuildProblem/ambiguousImage(noun:text:slot:files:)``.
    private static func variants(of item: any SkinItem, in spec: SkinSpec, listings: FolderListings,
                                 warnings: inout [any LocatedError]) throws(SkinBuildError) -> [SkinImageVariant] {
        for input in item.inputs where input.isExactFile && !FileManager.default.fileExists(atPath: input.path.resolved) {
            throw SkinBuildProblem.imageNotFound(noun: input.noun, text: input.path.text, missing: "no such file").located(at: input.path.reportedAt, line: input.path.line, column: input.path.column)
        }
        if let files = item.variantFiles { return files }
        guard let input = item.family else {
            return item.drawnScales.sorted().map { scale in
                SkinImageVariant(drawn: AssetFileName(stem: item.name, scale: scale, device: nil, pathExtension: "png"), in: spec.source)
            }
        }
        return try family(input, of: item, listings: listings, warnings: &warnings)
    }

    /// The variants of one family `item` reads, as ``SkinImageFamily`` finds them.
    /// - Throws: ``SkinBuildError`` for a family with no file, or two for one scale.
    static func family(_ input: SkinInput, of item: any SkinItem, listings: FolderListings,
                       warnings: inout [any LocatedError]) throws(SkinBuildError) -> [SkinImageVariant] {
        var leftOut: [String] = []
        defer {
            warnings += leftOut.map { SkinBuildNote.notAVariant(file: $0).located(at: input.path.reportedAt, line: input.path.line, column: input.path.column) }
        }
        switch SkinImageFamily.variants(of: input.path, listings: listings, leftOut: &leftOut, vectors: item.vectors) {
        case .success(let variants): return variants
        case .failure(.missing(let missing)):
            throw SkinBuildProblem.imageNotFound(noun: input.noun, text: input.path.text, missing: missing).located(at: input.path.reportedAt, line: input.path.line, column: input.path.column)
        case .failure(.ambiguous(let slot, let first, let second)):
            throw SkinBuildProblem.ambiguousImage(noun: input.noun, text: input.path.text, slot: slot, files: [first, second]).located(at: input.path.reportedAt, line: input.path.line, column: input.path.column)
        }
    }

    /// The files of `inputs`: each family's variants (none when it is missing:
    /// the item reading it as its own input reports that), each exact file.
    private static func files(of inputs: [SkinInput], listings: FolderListings) -> [String] {
        inputs.flatMap { input -> [String] in
            if input.isExactFile { return [input.path.resolved] }
            var leftOut: [String] = []
            return (try? SkinImageFamily.variants(of: input.path, listings: listings, leftOut: &leftOut).get().map(\.path)) ?? []
        }
    }

    /// Xcode only reads image sets inside a `.xcassets` folder (or a group folder within one).
    private static func isCatalog(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.lowercased().hasSuffix(".xcassets") }
    }
}
