import BarSkinCore

/// The git work tree a quarantine runs in, through `git` itself: which files have uncommitted changes,
/// and staging the moves so `git status` and `git diff --cached -M` show them as renames. Nil outside a
/// work tree or without git, where a quarantine moves files and stages nothing.
public struct QuarantineGit: Sendable {
    /// The traced folder, absolute: every git command runs there, paths relative to it.
    public let rootPath: String
    /// The traced folder's path below the work tree's top, with a trailing `/` (empty at the top).
    let prefix: String

    /// The work tree holding the traced folder `rootPath` (absolute); nil when git is missing or it is in none.
    public init?(rootPath: String) {
        guard let inside = try? GitCommand.run(["-C", rootPath, "rev-parse", "--is-inside-work-tree", "--show-prefix"]), inside.status == 0 else { return nil }
        let lines = String(decoding: inside.output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "true" else { return nil }
        self.rootPath = rootPath
        prefix = lines.count > 1 ? String(lines[1]) : ""
    }

    /// Each of `paths` (relative to the root) that git holds changes of not yet committed, staged or not,
    /// or that it does not track, with its two-letter `git status --porcelain` code (` M`, `??`).
    /// Ignored files are no repository's business and are left out.
    public func uncommitted(_ paths: [String]) -> [String: String] {
        guard !paths.isEmpty, let status = try? GitCommand.run(["-C", rootPath, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--"] + paths),
              status.status == 0 else { return [:] }
        var found: [String: String] = [:]
        var records = status.output.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }[...]
        while let record = records.popFirst(), record.count > 3 {
            let code = String(record.prefix(2)), path = String(record.dropFirst(3))
            // A rename's record is followed by its old name.
            if code.contains("R") || code.contains("C") { _ = records.popFirst() }
            if path.hasPrefix(prefix) { found[String(path.dropFirst(prefix.count))] = code }
        }
        return found
    }

    /// Whether the file `path` (relative to the root) is as the last commit holds it.
    public func isCommitted(_ path: String) -> Bool {
        (try? GitCommand.run(["-C", rootPath, "diff", "--quiet", "HEAD", "--", path]))?.status == 0
    }

    /// Stages the present state of `paths` (relative to the root): new files added, removed ones removed,
    /// so a file that moved shows as a rename. Paths neither on disk nor in the index are skipped.
    /// - Returns: git's reason when it refused (a path it ignores, say); nil when staged.
    public func stage(_ paths: [String]) -> String? {
        let tracked = Set((try? GitCommand.run(["-C", rootPath, "ls-files", "-z", "--"] + paths))?.output
            .split(separator: 0).map { String(decoding: $0, as: UTF8.self) } ?? [])
        let files = QuarantineFiles(root: rootPath)
        let staged = Array(Set(paths.filter { tracked.contains($0) || files.exists($0) })).sorted()
        guard !staged.isEmpty else { return nil }
        guard let result = try? GitCommand.run(["-C", rootPath, "add", "-A", "--"] + staged) else { return "cannot run git" }
        return result.status == 0 ? nil : (result.reason ?? "git add failed")
    }
}
