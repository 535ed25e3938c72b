import BarSkinCore
import Foundation

/// Where each file reference and group of a project is on disk, resolved
/// through the group tree: `<group>` paths are relative to the parent group,
/// `SOURCE_ROOT` to the project's folder, `<absolute>` as written. Products
/// (`BUILT_PRODUCTS_DIR`) and SDK files are not in the project's folders.
struct ProjectPathTree {
    let objects: [String: Any]
    let sourceRoot: String
    private var parents: [String: String] = [:]
    /// Every object's absolute path (nil where it is outside the project's folders), found once.
    private var paths: [String: String?] = [:]
    /// Linux's PATH_MAX, above Darwin's: a longer path names no file.
    static let longestPath = 4096
    /// The groups at which a hostile file's parent chain comes back on itself, each named once.
    private(set) var cycles: [String] = []
    /// Each folder's entries by their lower-cased names, listed where a path's spelling is not on disk.
    private var listings: [String: [String: String]] = [:]

    init(objects: [String: Any], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects {
            guard let children = (object as? [String: Any])?["children"] as? [Any] else { continue }
            for case let child as String in children { parents[child] = id }
        }
        // Each object's path builds on its parent's, so each is found once: time linear in the
        // objects, where walking every file's chain to the top is quadratic in a deep tree.
        for id in objects.keys.sorted() where paths[id] == nil { resolve(id) }
    }

    /// Finds the path of `id` and of every object above it not yet known, walking up without recursion.
    private mutating func resolve(_ id: String) {
        var chain: [String] = [], onChain = Set<String>()
        var current: String? = id, base: String??
        while let step = current, let object = objects[step] as? [String: Any] {
            if let known = paths[step] { base = .some(known); break }
            if !onChain.insert(step).inserted {
                // The cycle's objects are nowhere on disk; the group it closes at is reported.
                let name = (object["name"] as? String) ?? (object["path"] as? String) ?? step
                cycles.append(name)
                for member in chain { paths[member] = .some(nil) }
                return
            }
            chain.append(step)
            guard (object["sourceTree"] as? String ?? "<group>") == "<group>" else { break }
            current = parents[step]
        }
        var path: String?
        if let base {
            path = base
        } else if let top = chain.last.flatMap({ objects[$0] as? [String: Any] }) {
            switch top["sourceTree"] as? String ?? "<group>" {
            case "<group>", "SOURCE_ROOT": path = sourceRoot
            case "<absolute>": path = "/"
            default: path = nil
            }
        }
        for step in chain.reversed() {
            if let folder = path, let component = (objects[step] as? [String: Any])?["path"] as? String, !component.isEmpty {
                path = onDisk(PathText.absolute(component, in: folder), below: folder)
                // No file has a longer path, and keeping every level of a hostile chain's ever longer
                // paths would cost time and memory quadratic in its depth.
                if let long = path, long.utf8.count > Self.longestPath { path = nil }
            }
            paths[step] = .some(path)
        }
    }

    /// `path` as the disk spells it: where no file has its exact spelling, the one whose components differ
    /// only in case (winston's group `Views` is the folder `views`), as the Mac's case-insensitive disk finds
    /// it; as written where none does. `folder`, above it, is already as the disk spells it.
    private mutating func onDisk(_ path: String, below folder: String) -> String {
        guard !FileManager.default.fileExists(atPath: path), path.hasPrefix(folder + "/") else { return path }
        var found = folder
        for component in path.dropFirst(folder.count + 1).split(separator: "/") {
            if listings[found] == nil {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: found)) ?? []
                // Sorted first: of two spellings a case-sensitive disk holds, the same one is taken every run.
                listings[found] = Dictionary(names.sorted().map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let name = listings[found]?[component.lowercased()] else { return path }
            found += "/" + name
        }
        return found
    }

    /// The objects a list of identifiers names, skipping any that are not there.
    func objects(_ list: Any?) -> [[String: Any]] {
        ((list as? [Any]) ?? []).compactMap { ($0 as? String).flatMap { objects[$0] as? [String: Any] } }
    }

    /// The absolute path of a file reference or group, nil when it is outside the project's folders.
    func path(of id: String) -> String? {
        paths[id] ?? nil
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
