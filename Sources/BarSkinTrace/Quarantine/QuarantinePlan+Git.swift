import BarSkinCore

extension QuarantinePlan {
    /// The plan without the moves that touch a file of `git`'s work tree with uncommitted changes or
    /// untracked (one of the asset's files, or a project it edits), and an error for each, at the file.
    public func keepingCommitted(in git: QuarantineGit) -> (plan: QuarantinePlan, refused: [QuarantineError]) {
        let status = git.uncommitted(Array(Set(moves.flatMap { $0.files.map(\.original) + $0.editedProjects })).sorted())
        var kept: [QuarantineMove] = [], refused: [QuarantineError] = []
        for move in moves {
            let touched = move.files.map(\.original) + move.editedProjects
            if let dirty = touched.first(where: { status[$0] != nil }) {
                refused.append(QuarantineProblem.uncommitted(asset: move.asset, status: status[dirty]!).located(at: shown(dirty)))
            } else {
                kept.append(move)
            }
        }
        return (QuarantinePlan(root: root, folder: folder, moves: kept), refused)
    }

    /// The paths of `records` to stage after they moved or came back, relative to the root: each file's
    /// two places, the group copies, the manifest, and each project that `isClean` allows.
    public static func stagedPaths(of records: [QuarantineRecord], manifest: String, isClean: (String) -> Bool) -> [String] {
        let files = records.flatMap { $0.move.files.flatMap { [$0.original, $0.quarantined] } + $0.move.copies.map(\.quarantined) }
        let projects = Set(records.flatMap { $0.projects.map(\.path) }).filter(isClean)
        return Array(Set(files + [manifest] + projects)).sorted()
    }

    /// `path` (relative to the root) as the user would write it.
    func shown(_ path: String) -> String {
        root == "." ? path : PathText.trimmingTrailingSlashes(root) + "/" + path
    }
}
