import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// The sheet as it is seen: rendered by headless Chromium at a fixed window size, and drawn by `--png`.
struct SheetPixelTests {
    /// Whether a pixel is the tint's selected blue (the classic gradient runs from #0C39C4 to #43D2FD).
    static func isBlue(_ pixel: RGBA8) -> Bool { Int(pixel.blue) > Int(pixel.red) + 80 && pixel.blue > 150 }

    /// The x ranges of the runs of pure white at least `length` wide along row `y`: the cells' boxes.
    static func whiteRuns(_ image: Bitmap, y: Int, length: Int = 40) -> [Range<Int>] {
        var runs: [Range<Int>] = [], start: Int? = nil
        for x in 0...image.width {
            let white = x < image.width && image[x, y] == RGBA8(255, 255, 255)
            if white, start == nil { start = x }
            if !white, let first = start {
                if x - first >= length { runs.append(first..<x) }
                start = nil
            }
        }
        return runs
    }

    @Test(.enabled(if: TraceHTMLTests.chromium != nil, "Chromium is not installed (Debian package `chromium`); the sheet was not rendered"))
    func theSelectedVariantIsBlueInItsCellOnACheckerboard() throws {
        let project = try SheetCommandTests.tintedDisc()
        let shot = try Chromium.screenshot(of: project.path + "/tint.html", in: project, width: 1000, height: 700)
        // The first row with two white boxes side by side is the cells' top padding: normal, then selected.
        let row = try #require((0..<shot.height).first { Self.whiteRuns(shot, y: $0).count == 2 })
        let cells = Self.whiteRuns(shot, y: row)
        var blueIn = [0, 0], checkerIn = [0, 0]
        for y in row..<shot.height {
            for x in 0..<shot.width {
                let pixel = shot[x, y]
                guard let cell = cells.firstIndex(where: { $0.contains(x) }) else { continue }
                if Self.isBlue(pixel) { blueIn[cell] += 1 }
                // A checker square (200) with a white one 8 pixels on: the board behind the disc's transparent corners.
                if pixel == RGBA8(200, 200, 200), x + 8 < shot.width, shot[x + 8, y] == RGBA8(255, 255, 255) { checkerIn[cell] += 1 }
            }
        }
        #expect(blueIn[0] == 0, "the normal variant is grey")
        // The disc at 30 points three times, and at 30, 60 and 90 pixels: well over a thousand blue pixels.
        #expect(blueIn[1] > 1000, "the selected variant is blue in its own cell")
        #expect(checkerIn[0] > 100 && checkerIn[1] > 100, "the checkerboard shows through the transparent pixels")
    }

    @Test func thePictureDrawsTheSameCells() throws {
        let project = try SheetCommandTests.tintedDisc()
        let result = try project.run(["sheet", "Out/.tint-\(try Self.manifestHash(project)).barskin.json", "--png", "sheet.png"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "", "with --png alone, no page on standard output")
        let picture = try project.bitmap("sheet.png")
        // As wide as its one row of cells, not the full 1200: nothing but the margin right of the last cell.
        #expect(picture.width < SheetPicture.width)
        let background = RGBA8(250, 250, 250)
        let drawnRight = (0..<picture.width).last { x in (40..<picture.height).contains { picture[x, $0] != background } } ?? 0
        #expect(picture.width - 1 - drawnRight == 12, "the right margin only")
        var blue: [Int] = [], grey = 0, checker = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let pixel = picture[x, y]
                if Self.isBlue(pixel) { blue.append(x) }
                if pixel == RGBA8(200, 200, 200) { checker += 1 }
                // The normal variant's grey gradient (#AFAFAF to #505050), opaque, over a panel.
                if pixel.red == pixel.green && pixel.green == pixel.blue && (90...170).contains(Int(pixel.red)) { grey += 1 }
            }
        }
        #expect(blue.count > 1000)
        #expect(grey > 1000)
        #expect(checker > 1000)
        // Normal first, selected to its right: every blue pixel is right of the first cell's panels.
        #expect((blue.min() ?? 0) > 300)
    }

    /// The hash in the name of the manifest `tint masks -o Out` keeps.
    static func manifestHash(_ project: ReviewProject) throws -> String {
        let name = try #require(project.listing("Out").first { $0.hasPrefix(".tint-") && $0.hasSuffix(".barskin.json") })
        return String(name.dropFirst(".tint-".count).dropLast(".barskin.json".count))
    }
}
