import BarSkinCore

/// A scale variant whose size in points differs from the smallest-scale one's: a
/// ``ScaleMismatchNote`` about the variant that disagrees.
public typealias ScaleMismatch = Located<ScaleMismatchNote>

/// How a scale variant's size in points differs from the smallest-scale one's: it still
/// gets caps in its own pixels, but the art is probably off.
public struct ScaleMismatchNote: Problem, Equatable {
    /// The variant's pixel size and scale.
    public var width: Int, height: Int, scale: Int
    /// The variant it is compared with, and that one's size in points.
    public var basePath: String, baseWidth: Int, baseHeight: Int

    /// The problem as a lowercase fragment.
    public var message: String {
        "\(width)x\(height) px at @\(scale)x is \(width / scale)x\(height / scale) pt, but \(basePath) is \(baseWidth)x\(baseHeight) pt"
    }

    /// Every variant whose size in points (UIKit's floor(pixels / scale)) differs from the lowest scale's.
    public static func find(in variants: [SliceVariant]) -> [ScaleMismatch] {
        guard let base = variants.min(by: { $0.fileName.scale < $1.fileName.scale }) else { return [] }
        let points = { (variant: SliceVariant) in
            (variant.width / variant.fileName.scale, variant.height / variant.fileName.scale)
        }
        let (baseWidth, baseHeight) = points(base)
        return variants.filter { points($0) != points(base) }.map { variant in
            ScaleMismatchNote(width: variant.width, height: variant.height, scale: variant.fileName.scale,
                              basePath: base.path, baseWidth: baseWidth, baseHeight: baseHeight).located(at: variant.path)
        }
    }
}
