import BarSkinCore

/// Where each file reference and group of a project is on disk, resolved
/// through the group tree: `<group>` paths are relative to the parent group,
/// `SOURCE_ROOT` to the project's folder, `<absolute>` as written. Products
/// (`BUILT_PRODUCTS_DIR`) and SDK files are not in the project's folders.
struct ProjectPathTree {
    let objects: [String: Any]
    let sourceRoot: String
    private var parents: [String: String] = [:]

    init(objects: [String: Any], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects {
            guard let children = (object as? [String: Any])?["children"] as? [Any] else { continue }
            for case let child as String in children { parents[child] = id }
        }
    }

    /// The objects a list of identifiers names, skipping any that are not there.
    func objects(_ list: Any?) -> [[String: Any]] {
        ((list as? [Any]) ?? []).compactMap { ($0 as? String).flatMap { objects[$0] as? [String: Any] } }
    }

    /// The absolute path of a file reference or group, nil when it is outside the project's folders.
    func path(of id: String) -> String? {
        var chain: [[String: Any]] = []
        var current: String? = id
        // Walks up to the first object whose path does not depend on its parent; a
        // hostile file's cycle stops at the object count.
        while let step = current, chain.count <= objects.count, let object = objects[step] as? [String: Any] {
            chain.append(object)
            guard (object["sourceTree"] as? String ?? "<group>") == "<group>" else { break }
            current = parents[step]
        }
        guard let top = chain.last else { return nil }
        var path: String
        switch top["sourceTree"] as? String ?? "<group>" {
        case "<group>", "SOURCE_ROOT": path = sourceRoot
        case "<absolute>": path = "/"
        default: return nil
        }
        for object in chain.reversed() {
            if let component = object["path"] as? String, !component.isEmpty { path = PathText.absolute(component, in: path) }
        }
        return path
    }

    /// The files a build file's reference stands for: the file, or each localization of a variant group.
    func filePaths(_ id: String) -> [String] {
        guard let object = objects[id] as? [String: Any] else { return [] }
        if object["isa"] as? String == "PBXVariantGroup" {
            return ((object["children"] as? [Any]) ?? []).compactMap { ($0 as? String).flatMap(path(of:)) }
        }
        return path(of: id).map { [$0] } ?? []
    }

    /// Whether a file reference is a folder reference (a "blue folder"), not a catalog or bundle.
    func isFolderReference(_ id: String) -> Bool {
        guard let object = objects[id] as? [String: Any], object["isa"] as? String == "PBXFileReference" else { return false }
        let type = object["lastKnownFileType"] as? String ?? object["explicitFileType"] as? String ?? ""
        return type == "folder" || type == "folder.images"
    }

    /// A build setting's path (`App/Info.plist`, `$(SRCROOT)/App/Info.plist`), relative to the project's folder.
    func settingPath(_ value: String) -> String {
        var value = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where value.hasPrefix(prefix) {
            value = String(value.dropFirst(prefix.count))
        }
        return PathText.absolute(value, in: sourceRoot)
    }
}
