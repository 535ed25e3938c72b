import BarSkinCore
import Foundation

/// Reads a `project.pbxproj` (the old-style ASCII property list Xcode writes, read
/// with Foundation's own reader) into its targets: what each compiles, what its
/// Copy Bundle Resources and Copy Files phases put in its bundle, its Info.plist,
/// its synchronized folders, its test host and the build settings that name images.
public struct XcodeProjectReader: Sendable {
    /// A reader.
    public init() {}

    /// The targets of the project whose `project.pbxproj` is at `path`.
    /// - Throws: ``TraceProblem/malformedProject(detail:)``.
    public func targets(ofProjectAt path: String, bytes: [UInt8]) throws -> [XcodeTarget] {
        try read(projectAt: path, bytes: bytes).targets
    }

    /// The targets of the project whose `project.pbxproj` is at `path`, and warnings about
    /// its groups (one ``TraceProblem/groupCycle(group:)`` per cycle).
    /// - Throws: ``TraceProblem/malformedProject(detail:)``.
    public func read(projectAt path: String, bytes: [UInt8]) throws -> (targets: [XcodeTarget], warnings: [TraceError]) {
        let (project, tree) = try Self.load(path: path, bytes: bytes)
        var configurationFiles = XCConfigFiles(), outside: [TraceError] = []
        configurationFiles.projectFolder = PathText.folder(of: PathText.folder(of: PathText.absolute(path)))
        let projectSettings = Self.configurations(of: project, in: tree, files: &configurationFiles)
        let rootGroups = tree.objects.keys.filter { (tree.objects[$0] as? [String: Any])?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }
            .sorted()
        let read = ((project["targets"] as? [Any]) ?? []).compactMap { $0 as? String }.compactMap { id -> ReadTarget? in
            guard let target = tree.objects[id] as? [String: Any], let name = target["name"] as? String else { return nil }
            var result = self.target(id: id, target, name: name, projectPath: path, tree: tree, rootGroups: rootGroups, outside: &outside)
            result.knownRegions = ((project["knownRegions"] as? [Any]) ?? []).compactMap { $0 as? String }
            let settings = BuildSettings(target: Self.configurations(of: target, in: tree, files: &configurationFiles), project: projectSettings)
            let (host, products) = Self.apply(settings, to: &result, tree: tree)
            let linked = tree.objects(target["buildPhases"]).filter { $0["isa"] as? String == "PBXFrameworksBuildPhase" }
                .flatMap { tree.objects($0["files"]).compactMap { $0["fileRef"] as? String } }
            return ReadTarget(target: result, host: host, products: products, productReference: target["productReference"] as? String, linked: linked,
                              copies: Self.scriptCopies(of: target, in: tree, projectPath: path))
        }
        let copies = read.flatMap(\.copies)
        let warnings = tree.cycles.map { TraceProblem.groupCycle(group: $0).located(at: path) } + configurationFiles.warnings + outside
        let builtBy = Dictionary(read.compactMap { entry in entry.productReference.map { ($0, entry.target.name) } }, uniquingKeysWith: { first, _ in first })
        return (read.map { entry in
            var target = entry.target
            // A folder a script copies onto (or into) what a target ships is shipped with it, whichever target runs the script.
            for copy in copies where target.resources.contains(where: { copy.destination == $0 || copy.destination.hasPrefix($0 + "/") }) {
                target.resources.insert(copy.source)
            }
            // A framework linked from another target's product (an implicit dependency) is built against too;
            // one another project builds, by its product's name (`Shared.framework` is target Shared's, as a rule).
            target.dependencies.formUnion(entry.linked.compactMap { builtBy[$0] ?? Self.productName(of: $0, in: tree) })
            // TEST_HOST names a product; the app target that builds it is the host.
            if let host = entry.host {
                let builders = read.filter { $0.products.contains(host) }
                target.testHost = (builders.first { $0.target.kind == .application } ?? builders.first)?.target.name ?? host
            }
            return target
        }, warnings)
    }

    /// A target as read, with the product its `TEST_HOST` names and the product names it builds.
    private struct ReadTarget {
        var target: XcodeTarget
        var host: String?
        var products: [String]
        /// The file reference of what it builds, and those its Frameworks phase links.
        var productReference: String?
        var linked: [String]
        /// The copies its Run Script phases make between the project's folders.
        var copies: [ShellScriptFills.Copy]
    }

    /// The copies the Run Script phases of `target` make between the project's folders (``ShellScriptFills``).
    private static func scriptCopies(of target: [String: Any], in tree: ProjectPathTree, projectPath: String) -> [ShellScriptFills.Copy] {
        let scripts = tree.objects(target["buildPhases"]).filter { $0["isa"] as? String == "PBXShellScriptBuildPhase" }.compactMap { $0["shellScript"] as? String }
        guard !scripts.isEmpty else { return [] }
        let fills = ShellScriptFills(projectFolder: PathText.folder(of: PathText.folder(of: PathText.absolute(projectPath)))) { path in
            (try? FileBytes.read(path, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
        }
        return scripts.flatMap(fills.copies(in:))
    }

    /// The name, without extension, of the framework or library a file reference names.
    private static func productName(of reference: String, in tree: ProjectPathTree) -> String? {
        guard let path = (tree.objects[reference] as? [String: Any])?["path"] as? String else { return nil }
        let name = PathText.fileName(of: path)
        return String(name.prefix { $0 != "." })
    }

    /// The root project object and the path tree of the project file at `path`.
    static func load(path: String, bytes: [UInt8]) throws -> (project: [String: Any], tree: ProjectPathTree) {
        let (project, objects) = try parse(path: path, bytes: bytes)
        // SOURCE_ROOT is the folder that holds the .xcodeproj, moved by projectDirPath.
        var sourceRoot = PathText.folder(of: PathText.folder(of: PathText.absolute(path)))
        if let shift = project["projectDirPath"] as? String, !shift.isEmpty {
            sourceRoot = PathText.absolute(shift, in: sourceRoot)
        }
        return (project, ProjectPathTree(objects: objects, sourceRoot: sourceRoot))
    }

    /// The root project object and every object of the project file at `path`, with no path resolved
    /// (each is a file-system look: a project's local packages need none).
    static func parse(path: String, bytes: [UInt8]) throws -> (project: [String: Any], objects: [String: Any]) {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw TraceProblem.malformedProject(detail: "not a property list").located(at: path)
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw TraceProblem.malformedProject(detail: "no objects and root object").located(at: path)
        }
        return (project, objects)
    }

    /// The build settings of each configuration of a target or project, its `.xcconfig`s read through `files`.
    private static func configurations(of object: [String: Any], in tree: ProjectPathTree, files: inout XCConfigFiles) -> [[String: Any]] {
        let list = (object["buildConfigurationList"] as? String).flatMap { tree.objects[$0] as? [String: Any] }
        // A configuration's `.xcconfig` (baseConfigurationReference) sets what its own settings leave out.
        return tree.objects(list?["buildConfigurations"]).compactMap { configuration in
            let own = configuration["buildSettings"] as? [String: Any]
            // Xcode 16 names a file inside a synchronized folder by the folder and a path below it.
            let anchored = (configuration["baseConfigurationReferenceAnchor"] as? String).flatMap(tree.path(of:)).flatMap { folder in
                (configuration["baseConfigurationReferenceRelativePath"] as? String).map { folder + "/" + $0 }
            }
            guard let base = anchored ?? (configuration["baseConfigurationReference"] as? String).flatMap(tree.path(of:)) else { return own }
            return files.settings(at: base).merging(own ?? [:]) { _, own in own }
        }
    }

    /// One target; a synchronized folder's exception that leads out of its folder is left out, named in `outside`.
    private func target(id: String, _ target: [String: Any], name: String, projectPath: String, tree: ProjectPathTree,
                        rootGroups: [String], outside: inout [TraceError]) -> XcodeTarget {
        var result = XcodeTarget(name: name, project: projectPath, kind: .init(productType: target["productType"] as? String ?? ""),
                                 resources: [], sources: [], infoPlists: [], synchronizedFolders: [])
        for phase in tree.objects(target["buildPhases"]) {
            let references = tree.objects(phase["files"]).compactMap { $0["fileRef"] as? String }
            let paths = references.flatMap(tree.filePaths)
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase": result.sources.formUnion(paths)
            case "PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase":
                result.resources.formUnion(paths)
                result.folderReferences.formUnion(references.filter(tree.isFolderReference).compactMap(tree.path(of:)))
            case "PBXShellScriptBuildPhase":
                // The project folder: the one holding the `.xcodeproj` that holds this `project.pbxproj`.
                let folder = PathText.folder(of: PathText.folder(of: PathText.absolute(projectPath)))
                result.resources.formUnion(ShellScriptCopies.folders(in: phase["shellScript"] as? String ?? "", projectFolder: folder))
            default: continue
            }
        }
        result.dependencies = Set(tree.objects(target["dependencies"]).compactMap { dependency in
            (dependency["target"] as? String).flatMap { (tree.objects[$0] as? [String: Any])?["name"] as? String }
        } + tree.objects(target["packageProductDependencies"]).compactMap { $0["productName"] as? String })
        let listed = (target["fileSystemSynchronizedGroups"] as? [Any] ?? []).compactMap { $0 as? String }
        // A group the target lists: all but its exceptions. Another target's group: only its exceptions, which share them in.
        for group in listed + rootGroups.filter({ !listed.contains($0) }) {
            guard let folder = tree.path(of: group), let object = tree.objects[group] as? [String: Any] else { continue }
            let members = tree.objects(object["exceptions"]).filter { $0["target"] as? String == id }
                .flatMap { ($0["membershipExceptions"] as? [Any] ?? []).compactMap { $0 as? String } }
                .flatMap { Self.localizedVariants($0, in: folder) }
                .compactMap { written -> String? in
                    let member = PathText.absolute(written, in: folder)
                    // An exception names a file in its folder; `../..` or `/` would share in what is not the project's.
                    guard ResolvedPath.isWithin(member, root: folder) else {
                        outside.append(TraceProblem.leadsOutside(named: written, role: "the synchronized folder exception", boundary: "its folder").located(at: projectPath))
                        return nil
                    }
                    return member
                }
            if listed.contains(group) {
                result.synchronizedFolders.append(.init(path: folder, exceptions: Set(members)))
            } else {
                result.synchronizedFolders += members.map { .init(path: $0, exceptions: []) }
            }
        }
        return result
    }
}
