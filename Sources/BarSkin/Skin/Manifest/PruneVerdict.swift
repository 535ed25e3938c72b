import BarSkinArt
import BarSkinCore
import Foundation

/// Whether one stale file is still BarSkin's to delete: the one rule of `--prune`.
///
/// A file is deleted only when it lies under one of the output folders reached through
/// no link below that folder, is a regular file, has the size and SHA-256 the manifest
/// recorded when BarSkin wrote it, and is not an input of the build that prunes.
enum PruneVerdict: Equatable {
    /// It may be deleted, or with `removing` was; `root` is the output folder it was reached from.
    case delete(root: String)
    /// It was to be deleted, and the deletion failed for this reason.
    case failed(reason: String)
    /// It is not there any more: only forgotten.
    case gone
    /// It stays, for this reason.
    case keep(PruneKeptReason)

    /// Inputs as device and inode, so another spelling of an input's path (a link,
    /// `..`) still counts as that input.
    struct Inputs {
        private let identities: Set<FileIdentity>

        /// The identities of the files at `paths` that exist.
        init(_ paths: some Sequence<String>) {
            identities = Set(paths.compactMap(FileIdentity.init(path:)))
        }

        func contains(_ status: FileStatus) -> Bool { identities.contains(FileIdentity(status)) }
    }

    /// The verdict on `path` (absolute), recorded as `record` (nil when the manifest has no record of its bytes).
    /// `folders` are the roots as the build found them when it began: one that is another folder now is
    /// reached through a link. With `removing`, a file found deletable is deleted there and then, through
    /// the folder descriptor it was judged through, so no swap between the two can redirect the deletion.
    static func judge(_ path: String, record: SkinManifest.Output?, roots: [String], inputs: Inputs,
                      folders: [String: FileIdentity] = [:], removing: Bool = false) -> PruneVerdict {
        var refusals: [ConfinedPath.Refusal] = []
        // The deepest folder first: a catalog linked into place inside the output folder is the user's choice of root.
        for root in roots.sorted(by: { $0.count > $1.count }) {
            let reached: ConfinedPath
            do { reached = try ConfinedPath(path, under: root, rootIdentity: folders[root]) } catch { refusals.append(error); continue }
            guard let status = reached.status() else { return .gone }
            if inputs.contains(status) { return .keep(.input) }
            guard status.kind == .regularFile else { return .keep(status.kind == .symbolicLink ? .link : .replaced) }
            guard let record, !record.sha256.isEmpty else { return .keep(.unrecorded) }
            guard status.bytes == record.stamp.bytes, let bytes = reached.read(),
                  PixelDigest.sha256(of: bytes) == record.sha256 else { return .keep(.replaced) }
            // Not `removing && …`: an autoclosure may not capture a noncopyable value.
            if removing {
                guard reached.remove() else { return .failed(reason: AtomicFile.errnoText()) }
            }
            return .delete(root: root)
        }
        if refusals.contains(.throughLink) { return .keep(.link) }
        if refusals.contains(.missing) { return .gone }
        return .keep(.outside)
    }
}
