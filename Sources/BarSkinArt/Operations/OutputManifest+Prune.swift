import BarSkinCore
import Foundation

extension OutputManifest {
    /// Deletes the recorded outputs of inputs not in `plan`, never a file the run writes, and
    /// forgets them; returns the deleted paths. A file that cannot be deleted stays recorded.
    public mutating func pruneGone(plan: BatchPlan<Kind>, folder: OutputFolder, failures: inout [any LocatedError]) -> [String] {
        var pruned: [String] = []
        for key in entries.keys.sorted() where !plan.keys.contains(key) {
            var kept: [Output] = []
            for record in entries[key]!.outputs {
                // The manifest is only trusted as far as the folder: no path may lead out of
                // it, and only plain files are deleted (`keep` or `.` would take a folder).
                guard !record.path.split(separator: "/").contains("."),
                      let path = try? folder.destination(for: record.path, input: key),
                      !plan.destinations.contains(path), Self.isFileOrAbsent(path) else { continue }
                do {
                    if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
                    pruned.append(path)
                } catch {
                    kept.append(record)
                    failures.append(FileError.cannotDelete(path: path, reason: error.localizedDescription))
                }
            }
            if kept.isEmpty { entries[key] = nil } else { entries[key]!.outputs = kept }
        }
        return pruned
    }

    /// Whether `path` is a regular file or a symbolic link (deleting either removes
    /// no folder), or nothing at all.
    private static func isFileOrAbsent(_ path: String) -> Bool {
        guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else {
            return !FileManager.default.fileExists(atPath: path)
        }
        return type == .typeRegular || type == .typeSymbolicLink
    }
}
