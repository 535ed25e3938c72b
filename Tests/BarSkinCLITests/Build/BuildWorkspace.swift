import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A workspace holding a small skin: masks at several scales and devices, a
/// selected fill image and background art, and runs of `barskin`.
final class BuildWorkspace: TemporaryFolder {
    /// The skin file every test starts from; tests that need another write their own.
    static let skin = """
    version: 1
    output: Build
    catalog: Build/App.xcassets
    ninepatch: Build/res
    tab-items:
      item-size: 32x32
      items:
        - mask: Icons/star
        - mask: Icons/ring.png
          name: rings
          style: flat
          selected-color: "#007AFF"
        - mask: Icons/star
          name: filled
          selected-fill: Fill.png
          gloss: false
    backgrounds:
      - image: Art/Bar
        insets: 2,3,2,4
        mode: stretch
        content-insets: 1,2,1,2
        sizes: [40x12, 17x9]

    """

    override init() {
        super.init()
        write(Array(Self.skin.utf8), to: "App.skin.yml")
        write(RingMask.png(size: 30, seed: 0), to: "Icons/star.png")
        write(RingMask.png(size: 60, seed: 1), to: "Icons/star@2x.png")
        write(RingMask.png(size: 60, seed: 2), to: "Icons/star@2x~ipad.png")
        write(RingMask.png(size: 90, seed: 0), to: "Icons/ring@3x.png")
        png("Fill.png", Self.art(width: 70, height: 70))
        for scale in 1...3 {
            png("Art/Bar" + (scale == 1 ? "" : "@\(scale)x") + ".png", Self.art(width: 10 * scale, height: 8 * scale))
        }
    }

    /// Runs `barskin ARGUMENTS` in the workspace.
    func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(arguments, in: url)
    }

    /// Whether two files decode to the same pixels (tolerance 0: both come from lossless steps).
    func samePixels(_ first: String, _ second: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let a = try bitmap(first), b = try bitmap(second)
        #expect(a.width == b.width && a.height == b.height, "\(first) vs \(second)", sourceLocation: sourceLocation)
        #expect(a.pixels == b.pixels, "\(first) vs \(second)", sourceLocation: sourceLocation)
    }

    /// Art whose every pixel differs, so a misplaced slice shows.
    static func art(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(UInt8(truncatingIfNeeded: x * 9), UInt8(truncatingIfNeeded: y * 13), 200, UInt8(truncatingIfNeeded: 255 - x))
            }
        }
        return bitmap
    }
}
