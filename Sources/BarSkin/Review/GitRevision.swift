import BarSkinCore
import Foundation

/// The few `git` commands `diff --base` runs: where a file's repository is, which
/// commit a name means there, and a checkout of that commit in a clone of its own.
struct GitRevision {
    /// The repository's top folder.
    let top: String
    /// The commit's full hash.
    let commit: String

    /// The commit `reference` names in the repository holding `path`.
    /// - Throws: ``ReviewProblem/baseBuildFailed(reason:)`` with git's own message.
    init(_ reference: String, repositoryOf path: String) throws {
        let folder = PathText.folder(of: path).isEmpty ? "." : PathText.folder(of: path)
        top = try Self.git(["-C", folder, "rev-parse", "--show-toplevel"], about: path)
        // `--end-of-options`: a reference cannot be read as an option, whatever it starts with.
        commit = try Self.git(["-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", reference + "^{commit}"], about: path,
                              otherwise: "'\(reference.escapingControlCharacters)' names no commit")
    }

    /// Clones the repository into `folder` (sharing its objects, copying nothing of its
    /// working tree) and checks the commit out there; the repository itself is not touched.
    func checkOut(into folder: String, about path: String) throws {
        _ = try Self.git(["clone", "--quiet", "--shared", "--no-checkout", "--", top, folder], about: path)
        _ = try Self.git(["-C", folder, "-c", "advice.detachedHead=false", "checkout", "--quiet", "--detach", commit], about: path)
    }

    /// Runs git, returning its standard output trimmed.
    private static func git(_ arguments: [String], about path: String, otherwise: String? = nil) throws -> String {
        let result: GitCommand.Result
        do { result = try GitCommand.run(arguments) } catch {
            throw ReviewProblem.baseBuildFailed(reason: "cannot run git: \(error.localizedDescription)").located(at: path)
        }
        guard result.status == 0 else {
            let reason = otherwise ?? result.reason
            throw ReviewProblem.baseBuildFailed(reason: (reason ?? "git \(arguments.first ?? "") failed").escapingControlCharacters).located(at: path)
        }
        return result.trimmedOutput
    }
}
