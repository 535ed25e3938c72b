import BarSkinCore

/// The folders a build wrote into, so a sheet embeds only files there: a manifest is a file
/// anyone can edit, and one naming `/home/me/.ssh/id.png` must not put that file into a page.
struct SheetBuildRoots {
    /// Absolute folders: the manifest's own, and the output, catalog and 9-patch folders of
    /// the skin it records (a catalog or `--manifest-folder` need not be beside the PNGs).
    let folders: [String]

    /// The roots of the build whose manifest, at `path`, records `skin` (absolute, if any);
    /// `spec` is that skin when the caller has read it already.
    init(manifest path: String, skin: String?, spec: SkinSpec?) {
        var folders = [PathText.absolute(PathText.folder(of: path))]
        if let spec = spec ?? skin.flatMap({ try? SkinSpec.load(from: $0) }) {
            folders += [spec.output, spec.catalog, spec.ninePatch].compactMap { $0.map { PathText.absolute($0.resolved) } }
        }
        self.folders = folders
    }

    /// Whether `file` (absolute) is below one of the folders, as written and once every link is resolved.
    func contain(_ file: String) -> Bool {
        folders.contains { ResolvedPath.isWithin(file, root: $0) }
    }
}
