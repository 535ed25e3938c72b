import BarSkinCore
import Foundation

/// How `diff --base` names the files of its temporary clone in messages: by their path in
/// the repository (the skin file as the user typed it), never the clone's, which is gone
/// by the time the message is read.
struct ClonePaths: Sendable {
    /// The clone's folder, and the repository's top as the working folder reaches it (`""` for the top itself).
    private let clonePrefix: String, repositoryPrefix: String
    /// The skin file in the clone and as the user typed it.
    private let skin: (inClone: String, typed: String)

    /// Names for files under `clone`, a checkout of the repository whose top is `top` (resolved).
    init(clone: String, top: String, skin: (inClone: String, typed: String)) {
        clonePrefix = clone + "/"
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let shown = PathText.relative(top, to: working)
        repositoryPrefix = shown == "." ? "" : shown + "/"
        self.skin = skin
    }

    /// `text` with every path in the clone named as in the repository.
    func renaming(_ text: String) -> String {
        guard text.contains(clonePrefix) else { return text }
        return text.replacingOccurrences(of: skin.inClone, with: skin.typed).replacingOccurrences(of: clonePrefix, with: repositoryPrefix)
    }

    /// `error` with its path and message renamed.
    func renaming(_ error: any LocatedError) -> any LocatedError {
        ProblemText(renaming(error.message)).located(at: renaming(error.path), line: error.line, column: error.column)
    }
}
