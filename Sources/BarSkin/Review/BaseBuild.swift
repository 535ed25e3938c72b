import BarSkinCore
import Foundation

/// A skin built twice in a temporary folder for `diff --base`: as it was at a commit
/// (in a temporary clone) and as the working tree has it, each redirected into a folder
/// of its own, so the working tree, its build folders and its manifest are left as they are.
public struct BaseBuild: Sendable {
    /// The temporary folder holding both builds and the clone; ``remove()`` deletes it.
    public let folder: String
    /// The build at the commit, and the working tree's.
    public let old: String, new: String
    /// What either build reported failing (a skin that does not read, an input missing at the
    /// commit), files at the commit named by their path in the repository, not in the clone.
    public let failures: [any LocatedError]
    /// The folder, removed on an interrupt too (``ScratchFolder``).
    private let scratch: ScratchFolder

    /// The temporary folders' names start so; a killed run's are swept by the next.
    static let prefix = "barskin-diff-"

    /// Builds `skin` at `reference` and as it is now.
    /// - Throws: ``ReviewProblem/baseBuildFailed(reason:)`` when git cannot find the
    ///   repository or the commit, or the skin file is not in that commit or is a link leading out of it.
    public static func make(skin: String, reference: String, runner: BatchRunner = BatchRunner()) throws -> BaseBuild {
        ScratchFolder.sweep(prefix: prefix)
        let revision = try GitRevision(reference, repositoryOf: skin)
        let scratch: ScratchFolder
        do { scratch = try ScratchFolder(prefix: prefix) } catch {
            throw ReviewProblem.baseBuildFailed(reason: "cannot make a temporary folder: \(error.message)").located(at: skin)
        }
        let root = scratch.path
        var build = BaseBuild(folder: root, old: root + "/base", new: root + "/working", failures: [], scratch: scratch)
        do {
            try revision.checkOut(into: root + "/clone", about: skin)
            // The skin's place in the repository, found through links as git finds its top.
            let real = URL(fileURLWithPath: PathText.absolute(skin)).resolvingSymlinksInPath().path
            let top = URL(fileURLWithPath: revision.top).resolvingSymlinksInPath().path
            let inClone = root + "/clone/" + PathText.relative(real, to: top)
            guard SystemCalls.linkStatus(ofPath: inClone) != nil else {
                throw ReviewProblem.baseBuildFailed(reason: "the skin file is not in \(reference.escapingControlCharacters)").located(at: skin)
            }
            // Nothing of the commit is read through a link leading out of it (a skin file linked to /etc/passwd).
            guard ResolvedPath.isWithin(inClone, root: root + "/clone") else {
                throw ReviewProblem.baseBuildFailed(reason: "at \(reference.escapingControlCharacters) the skin file is a link leading out of the repository").located(at: skin)
            }
            CloneLinks.removeLeadingOut(of: root + "/clone")
            let naming = ClonePaths(clone: root + "/clone", top: top, skin: (inClone, skin))
            let failures = build.make(inClone, into: build.old, runner: runner).map(naming.renaming) + build.make(skin, into: build.new, runner: runner)
            build = BaseBuild(folder: root, old: build.old, new: build.new, failures: failures, scratch: scratch)
            return build
        } catch {
            build.remove()
            throw error
        }
    }

    /// Builds the skin at `path` into `output`; what failed.
    private func make(_ path: String, into output: String, runner: BatchRunner) -> [any LocatedError] {
        do {
            let spec = try SkinSpec.load(from: path).redirecting(into: output)
            return SkinBuilder().run(SkinBuildPlan(specs: [spec]), runner: runner).failures
        } catch {
            return [error]
        }
    }

    /// Deletes the temporary folder.
    public func remove() {
        scratch.remove()
    }
}
