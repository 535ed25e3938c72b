import BarSkinCore
import Foundation

/// Finds images with identical pixels under different asset names.
///
/// Decoding every PNG would dominate a large trace, so files are first grouped
/// by the pixel size in their header, then by a digest of their top rows
/// (``PixelPrefix``); only files that share both with a file of another asset are
/// decoded whole (in parallel) and their pixels hashed with ``PixelDigest``.
/// Files that are not PNGs are compared by their bytes.
struct DuplicateDetector {
    let runner: BatchRunner
    /// Whether the files or folders at two paths go into one bundle: each bundle needs its own
    /// copy of an image, so the same pixels in the app's catalog and a package's are no duplicate.
    var sharesABundle: (String, String) -> Bool = { _, _ in true }
    /// Whether two files are made one from the other (a BarSkin build's input and its output),
    /// which may share their pixels without being a duplicate anyone should delete.
    var related: (String, String) -> Bool = { _, _ in false }

    /// Art larger than 4096 × 4096 is compared by its bytes: a few hundred
    /// kilobytes of PNG can claim gigabytes of pixels, and no app asset is that big.
    static let decodeLimits = DecodeLimits(maxSide: 16_384, maxPixels: 4096 * 4096)

    /// Whether a file is compared by its pixels (else by its bytes).
    private static func isPNG(_ path: String) -> Bool { path.lowercased().hasSuffix(".png") }

    /// One file of an asset: which asset (each same-named set its own), where the asset is, the file,
    /// its pixel size (`bytes` for a file compared by its bytes).
    private typealias Candidate = (key: AssetKey, location: String, path: String, size: String)

    /// Pixel duplicates among the assets `including` accepts (those the traced targets ship:
    /// art outside every target is no one's duplicate, and decoding it would cost the most).
    func findings(index: AssetIndex, including: (ImageAsset) -> Bool = { _ in true }) -> [Finding] {
        var bySize: [String: [Candidate]] = [:]
        for asset in index.allAssets where including(asset) {
            for variant in asset.variants {
                let key = variant.pixelSize.map { "\($0.width)x\($0.height)" } ?? "bytes"
                bySize[key, default: []].append((asset.key, asset.location, variant.path, key))
            }
        }
        let sharingASize = bySize.values.filter { Set($0.map(\.key)).count > 1 }.flatMap { $0 }.sorted { $0.path < $1.path }
        let candidates = Self.sharingAPrefix(sharingASize, runner: runner)
        let digests = runner.run(candidates) { candidate -> String? in
            if Self.isPNG(candidate.path),
               let decoded = try? PNGDecoder(limits: Self.decodeLimits).decode(fileAt: candidate.path) {
                return "pixels:" + PixelDigest.sha256(of: decoded.bitmap)
            }
            return FileBytes.data(candidate.path).map { "bytes:" + PixelDigest.sha256(of: [UInt8]($0)) }
        }
        // The first file of each digest in each bundle: the app and a package may each have the pixels once.
        var firstsByDigest: [String: [Candidate]] = [:]
        var findings: [Finding] = []
        var reported = Set<[AssetKey]>()
        for (candidate, digest) in zip(candidates, digests) {
            guard let digest else { continue }
            guard let first = firstsByDigest[digest]?.first(where: { sharesABundle($0.location, candidate.location) }) else {
                firstsByDigest[digest, default: []].append(candidate)
                continue
            }
            // Two images of one name in one bundle are the shadowing check's finding.
            guard first.key.name != candidate.key.name, !related(first.path, candidate.path), reported.insert([candidate.key, first.key]).inserted else { continue }
            findings.append(Finding(kind: .duplicate, name: candidate.key.name, file: candidate.path,
                                    message: "\(digest.hasPrefix("pixels:") ? "same pixels" : "same bytes") as \(first.path) ('\(first.key.name)')"))
        }
        return findings
    }

    /// Of files that share a size with another asset's, those whose top rows also do (in path order).
    /// A size where some PNG has no prefix (interlaced, corrupt) keeps all its PNGs: that one is compared whole.
    private static func sharingAPrefix(_ candidates: [Candidate], runner: BatchRunner) -> [Candidate] {
        let prefixes = runner.run(candidates) { candidate -> String? in
            isPNG(candidate.path) ? PixelPrefix.digest(ofPNGAt: candidate.path, decoder: PNGDecoder(limits: decodeLimits)) : "file"
        }
        let sizes = zip(candidates, prefixes).reduce(into: [String: [(Candidate, String?)]]()) { $0[$1.0.size, default: []].append($1) }
        var kept = Set<String>()
        for group in sizes.values {
            let whole = group.contains { $0.1 == nil }
            let byPrefix = Dictionary(grouping: group) { whole || $0.1 == "file" ? "whole" : $0.1! }
            for sharing in byPrefix.values where Set(sharing.map(\.0.key)).count > 1 { kept.formUnion(sharing.map(\.0.path)) }
        }
        return candidates.filter { kept.contains($0.path) }
    }
}
