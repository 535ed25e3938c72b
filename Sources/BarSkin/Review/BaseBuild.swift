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
    /// What either build reported failing (a skin that does not read, an input missing at the commit).
    public let failures: [any LocatedError]

    /// Builds `skin` at `reference` and as it is now.
    /// - Throws: ``ReviewError/baseBuildFailed(path:reason:)`` when git cannot find the
    ///   repository or the commit, or the skin file is not in that commit.
    public static func make(skin: String, reference: String, runner: BatchRunner = BatchRunner()) throws -> BaseBuild {
        let revision = try GitRevision(reference, repositoryOf: skin)
        let root = NSTemporaryDirectory() + "barskin-diff-" + ProcessInfo.processInfo.globallyUniqueString
        do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
            throw ReviewError.baseBuildFailed(path: skin, reason: "cannot make a temporary folder: \(error.localizedDescription)")
        }
        let build = BaseBuild(folder: root, old: root + "/base", new: root + "/working", failures: [])
        do {
            try revision.checkOut(into: root + "/clone", about: skin)
            // The skin's place in the repository, found through links as git finds its top.
            let real = URL(fileURLWithPath: PathText.absolute(skin)).resolvingSymlinksInPath().path
            let top = URL(fileURLWithPath: revision.top).resolvingSymlinksInPath().path
            let inClone = root + "/clone/" + PathText.relative(real, to: top)
            guard FileManager.default.fileExists(atPath: inClone) else {
                throw ReviewError.baseBuildFailed(path: skin, reason: "the skin file is not in \(reference.escapingControlCharacters)")
            }
            let failures = build.make(inClone, into: build.old, runner: runner) + build.make(skin, into: build.new, runner: runner)
            return BaseBuild(folder: root, old: build.old, new: build.new, failures: failures)
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
        try? FileManager.default.removeItem(atPath: folder)
    }
}
