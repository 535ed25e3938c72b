import BarSkinCore
import BarSkinTrace

/// One image of either build and what became of it.
public struct ImageChange: Sendable {
    /// What became of an image between the builds.
    public enum Status: String, Sendable, CaseIterable {
        /// Only the new build has it.
        case added
        /// Only the old build has it.
        case removed
        /// Both have it, with more changed pixels than the thresholds allow, another size, or other caps.
        case changed
        /// Both have it with the same pixels, or differences within the thresholds.
        case unchanged
    }

    /// The image's path inside either build.
    public var path: String
    /// What became of it.
    public var status: Status
    /// The file in the old and in the new build, as the user would type it.
    public var oldFile: String?, newFile: String?
    /// The pixel size in each build.
    public var oldSize: PixelSize?, newSize: PixelSize?
    /// The file size in each build, in bytes.
    public var oldBytes: Int?, newBytes: Int?
    /// How the pixels differ, where both builds have the image.
    public var comparison: PixelComparison?
    /// How its image set entry's `resizing` changed, where it did: a change even with the same pixels.
    public var resizing: ResizingChange?
    /// The PNG files and difference image an HTML report shows, when asked for.
    public var pictures: Pictures?

    /// Whether pixels differ, but within `--tolerance` and `--min-pixels`: counted unchanged.
    public var isTolerated: Bool {
        status == .unchanged && (comparison?.largestDifference ?? 0) > 0
    }

    /// The bytes a report shows of one change: each build's PNG file as it is, and the difference picture.
    public struct Pictures: Sendable {
        /// The old and new files' bytes (nil where that build has no such image).
        public var old: [UInt8]?, new: [UInt8]?
        /// A PNG of ``DifferenceImage``, where both builds have the image.
        public var difference: [UInt8]?
    }
}

/// What a comparison found, counted.
public struct BuildDiffCounts: Sendable, Equatable {
    /// Images of each status.
    public var added = 0, removed = 0, changed = 0, unchanged = 0
    /// Unchanged images whose pixels differ within the thresholds.
    public var tolerated = 0
    /// Images that could not be read.
    public var failed = 0

    /// A zero count.
    public init() {}

    /// Whether anything was added, removed or changed: what makes `diff` exit 1.
    public var hasChanges: Bool { added + removed + changed > 0 }

    /// Counts `change`.
    public mutating func count(_ change: ImageChange) {
        switch change.status {
        case .added: added += 1
        case .removed: removed += 1
        case .changed: changed += 1
        case .unchanged: unchanged += 1
        }
        if change.isTolerated { tolerated += 1 }
    }
}
