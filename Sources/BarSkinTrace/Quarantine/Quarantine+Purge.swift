import BarSkinCore
import Foundation

extension Quarantine {
    /// The moves `purge` deletes at `date`: those the manifest records as `moved` more than `days` days
    /// before it. A move with no recorded time (a manifest from before times were kept) is never purged.
    /// None when there is no manifest: nothing is quarantined, so nothing is to purge.
    /// - Throws: ``QuarantineError`` for a manifest that cannot be read.
    public func purgeable(olderThan days: Int, at date: Date) throws(QuarantineError) -> [QuarantineRecord] {
        guard let manifest = try readManifest() else { return [] }
        let limit = date.addingTimeInterval(-Double(days) * 86_400)
        return manifest.entries.filter { $0.state == .moved && ($0.movedDate.map { $0 < limit } ?? false) }
    }

    /// Deletes for good what the manifest records of each move of `records` (from ``purgeable(olderThan:at:)``):
    /// its files in the quarantine folder, each only if it still has the bytes moved there, never through a
    /// link; then the move leaves the manifest (rewritten whole, atomically). A file already gone counts as
    /// deleted, so a purge cut short is finished by the next. Group `Contents.json` copies go with the last
    /// move under them; emptied folders go too, and the manifest with its last entry.
    public func purge(_ records: [QuarantineRecord]) -> Outcome {
        var outcome = Outcome()
        guard var manifest = (try? readManifest()) ?? nil else { return outcome }
        for record in records where manifest.entries.contains(record) {
            do {
                for file in record.move.files {
                    guard file.quarantined.hasPrefix(folder + "/") else {
                        throw QuarantineProblem.outsideQuarantine(folder: folder).located(at: files.shown(file.quarantined))
                    }
                    guard files.exists(file.quarantined) else { continue }
                    guard try files.sha256(ofRegular: file.quarantined) == file.sha256 else {
                        throw QuarantineProblem.changedSinceQuarantine(asset: record.move.asset, sha256: file.sha256).located(at: files.shown(file.quarantined))
                    }
                }
                for file in record.move.files where files.exists(file.quarantined) {
                    guard files.remove(file.quarantined) else {
                        throw QuarantineProblem.cannotMove(reason: SystemCalls.lastErrorText()).located(at: files.shown(file.quarantined))
                    }
                    files.removeEmptyFolders(PathText.folder(of: file.quarantined), upTo: folder)
                }
                manifest.entries.removeAll { $0 == record }
                try writeManifest(manifest)
                outcome.done.append(record)
            } catch let error as QuarantineError {
                outcome.errors.append(error)
            } catch {
                outcome.errors.append(QuarantineProblem.cannotMove(reason: "\(error)").located(at: files.shown(manifestPath)))
            }
        }
        releaseCopies(of: outcome.done, keptBy: manifest)
        return outcome
    }
}
