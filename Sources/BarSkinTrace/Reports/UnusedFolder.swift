import BarSkinCore
import Foundation

/// The unused images, colour sets and data sets of a report grouped by folder, with the bytes their files
/// take on disk: the saving a reader gets by deleting them, where it is.
struct UnusedFolder {
    /// The folder holding the images (for an image set, the folder holding the set).
    var folder: String
    /// The unused findings in it, in report order.
    var findings: [Finding]
    /// The bytes of every file of those images.
    var bytes: Int

    /// The report's `unused` findings by folder, sorted by folder; those a baseline knows left out when `newOnly`.
    static func groups(in report: TraceReport, newOnly: Bool = false) -> [UnusedFolder] {
        var assets: [String: ImageAsset] = [:]
        for asset in report.assets { assets[asset.location] = assets[asset.location] ?? asset }
        var groups: [String: UnusedFolder] = [:]
        for finding in report.findings where finding.kind == .unused && !(newOnly && finding.isKnown) {
            let folder = PathText.folder(of: finding.file)
            // A colour set's one file is its Contents.json, a data set's every file it holds; an image finding's asset has its files.
            let files = switch finding.assetType {
            case .color: [finding.file + "/Contents.json"]
            case .data: ((try? FileManager.default.contentsOfDirectory(atPath: finding.file)) ?? []).map { finding.file + "/" + $0 }
            default: assets[finding.file]?.variants.map(\.path) ?? [finding.file]
            }
            let bytes = files.reduce(0) { $0 + (FileBytes.size(of: $1) ?? 0) }
            groups[folder, default: UnusedFolder(folder: folder, findings: [], bytes: 0)].findings.append(finding)
            groups[folder]!.bytes += bytes
        }
        return groups.values.sorted { $0.folder < $1.folder }
    }
}
