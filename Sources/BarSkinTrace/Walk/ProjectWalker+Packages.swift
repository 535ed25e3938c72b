import BarSkinCore
import Foundation

extension ProjectWalker {
    /// Walks each local package folder a project uses that no root holds, once; a package
    /// walked this way may use more (its own example project), which are walked in turn.
    func walkLocalPackages(roots: [String], into files: inout ProjectFiles) {
        let rootFolders = roots.map { PathText.absolute($0) }
        var walked = Set<String>()
        var next = 0
        while next < files.localPackages.count {
            let folder = files.localPackages[next]
            next += 1
            guard walked.insert(folder).inserted, !rootFolders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.errors.append(.unreadableFolder(path: folder, reason: "a project's local Swift package is not there"))
                continue
            }
            walk(folder: folder, relative: "", bundle: nil, into: &files)
        }
    }
}
