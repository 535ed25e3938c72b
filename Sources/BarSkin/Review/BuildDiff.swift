import BarSkinCore
import BarSkinTrace

/// Compares two builds image by image, by decoded pixels rather than bytes
/// (`barskin diff`).
///
/// Images are matched by their path inside each build and handed on in path order
/// as they are compared, a few at a time on every core: a build of thousands of
/// images is never held decoded, and a report can be written as it comes.
public struct BuildDiff: Sendable {
    /// Channel levels a pixel may differ by and still count as the same.
    public var tolerance: Int
    /// Changed pixels an image needs before it counts as changed (a size change always does).
    public var minimumPixels: Int
    /// Whether each change carries its ``ImageChange/Pictures`` (for an HTML report).
    public var withPictures: Bool
    /// The threads the images are compared on.
    public var runner: BatchRunner
    /// The decoder both builds' images are read with.
    public var decoder: PNGDecoder

    /// A comparison with these thresholds.
    public init(tolerance: Int = 0, minimumPixels: Int = 1, withPictures: Bool = false,
                runner: BatchRunner = BatchRunner(), decoder: PNGDecoder = PNGDecoder()) {
        precondition(tolerance >= 0 && minimumPixels >= 1, "thresholds are checked by the caller")
        self.tolerance = tolerance
        self.minimumPixels = minimumPixels
        self.withPictures = withPictures
        self.runner = runner
        self.decoder = decoder
    }

    /// What one image's comparison gave: the change, or why it could not be read.
    public enum Outcome: Sendable {
        /// The image was compared.
        case image(ImageChange)
        /// A file of either build could not be read.
        case failure(any LocatedError)
    }

    /// Compares `old` with `new`, calling `each` once per image in path order, and counts what it found.
    @discardableResult
    public func compare(_ old: BuildImages, _ new: BuildImages, each: (Outcome) -> Void) -> BuildDiffCounts {
        var counts = BuildDiffCounts()
        for failure in old.failures + new.failures {
            counts.failed += 1
            each(.failure(failure))
        }
        let paths = Set(old.files.keys).union(new.files.keys).sorted()
        let (resizings, unreadableSets) = ResizingChange.changes(old: old, new: new)
        for failure in unreadableSets {
            counts.failed += 1
            each(.failure(failure))
        }
        // A slice per round keeps the memory of a few images per core, whatever the build's size.
        let slice = runner.jobs * 4
        for start in stride(from: 0, to: paths.count, by: slice) {
            let outcomes = runner.run(Array(paths[start..<min(start + slice, paths.count)])) { path in
                compare(path: path, old: old.files[path], new: new.files[path], resizing: resizings[path])
            }
            for outcome in outcomes {
                switch outcome {
                case .image(let change): counts.count(change)
                case .failure: counts.failed += 1
                }
                each(outcome)
            }
        }
        return counts
    }

    private func compare(path: String, old: String?, new: String?, resizing: ResizingChange?) -> Outcome {
        var outcome = comparePixels(path: path, old: old, new: new)
        // Other caps are another image in the app, whatever its pixels.
        if case .image(var change) = outcome, let resizing {
            change.resizing = resizing
            change.status = .changed
            if withPictures && change.pictures == nil {
                change.pictures = .init(old: try? old.map { try FileBytes.read($0) }, new: try? new.map { try FileBytes.read($0) }, difference: nil)
            }
            outcome = .image(change)
        }
        return outcome
    }

    private func comparePixels(path: String, old: String?, new: String?) -> Outcome {
        do {
            let oldBytes = try old.map { try FileBytes.read($0) }, newBytes = try new.map { try FileBytes.read($0) }
            var change = ImageChange(path: path, status: .unchanged, oldFile: old, newFile: new,
                                     oldSize: oldBytes.flatMap(Self.size), newSize: newBytes.flatMap(Self.size),
                                     oldBytes: oldBytes?.count, newBytes: newBytes?.count)
            guard let old, let new, let oldBytes, let newBytes else {
                // An image of one build alone is decoded too: an undecodable file fails the run wherever it is.
                try ImageRows(bytes: oldBytes ?? newBytes ?? [], path: old ?? new ?? path, decoder: decoder).readToEnd()
                change.status = oldBytes == nil ? .added : .removed
                if withPictures { change.pictures = .init(old: oldBytes, new: newBytes, difference: nil) }
                return .image(change)
            }
            // The same bytes are the same pixels: decoded once, to know they are a PNG at all.
            guard oldBytes != newBytes else {
                try ImageRows(bytes: newBytes, path: new, decoder: decoder).readToEnd()
                change.comparison = PixelComparison(changedPixels: 0, largestDifference: 0)
                return .image(change)
            }
            // A row of each at a time: a pair of 8000x8000 images is never held decoded.
            let before = try ImageRows(bytes: oldBytes, path: old, decoder: decoder, spilling: true)
            let after = try ImageRows(bytes: newBytes, path: new, decoder: decoder, spilling: true)
            var comparison = PixelComparison(changedPixels: 0, largestDifference: 0)
            let picture = withPictures
                ? try DifferenceImage.shown(old: before, new: after, tolerance: tolerance, side: BuildDiffHTMLReport.pictureSide, counting: &comparison)
                : nil
            if !withPictures { comparison = try PixelComparison(old: before, new: after, tolerance: tolerance) }
            change.comparison = comparison
            let resized = before.width != after.width || before.height != after.height
            if resized || comparison.changedPixels >= minimumPixels {
                change.status = .changed
                if let picture { change.pictures = .init(old: oldBytes, new: newBytes, difference: try PNGEncoder().encode(picture)) }
            }
            return .image(change)
        } catch let error as any LocatedError {
            return .failure(error)
        } catch {
            return .failure(ReviewProblem.cannotCompare(reason: "\(error)").located(at: new ?? old ?? path))
        }
    }

    private static func size(_ bytes: [UInt8]) -> PixelSize? { PNGHeader.pixelSize(header: Array(bytes.prefix(24))) }
}
