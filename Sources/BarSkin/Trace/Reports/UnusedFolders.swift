/// The unused images of a report grouped by folder, with the bytes their files
/// take on disk: the saving a reader gets by deleting them, where it is.
struct UnusedFolder {
    /// The folder holding the images (for an image set, the folder holding the set).
    var folder: String
    /// The unused findings in it, in report order.
    var findings: [Finding]
    /// The bytes of every file of those images.
    var bytes: Int

    /// The report's `unused` findings by folder, sorted by folder.
    static func groups(in report: TraceReport) -> [UnusedFolder] {
        var assets: [String: ImageAsset] = [:]
        for asset in report.assets { assets[asset.location] = assets[asset.location] ?? asset }
        var groups: [String: UnusedFolder] = [:]
        for finding in report.findings where finding.kind == .unused {
            let folder = PathText.folder(of: finding.file)
            let files = assets[finding.file]?.variants.map(\.path) ?? [finding.file]
            let bytes = files.reduce(0) { $0 + (FileBytes.size(of: $1) ?? 0) }
            groups[folder, default: UnusedFolder(folder: folder, findings: [], bytes: 0)].findings.append(finding)
            groups[folder]!.bytes += bytes
        }
        return groups.values.sorted { $0.folder < $1.folder }
    }
}

/// Paths as a reader wants them: relative to the traced folder they lie in.
struct ReportPaths {
    private let roots: [(absolute: String, label: String)]

    /// Paths relative to `roots`; with several, each keeps its root's name in front.
    init(roots: [String]) {
        let several = roots.count > 1
        self.roots = roots.map { root in
            (PathText.absolute(root), several ? PathText.fileName(of: PathText.absolute(root)) + "/" : "")
        }.sorted { $0.absolute.count > $1.absolute.count }
    }

    /// `path` relative to the root it lies in, or as it is.
    func display(_ path: String) -> String {
        let absolute = PathText.absolute(path)
        for root in roots where absolute.hasPrefix(root.absolute + "/") || (root.absolute == "/" && absolute.hasPrefix("/")) {
            return root.label + PathText.relative(absolute, to: root.absolute)
        }
        return path
    }
}
