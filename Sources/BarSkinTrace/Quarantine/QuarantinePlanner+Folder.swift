import BarSkinCore

extension QuarantinePlanner {
    /// What the projects build from that holds the quarantine folder (absolute), worded for a message;
    /// nil when nothing does. A folder inside a synchronized folder, a package target, a generated
    /// project's sources or a target's folder reference would put what it holds back in the app.
    func owner(of folder: String) -> String? {
        for target in report.targets {
            let name = "'\(target.name.excerpt)'"
            let generator = Self.generator(of: target.project)
            for synchronized in target.synchronizedFolders where ResolvedPath.isWithin(folder, root: synchronized.path) {
                return generator.map { "the sources '\(relative(synchronized.path))' of \($0) target \(name)" }
                    ?? "the synchronized folder '\(relative(synchronized.path))' of target \(name)"
            }
            let paths = target.resources.union(target.sources).union(target.folderReferences)
            if PathText.fileName(of: target.project) == "Package.swift", let common = Self.commonFolder(of: paths),
               ResolvedPath.isWithin(folder, root: common) {
                return "the folder '\(relative(common))' of Swift package target \(name)"
            }
            for path in paths.sorted() where ResolvedPath.isWithin(folder, root: path) || ResolvedPath.isWithin(path, root: folder) {
                return "'\(relative(path))', which target \(name) " + (target.sources.contains(path) ? "compiles" : "ships")
            }
        }
        return nil
    }

    /// The generator whose spec a target's project is (`XcodeGen` for `project.yml`, `Tuist`), or nil.
    static func generator(of project: String) -> String? {
        switch PathText.fileName(of: project) {
        case "project.yml", "project.yaml": "XcodeGen"
        case "Project.swift": "Tuist"
        default: nil
        }
    }

    /// The deepest folder holding every one of `paths` (absolute); nil for none.
    static func commonFolder(of paths: Set<String>) -> String? {
        guard var common = paths.first.map(PathText.folder(of:)) else { return nil }
        for path in paths { while common != "/" && !ResolvedPath.isWithin(path, root: common) { common = PathText.folder(of: common) } }
        return common
    }
}
