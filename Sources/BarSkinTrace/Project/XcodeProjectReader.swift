import BarSkinCore
import Foundation

/// Reads a `project.pbxproj` (the old-style ASCII property list Xcode writes, read
/// with Foundation's own reader) into its targets: what each compiles, what its
/// Copy Bundle Resources and Copy Files phases put in its bundle, its Info.plist
/// and its synchronized folders.
public struct XcodeProjectReader: Sendable {
    /// A reader.
    public init() {}

    /// The targets of the project whose `project.pbxproj` is at `path`.
    /// - Throws: ``TraceError/malformedProject(path:detail:)``.
    public func targets(ofProjectAt path: String, bytes: [UInt8]) throws -> [XcodeTarget] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw TraceError.malformedProject(path: path, detail: "not a property list")
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw TraceError.malformedProject(path: path, detail: "no objects and root object")
        }
        // SOURCE_ROOT is the folder that holds the .xcodeproj, moved by projectDirPath.
        var sourceRoot = PathText.folder(of: PathText.folder(of: PathText.absolute(path)))
        if let shift = project["projectDirPath"] as? String, !shift.isEmpty {
            sourceRoot = PathText.absolute(shift, in: sourceRoot)
        }
        let tree = ProjectPathTree(objects: objects, sourceRoot: sourceRoot)
        return ((project["targets"] as? [Any]) ?? []).compactMap { $0 as? String }.compactMap { id in
            guard let target = objects[id] as? [String: Any], let name = target["name"] as? String else { return nil }
            return self.target(id: id, target, name: name, projectPath: path, tree: tree)
        }
    }

    private func target(id: String, _ target: [String: Any], name: String, projectPath: String, tree: ProjectPathTree) -> XcodeTarget {
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
            default: continue
            }
        }
        let configurationList = (target["buildConfigurationList"] as? String).flatMap { tree.objects[$0] as? [String: Any] }
        for configuration in tree.objects(configurationList?["buildConfigurations"]) {
            guard let plist = (configuration["buildSettings"] as? [String: Any])?["INFOPLIST_FILE"] as? String else { continue }
            result.infoPlists.insert(tree.settingPath(plist))
        }
        for group in (target["fileSystemSynchronizedGroups"] as? [Any] ?? []).compactMap({ $0 as? String }) {
            guard let folder = tree.path(of: group), let object = tree.objects[group] as? [String: Any] else { continue }
            var exceptions = Set<String>()
            for exceptionSet in tree.objects(object["exceptions"]) where exceptionSet["target"] as? String == id {
                for member in (exceptionSet["membershipExceptions"] as? [Any] ?? []).compactMap({ $0 as? String }) {
                    exceptions.insert(PathText.absolute(member, in: folder))
                }
            }
            result.synchronizedFolders.append(.init(path: folder, exceptions: exceptions))
        }
        return result
    }
}
