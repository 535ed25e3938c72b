import BarSkinCore

/// Files named `.png` that are Git LFS pointers (text starting `version https://git-lfs.github.com/spec/v1`): art the
/// checkout never fetched. They are no image to judge (no decode error, unused, size or duplicate finding), and one
/// warning a folder says so: a snapshot-test folder holds thousands.
enum LFSPointers {
    /// `problems` without the LFS pointers, and one ``TraceProblem/lfsPointers(count:)`` warning for each folder holding
    /// some, in folder order.
    static func grouped(_ problems: [TraceError]) -> (rest: [TraceError], warnings: [TraceError]) {
        var rest: [TraceError] = [], counts: [String: Int] = [:]
        for problem in problems {
            guard isPointer(problem) else {
                rest.append(problem)
                continue
            }
            let folder = PathText.folder(of: problem.path)
            counts[folder.isEmpty ? "." : folder, default: 0] += 1
        }
        return (rest, counts.keys.sorted().map { TraceProblem.lfsPointers(count: counts[$0]!).located(at: $0) })
    }

    /// Whether a scan's problem is an LFS pointer's.
    static func isPointer(_ problem: TraceError) -> Bool {
        if case .notPNG(lfsPointer: true) = problem.error { return true }
        return false
    }
}
