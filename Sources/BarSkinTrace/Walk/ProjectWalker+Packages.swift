import BarSkinCore
import Foundation

extension ProjectWalker {
    /// Walks each local package folder a project uses that no root holds, once; a package
    /// walked this way may use more (its own example project), which are walked in turn.
    /// Only packages in the traced folders are walked: a project given by itself stands for the
    /// folder holding it (where its paths start), and a package elsewhere (`/`, `../../..`) is
    /// a warning naming it, as a project is a file anyone can edit.
    func walkLocalPackages(roots: [String], into files: inout ProjectFiles) {
        let rootFolders = roots.map { PathText.trimmingTrailingSlashes(PathText.absolute($0)) }
        var walked = Set<String>()
        var next = 0
        while next < files.localPackages.count {
            let (folder, project) = files.localPackages[next]
            next += 1
            guard walked.insert(folder).inserted, !rootFolders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) else { continue }
            guard files.isTraced(folder) else {
                files.warnings.append(TraceProblem.leadsOutside(named: folder, role: "the local package", boundary: "the traced folders").located(at: project))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.errors.append(TraceProblem.unreadableFolder(reason: "a project's local Swift package is not there").located(at: folder))
                continue
            }
            walk(folder: folder, relative: "", bundle: nil, into: &files)
        }
    }
}

extension ProjectFiles {
    /// Whether `path` is in the traced folders, as written and once links are resolved.
    func isTraced(_ path: String) -> Bool {
        tracedFolders.contains { ResolvedPath.isWithin(path, root: $0) }
    }
}
