import BarSkin
import Foundation

extension TintCommand {
    /// Deletes the recorded outputs of inputs not in this run, never a file this run writes.
    func pruneGone(_ manifest: inout TintManifest, plan: TintPlan, folder: OutputFolder, failures: inout [any LocatedError]) -> [String] {
        var pruned: [String] = []
        for key in manifest.entries.keys.sorted() where !plan.keys.contains(key) {
            var kept: [TintManifest.Output] = []
            for record in manifest.entries[key]!.outputs {
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
                    failures.append(FailedInput(path: path, message: "cannot delete: \(error.localizedDescription)"))
                }
            }
            if kept.isEmpty { manifest.entries[key] = nil } else { manifest.entries[key]!.outputs = kept }
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
