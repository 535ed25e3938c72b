import BarSkinCore
import Foundation

/// Cap insets in points, as `UIEdgeInsets` gives them to
/// `resizableImageWithCapInsets:`: the fixed slices on each side.
///
/// Points are what users and UIKit speak; ``pixels(atScale:path:)`` turns them
/// into the pixel insets of one file, checking for overflow.
public struct CapInsets: Sendable, Hashable {
    /// Fixed rows at the top, in points.
    public var top: Int
    /// Fixed columns on the left, in points.
    public var left: Int
    /// Fixed rows at the bottom, in points.
    public var bottom: Int
    /// Fixed columns on the right, in points.
    public var right: Int

    /// Insets in points; every value must be zero or more (checked by callers
    /// that parse untrusted text, see ``init(parsing:)``).
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        precondition(top >= 0 && left >= 0 && bottom >= 0 && right >= 0, "cap insets cannot be negative")
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Parses `TOP,LEFT,BOTTOM,RIGHT` (UIEdgeInsets order), each a whole number
    /// of points from 0 to 100000; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else { return nil }
        let values = parts.compactMap { part -> Int? in
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), let value = Int(part), value <= Self.maximum
            else { return nil }
            return value
        }
        guard values.count == 4 else { return nil }
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The largest inset accepted, far above any real image, so that scaling
    /// to pixels can never overflow.
    public static let maximum = 100_000

    /// The same insets in the pixels of a file at `scale`.
    public func pixels(atScale scale: Int) -> PixelInsets {
        precondition((1...9).contains(scale), "scale out of range")
        return PixelInsets(top: top * scale, left: left * scale, bottom: bottom * scale, right: right * scale)
    }

    /// `TOP,LEFT,BOTTOM,RIGHT`, the form ``init(parsing:)`` reads.
    public var text: String { "\(top),\(left),\(bottom),\(right)" }
}

/// Cap insets in the pixels of one file, as an asset catalog's `cap-insets` holds them.
public struct PixelInsets: Sendable, Hashable {
    /// Fixed rows at the top, in pixels.
    public var top: Int
    /// Fixed columns on the left, in pixels.
    public var left: Int
    /// Fixed rows at the bottom, in pixels.
    public var bottom: Int
    /// Fixed columns on the right, in pixels.
    public var right: Int

    /// Insets in pixels.
    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension Character {
    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
