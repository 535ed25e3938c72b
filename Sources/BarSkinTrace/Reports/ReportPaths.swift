import BarSkinCore

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
