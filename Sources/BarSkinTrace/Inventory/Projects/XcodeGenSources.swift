import BarSkinCore
import Foundation

/// One entry of an XcodeGen target's `sources:` as the target's membership: a folder is the target's as a
/// synchronized folder is (code compiled, resources shipped) but what its `excludes:` globs match, or what
/// its `includes:` globs do not; `type: folder` is a folder reference; `buildPhase:` says what a file is.
enum XcodeGenSources {
    /// Most entries a source folder's globs are matched against: a hostile spec's `path: /` is not a walk of the disk.
    static let maximumWalked = 200_000

    /// Adds `entry` (a path, or a mapping with `path`; paths absolute) to `target`.
    static func add(_ entry: Any, to target: inout XcodeTarget) {
        guard let path = XcodeGenPaths.path(of: entry) else { return }
        let fields = entry as? [String: Any] ?? [:]
        switch (fields["type"] as? String, fields["buildPhase"]) {
        case (_, let phase as String) where phase == "none" || phase == "headers": return
        case ("folder", _):
            target.folderReferences.insert(path)
            target.resources.insert(path)
        case (_, let phase as String) where phase == "resources": target.resources.insert(path)
        case (_, let phase as String) where phase == "sources": target.sources.insert(path)
        case (_, let phase?) where phase is [String: Any]: target.resources.insert(path)
        default:
            let excludes = globs(fields["excludes"]), includes = globs(fields["includes"])
            let exceptions = excludes.isEmpty && includes.isEmpty ? [] : excepted(below: path, excludes: excludes, includes: includes)
            target.synchronizedFolders.append(.init(path: path, exceptions: exceptions))
        }
    }

    private static func globs(_ value: Any?) -> [Glob] {
        ((value as? [Any]) ?? value.map { [$0] } ?? []).compactMap { $0 as? String }.map(Glob.init)
    }

    /// The files and folders below `folder` that `excludes` match, or, where there are `includes`, the
    /// files they do not match (absolute paths; a folder excluded whole is not walked).
    private static func excepted(below folder: String, excludes: [Glob], includes: [Glob]) -> Set<String> {
        var result: Set<String> = [], left = maximumWalked
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while left > 0, let relative = walker.nextObject() as? String {
            left -= 1
            if excludes.contains(where: { $0.matches(relative) }) {
                result.insert(folder + "/" + relative)
                walker.skipDescendants()
            } else if !includes.isEmpty, walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory,
                      !includes.contains(where: { $0.matches(relative) }) {
                result.insert(folder + "/" + relative)
            }
        }
        return result
    }
}
