import BarSkinArt
import BarSkinCore
import Foundation

extension SkinBuildPlan {
    /// Files another command's run records, in a manifest beside this one, that the plan
    /// would write: one error per such run, at the first item that would, naming the run. Runs of the same command
    /// (`tint icons`, then `tint chat@2x.png`) may share files: the same input makes
    /// the same file, and each manifest notices when the other replaced it.
    static func neighbourConflicts(in tasks: [SkinBuildTask], manifests: [SkinSource: String]) -> [SkinBuildError] {
        var conflicts: [SkinBuildError] = []
        let workingFolder = FileManager.default.currentDirectoryPath
        for (source, path) in manifests.sorted(by: { $0.key < $1.key }) {
            let command = source.invocation?.command ?? "build"
            let folder = PathText.folder(of: path)
            var owners: [String: String] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            where BuildRecordName.matches(name) && name != PathText.fileName(of: path) {
                let other = SkinManifest.load(from: (folder.isEmpty ? "" : folder + "/") + name)
                let otherCommand = other.invocation?.command ?? "build"
                guard otherCommand != command else { continue }
                let described = other.invocation?.described(relativeTo: workingFolder)
                    ?? "barskin build \(other.skin.map { PathText.relative($0, to: workingFolder) } ?? name)"
                for output in other.allOutputs { owners[output.lowercased()] = described }
            }
            guard !owners.isEmpty else { continue }
            // One error per other run, at the first item that would replace its files: a
            // folder of masks would otherwise say the same thing once per mask.
            var clashes: [String: (task: SkinBuildTask, output: String, count: Int)] = [:], order: [String] = []
            for task in tasks where task.source == source {
                for file in task.files where !file.isShared {
                    guard let owner = owners[PathText.absolute(file.path, in: workingFolder).lowercased()] else { continue }
                    if clashes[owner] == nil { order.append(owner) }
                    clashes[owner, default: (task, file.path, 0)].count += 1
                }
            }
            for owner in order {
                let (task, output, count) = clashes[owner]!
                let location = task.item.location
                conflicts.append(SkinBuildProblem.writtenByAnotherCommand(output: output, others: count - 1, command: owner, suffixable: Self.suffixableCommands.contains(command)).located(at: location.reportedAt, line: location.line, column: location.column))
            }
        }
        return conflicts
    }

    /// The commands that add a suffix to their outputs' names on request (`--suffix -glow`),
    /// so that two of them can share a folder.
    static let suffixableCommands: Set<String> = ["glow", "shadow"]
}
