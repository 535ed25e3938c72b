import BarSkinArt
import BarSkinCore
import Foundation

extension SkinBuildPlan {
    /// Outputs written by two items (or twice by one): one error per pair of
    /// items, at the later one, naming the first shared file and how many more.
    /// Paths differing only in case clash too: the outputs go to Apple
    /// platforms, whose disks (and asset catalogs) ignore case.
    static func conflicts(in tasks: [SkinBuildTask]) -> [(task: Int, error: SkinBuildError)] {
        var firstWriter: [String: (index: Int, path: String)] = [:]
        var conflicts: [(task: Int, error: SkinBuildError)] = []
        let workingFolder = FileManager.default.currentDirectoryPath
        for (index, task) in tasks.enumerated() {
            var shared: [(output: String, earlier: Int)] = []
            var clashes: [(output: String, earlierOutput: String, earlier: Int)] = []
            for file in task.files where !file.isShared {
                // Two spellings of one path (`Build/x.png`, `App/../Build/x.png`) are one file.
                let path = PathText.absolute(file.path, in: workingFolder), key = path.lowercased()
                guard let first = firstWriter[key] else {
                    firstWriter[key] = (index, file.path)
                    continue
                }
                if first.path == file.path || PathText.absolute(first.path, in: workingFolder) == path {
                    shared.append((file.path, first.index))
                } else {
                    clashes.append((file.path, first.path, first.index))
                }
            }
            let item = task.item.location
            let location = (item.reportedAt, item.line, item.column)
            for earlier in Set(shared.map(\.earlier)).sorted() {
                let outputs = shared.filter { $0.earlier == earlier }.map(\.output)
                conflicts.append((index, SkinBuildProblem.duplicateOutput(output: outputs[0], others: outputs.count - 1, earlier: earlier == index ? nil : Self.location(of: tasks[earlier])).located(at: location.0, line: location.1, column: location.2)))
            }
            for earlier in Set(clashes.map(\.earlier)).sorted() {
                let pair = clashes.first { $0.earlier == earlier }!
                conflicts.append((index, SkinBuildProblem.caseClash(output: pair.output, earlierOutput: pair.earlierOutput, earlier: earlier == index ? nil : Self.location(of: tasks[earlier])).located(at: location.0, line: location.1, column: location.2)))
            }
        }
        return conflicts
    }

    /// `SKIN:LINE:COL` of the task's mask or art; the input file of a command's item.
    private static func location(of task: SkinBuildTask) -> String {
        let item = task.item.location
        guard let line = item.line, let column = item.column else { return item.reportedAt }
        return "\(item.reportedAt):\(line):\(column)"
    }
}
