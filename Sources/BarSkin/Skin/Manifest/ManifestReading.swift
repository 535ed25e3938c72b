import BarSkinArt
import BarSkinCore
import Foundation

/// Manifests being read on a background queue while the caller goes on.
final class ManifestReading: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once on the queue before `leave`, read only after `wait`: the group orders them.
    private var manifests: [SkinSource: SkinManifest] = [:]

    /// Starts reading the manifest at each path, keyed as given.
    init(paths: [SkinSource: String]) {
        group.enter()
        DispatchQueue.global().async { [self] in
            manifests = paths.mapValues { SkinManifest.load(from: $0) }
            group.leave()
        }
    }

    /// The manifests, once read.
    func wait() -> [SkinSource: SkinManifest] {
        group.wait()
        return manifests
    }
}
