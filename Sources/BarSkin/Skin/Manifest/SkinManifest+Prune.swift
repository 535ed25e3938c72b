import BarSkinArt
import BarSkinCore
import Foundation

extension SkinManifest {
    /// What ``prune(inside:dryRun:)`` did, or in a dry run would do.
    public struct PruneResult: Sendable {
        /// The deleted files (absolute).
        public var pruned: [String] = []
        /// The stale files left in place, and why (absolute paths).
        public var kept: [PruneKept] = []
        /// The files that could not be deleted.
        public var failures: [FileError] = []
    }

    /// Files this skin recorded once and makes no longer (`planned` are those it makes), added to
    /// ``stale`` when they lie inside one of its `folders` (absolute), each with the record of
    /// what BarSkin wrote there; one written elsewhere (by `build --preview`) is forgotten, as no
    /// build would delete it.
    public mutating func markStale(keeping planned: Set<String>, previous: SkinManifest, folders: [String]) {
        stale = previous.allOutputs.union(stale).subtracting(planned).filter { path in folders.contains { path.hasPrefix($0 + "/") } }
        var records = previous.staleRecords.merging(staleRecords) { _, new in new }
        for item in previous.items.values { records.merge(item.outputs) { _, written in written } }
        // A catalog's own Contents.json a build created is the skin's while the skin makes it, then stale.
        records.merge(previous.created) { _, created in created }
        created = previous.created.merging(created) { _, new in new }.filter { planned.contains($0.key) }
        // Only what proves the bytes are BarSkin's, so the record reads back as it was written.
        staleRecords = records.filter { stale.contains($0.key) }.mapValues {
            Output(kind: $0.kind, width: nil, height: nil, scale: nil, stamp: $0.stamp, sha256: $0.sha256, operation: nil)
        }
    }

    /// Deletes the ``stale`` files inside one of `folders` (absolute) that are still BarSkin's
    /// (``PruneVerdict``) and forgets them, then any image set folder left empty, by the same rule.
    /// A file that is not BarSkin's any more is kept, reported and forgotten; one that is an
    /// input of this build stays stale; one already gone is just forgotten. A dry run changes nothing.
    /// `inputs` are the files the build reads (its plan's, which a dry run has not recorded).
    /// `identities` are the folders as the build found them when it began (``PruneVerdict``).
    public mutating func prune(inside folders: [String], inputs: [String] = [], folders identities: [String: FileIdentity] = [:],
                               dryRun: Bool = false) -> PruneResult {
        var result = PruneResult(), emptied: [String: String] = [:]
        let inputs = PruneVerdict.Inputs(inputs + items.values.flatMap { $0.inputs.keys + $0.outputs.values.compactMap(\.input) } + [skin].compactMap { $0 })
        for path in stale.sorted() where folders.contains(where: { path.hasPrefix($0 + "/") }) {
            switch PruneVerdict.judge(path, record: staleRecords[path], roots: folders, inputs: inputs, folders: identities, removing: !dryRun) {
            case .gone:
                if !dryRun { forgetStale(path) }
            case .keep(let reason):
                result.kept.append(reason.located(at: path))
                if !dryRun && reason != .input { forgetStale(path) }
            case .failed(let reason):
                result.failures.append(FileProblem.cannotDelete(reason: reason).located(at: path))
            case .delete(let root):
                if !dryRun { forgetStale(path) }
                result.pruned.append(path)
                // The sets BarSkin writes: image sets and colour sets, each a folder of its own files.
                if [".imageset", ".colorset"].contains(where: PathText.folder(of: path).hasSuffix) { emptied[PathText.folder(of: path)] = root }
            }
        }
        // Removing a folder refuses one that still holds anything, such as a user's own file,
        // and it is reached as the files were, so never through a link.
        // Sets first, so that a catalog the build created and has emptied can go after them.
        for (path, root) in result.pruned.filter({ $0.hasSuffix(".xcassets/Contents.json") }).compactMap({ path in
            folders.first { path.hasPrefix($0 + "/") }.map { (path, $0) } }) { emptied[PathText.folder(of: path)] = root }
        if !dryRun {
            let order = { (folder: String) in (folder.hasSuffix(".xcassets") ? 1 : 0, folder) }
            for (folder, root) in emptied.sorted(by: { order($0.key) < order($1.key) }) {
                _ = (try? ConfinedPath(folder, under: root, rootIdentity: identities[root]))?.remove(folder: true)
            }
        }
        return result
    }

    private mutating func forgetStale(_ path: String) {
        stale.remove(path)
        staleRecords[path] = nil
    }
}
