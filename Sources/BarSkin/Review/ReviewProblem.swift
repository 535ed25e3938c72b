import BarSkinCore

/// Why a build could not be read for `diff` or `sheet`: a ``ReviewProblem`` about the path typed.
public typealias ReviewError = Located<ReviewProblem>

/// What keeps a build from being read for `diff` or `sheet`, before it is tied to the path typed.
public enum ReviewProblem: Problem, Equatable {
    /// The path does not exist.
    case noSuchBuild
    /// A folder with no PNG and no build record: most likely a build that did not run.
    case emptyBuild
    /// A skin file whose build record is not where its build would keep it: it has not been built (there).
    case notBuilt(manifest: String)
    /// A file that is not a build's manifest (`.NAME.barskin.json`): what a build is was misread.
    case notABuild
    /// A folder no build recorded whose images share no path with the build `build`: not the
    /// same art (a folder of masks given for a build), so there is nothing to compare.
    case unrelated(build: String)
    /// A manifest BarSkin cannot read: not JSON, another layout, or a newer version.
    case unusableManifest(reason: String)
    /// An image that was read could not be compared or pictured.
    case cannotCompare(reason: String)
    /// `sheet --png` would draw a picture larger than ``SheetPicture/limits``.
    case pictureTooLarge(width: Int, height: Int)
    /// `--base` could not check out or build the skin at the commit.
    case baseBuildFailed(reason: String)
    /// A manifest naming a file outside the build's folders (`file`, and `others` more), which
    /// the sheet leaves out rather than reads.
    case outsideBuild(file: String, others: Int)
    /// A manifest naming files that are not there (`file`, and `others` more): removed since the build.
    case filesGone(file: String, others: Int)

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .noSuchBuild: "no such file or folder"
        case .notBuilt(let manifest): "has not been built: its build record \(manifest) is not there; build the skin first"
        case .emptyBuild: "holds no PNG and no build record (.NAME.barskin.json): not a build; was it built?"
        case .notABuild: "is not a build: give an output folder, a catalog or a build manifest (.NAME.barskin.json)"
        case .unusableManifest(let reason): "cannot read the manifest: \(reason)"
        case .unrelated(let build):
            "is not a build (no build record in it or above it) and has no image path in common with the build \(build.escapingControlCharacters): "
                + "nothing to compare; give the output folder, catalog or manifest of another build of the same skin"
        case .cannotCompare(let reason): "cannot compare the image: \(reason)"
        case .pictureTooLarge(let width, let height):
            "the sheet's picture would be \(width)x\(height) pixels, more than one picture may hold; write the HTML sheet, which has no limit"
        case .baseBuildFailed(let reason): "cannot build the skin at the base commit: \(reason)"
        case .outsideBuild(let file, let others):
            "names \(file.escapingControlCharacters)\(others > 0 ? " and \(others) more" : ""), outside the build's folders; the sheet leaves "
                + (others > 0 ? "them" : "it") + " out"
        case .filesGone(let file, let others):
            "names \(file.escapingControlCharacters)\(others > 0 ? " and \(others) more" : ""), which "
                + (others > 0 ? "are" : "is") + " not there (removed since the build?); the sheet leaves " + (others > 0 ? "them" : "it") + " out"
        }
    }
}
