import BarSkinArt
import BarSkinCore

/// A spec's files named as its build's plan names them, worked out from the spec
/// alone: each folder as the plan writes it (an output folder tidied, an input
/// family's folder as its skin file resolves it), and a file below it as that
/// folder and its path inside. The quick index records absolute paths, and a
/// no-op run reports its files with this, so `-o /abs/Build` or a skin named by
/// an absolute path reads the same on every run, not as `../../abs/Build`.
struct SkinShownPaths {
    private let workingFolder: String
    /// Each folder's absolute path and shown text, deepest first, so a file is named below its nearest.
    private let folders: [(absolute: String, shown: String)]
    /// The skin file, named as it was given: the input of the files drawn from its values alone
    /// (a command run has none).
    private let skin: (absolute: String, shown: String)?

    /// The names `spec`'s build gives its files, run from `workingFolder`.
    init(_ spec: SkinSpec, workingFolder: String) {
        self.workingFolder = workingFolder
        skin = spec.path.map { (PathText.absolute($0, in: workingFolder), $0) }
        var shown = Set([spec.output, spec.catalog, spec.ninePatch].compactMap { $0.map { SkinOutputFolders.tidied($0.resolved) } })
        for item in spec.items {
            for art in item.arts { if let folder = art.folder { shown.insert(SkinOutputFolders.tidied(folder)) } }
            for input in item.inputs { shown.insert(PathText.folder(of: input.path.resolved)) }
        }
        folders = shown.map { (PathText.absolute($0.isEmpty ? "." : $0, in: workingFolder), $0) }
            .sorted { ($0.absolute.utf8.count, $0.shown) > ($1.absolute.utf8.count, $1.shown) }
    }

    /// The absolute `path` as the plan shows it: below the nearest known folder, else relative to the working folder.
    func shown(_ path: String) -> String {
        if let skin, path == skin.absolute { return skin.shown }
        for folder in folders {
            let prefix = folder.absolute == "/" ? "/" : folder.absolute + "/"
            guard path.utf8.count > prefix.utf8.count, path.hasPrefix(prefix) else { continue }
            let inside = path.utf8.dropFirst(prefix.utf8.count)
            // Joined as OutputFolder joins a destination: `.` and nothing name the working folder.
            let base = folder.shown.isEmpty || folder.shown == "." ? "" : folder.shown.hasSuffix("/") ? folder.shown : folder.shown + "/"
            return base + String(Substring(inside))
        }
        return PathText.relative(path, to: workingFolder)
    }
}
