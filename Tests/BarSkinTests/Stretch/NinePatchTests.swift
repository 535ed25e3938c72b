import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore

/// Reading and validating 9-patch frames as aapt2 does, and rendering them as Android would.
struct NinePatchTests {
    /// A framed 9-patch: content `width` x `height` of opaque grey, marks from the given ranges (content coordinates).
    static func framed(
        width: Int, height: Int, top: [Range<Int>], left: [Range<Int>], bottom: [Range<Int>] = [], right: [Range<Int>] = [],
        frame: RGBA8 = .clear
    ) -> Bitmap {
        var bitmap = Bitmap(width: width + 2, height: height + 2, filledWith: frame)
        for y in 1...height { for x in 1...width { bitmap[x, y] = RGBA8(90, 90, 90) } }
        for range in top { for x in range { bitmap[x + 1, 0] = .black } }
        for range in left { for y in range { bitmap[0, y + 1] = .black } }
        for range in bottom { for x in range { bitmap[x + 1, height + 1] = .black } }
        for range in right { for y in range { bitmap[width + 1, y + 1] = .black } }
        return bitmap
    }

    private func message(_ bitmap: Bitmap) -> String? {
        NinePatch.inspect(framed: bitmap, path: "p.9.png").problems.first?.description
    }

    @Test func readsStretchRegionsAndPadding() throws {
        let patch = try NinePatch(framed: Self.framed(width: 10, height: 6, top: [1..<3, 6..<9], left: [2..<4], bottom: [2..<8], right: [1..<5]), path: "p.9.png")
        #expect(patch.horizontalStretch == [1..<3, 6..<9])
        #expect(patch.verticalStretch == [2..<4])
        #expect(patch.padding == PixelInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(patch.content.width == 10 && patch.content.height == 6 && patch.content[0, 0] == RGBA8(90, 90, 90))
    }

    @Test func paddingDefaultsToTheStretchRegions() throws {
        let patch = try NinePatch(framed: Self.framed(width: 10, height: 6, top: [1..<3, 6..<9], left: [2..<4]), path: "p.9.png")
        #expect(patch.padding == PixelInsets(top: 2, left: 1, bottom: 2, right: 1))
    }

    @Test func acceptsAWhiteFrame() throws {
        let patch = try NinePatch(framed: Self.framed(width: 4, height: 4, top: [1..<2], left: [1..<3], frame: .white), path: "p.9.png")
        #expect(patch.verticalStretch == [1..<3])
    }

    @Test func rejectsEachMalformedKindInAapt2sWords() {
        var tiny = Bitmap(width: 2, height: 5)
        tiny[0, 0] = .clear
        #expect(message(tiny) == "p.9.png: image must be at least 3x3 (1x1 image with 1 pixel border), not 2x5")

        var grey = Self.framed(width: 4, height: 4, top: [1..<2], left: [1..<2])
        grey[0, 0] = RGBA8(128, 128, 128)
        #expect(message(grey) == "p.9.png: top-left corner pixel must be either opaque white or transparent, not #808080FF")

        var soft = Self.framed(width: 6, height: 4, top: [1..<2], left: [1..<2])
        soft[4, 0] = RGBA8(0, 0, 0, 128)
        #expect(message(soft) == "p.9.png: found an invalid color: #00000080 at x=4 on the top border, "
                + "where a transparent frame allows transparent, opaque black or red")

        var blue = Self.framed(width: 6, height: 4, top: [1..<2], left: [1..<2])
        blue[0, 3] = RGBA8(0, 0, 255)
        #expect(message(blue) == "p.9.png: found an invalid color: #0000FFFF at y=3 on the left border, "
                + "where a transparent frame allows transparent, opaque black or red")

        var whiteAlpha = Self.framed(width: 6, height: 4, top: [1..<2], left: [1..<2], frame: .white)
        whiteAlpha[3, 5] = RGBA8(255, 255, 255, 0)
        #expect(message(whiteAlpha) == "p.9.png: found an invalid color: #FFFFFF00 at x=3 on the bottom border, "
                + "where a white frame allows opaque white, black or red")

        #expect(message(Self.framed(width: 8, height: 4, top: [1..<2], left: [1..<2], bottom: [0..<2, 4..<6]))
            == "p.9.png: too many padding sections on bottom border (the second black run starts at x=5 on the bottom border)")
        #expect(message(Self.framed(width: 8, height: 6, top: [1..<2], left: [1..<2], right: [0..<1, 3..<4]))
            == "p.9.png: too many padding sections on right border (the second black run starts at y=4 on the right border)")

        var redTop = Self.framed(width: 8, height: 4, top: [1..<2], left: [1..<2])
        redTop[5, 0] = RGBA8(255, 0, 0)
        #expect(message(redTop) == "p.9.png: found unexpected optical bounds (red pixel) on top border at x=5")
        var redLeft = Self.framed(width: 8, height: 4, top: [1..<2], left: [1..<2])
        redLeft[0, 3] = RGBA8(255, 0, 0)
        #expect(message(redLeft) == "p.9.png: found unexpected optical bounds (red pixel) on left border at y=3")

        var redMiddle = Self.framed(width: 8, height: 4, top: [1..<2], left: [1..<2])
        redMiddle[4, 5] = RGBA8(255, 0, 0)
        #expect(message(redMiddle) == "p.9.png: layout bounds on bottom border must start at edge (a red run starts at x=4 on the bottom border and touches neither end)")
    }

    @Test func aFrameWithoutStretchRegionsIsAcceptedAndScalesWhole() throws {
        // aapt2 compiles it; padding is then none.
        let patch = try NinePatch(framed: Self.framed(width: 6, height: 4, top: [], left: []), path: "p.9.png")
        #expect(patch.horizontalStretch.isEmpty && patch.verticalStretch.isEmpty)
        #expect(patch.padding == PixelInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(patch.lattice.horizontal.patches == [StretchAxis.Patch(start: 0, end: 6, isScalable: true)])
    }

    @Test func cornersOtherThanTheTopLeftAreNotLookedAt() throws {
        var bitmap = Self.framed(width: 6, height: 4, top: [1..<2], left: [1..<2])
        for (x, y) in [(7, 0), (0, 5), (7, 5)] { bitmap[x, y] = RGBA8(0, 0, 255, 77) }
        #expect(throws: Never.self) { try NinePatch(framed: bitmap, path: "p.9.png") }
    }

    @Test func opticalBoundsTouchingTheEndsAreAccepted() throws {
        var bitmap = Self.framed(width: 8, height: 4, top: [1..<2], left: [1..<2])
        bitmap[1, 5] = RGBA8(255, 0, 0)
        bitmap[2, 5] = RGBA8(255, 0, 0)
        bitmap[8, 5] = RGBA8(255, 0, 0)
        let patch = try NinePatch(framed: bitmap, path: "p.9.png")
        #expect(patch.layoutBounds == PixelInsets(top: 0, left: 2, bottom: 0, right: 1))
    }

    @Test func reportsTheFirstProblemOnEveryEdge() {
        var bitmap = Self.framed(width: 6, height: 4, top: [], left: [1..<2], bottom: [0..<1, 3..<4])
        bitmap[0, 2] = RGBA8(0, 0, 0, 10)
        bitmap[3, 0] = RGBA8(255, 0, 0)
        let problems = NinePatch.inspect(framed: bitmap, path: "p.9.png").problems
        #expect(problems.map(\.error.edge) == [.top, .left, .bottom])
    }

    @Test func tooManyPatchesIsRejected() {
        // 64 one-pixel regions across: 129 columns, times 3 rows, is over aapt2's 127.
        let top = (0..<64).map { (2 * $0 + 1)..<(2 * $0 + 2) }
        let bitmap = Self.framed(width: 130, height: 3, top: top, left: [1..<2])
        #expect(message(bitmap) == "p.9.png: too many regions in 9-patch: more than 127 patches (columns times rows)")
    }

    /// A content image whose red says which lattice patch a pixel is in,
    /// green its row and blue its column.
    private static func taggedContent(width: Int, height: Int, xRegions: [Range<Int>], yRegions: [Range<Int>]) -> Bitmap {
        let xAxis = StretchAxis(stretchRegions: xRegions, length: width), yAxis = StretchAxis(stretchRegions: yRegions, length: height)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            let row = yAxis.patches.firstIndex { $0.start <= y && y < $0.end }!
            for x in 0..<width {
                let column = xAxis.patches.firstIndex { $0.start <= x && x < $0.end }!
                bitmap[x, y] = RGBA8(UInt8(10 + (row * 5 + column) * 10), UInt8(y * 5), UInt8(x * 7))
            }
        }
        return bitmap
    }

    /// Android (Skia's lattice) renders stretch regions of 2 and 5 pixels sharing
    /// the extra width 2 : 5; the expected pixels are computed here from Skia's
    /// real-valued boundaries and a clamped bilinear sample, independently of the renderer.
    @Test(arguments: [(31, 20), (14, 9), (15, 13), (57, 10), (100, 40)])
    func rendersAMultiRegionNinePatchAsAndroidWould(width: Int, height: Int) throws {
        let xRegions = [2..<4, 7..<12], yRegions = [3..<5]
        let content = Self.taggedContent(width: 14, height: 9, xRegions: xRegions, yRegions: yRegions)
        var framed = Bitmap(width: 16, height: 11)
        for y in 0..<9 { for x in 0..<14 { framed[x + 1, y + 1] = content[x, y] } }
        for range in xRegions { for x in range { framed[x + 1, 0] = .black } }
        for range in yRegions { for y in range { framed[0, y + 1] = .black } }
        let patch = try NinePatch(framed: framed, path: "b.9.png")
        let plan = try StretchPlan(lattice: patch.lattice, width: width, height: height, shrinkingCaps: false, path: "b.9.png")
        let output = StretchRenderer.render(patch.content, plan: plan)

        let columns = Self.skiaBoundaries(sources: [0, 2, 4, 7, 12, 14], firstScalable: false, length: width)
        let rows = Self.skiaBoundaries(sources: [0, 3, 5, 9], firstScalable: false, length: height)
        for y in 0..<height {
            let (sy, rowPatch) = Self.sample(y, boundaries: rows, sources: [0, 3, 5, 9])
            for x in 0..<width {
                let (sx, columnPatch) = Self.sample(x, boundaries: columns, sources: [0, 2, 4, 7, 12, 14])
                let pixel = output[x, y]
                #expect(pixel.red == UInt8(10 + (rowPatch * 5 + columnPatch) * 10), "(\(x), \(y))")
                #expect(abs(Double(pixel.blue) - sx * 7) <= 1, "(\(x), \(y)) blue \(pixel.blue) vs \(sx * 7)")
                #expect(abs(Double(pixel.green) - sy * 5) <= 1, "(\(x), \(y))")
            }
        }
    }

    /// Skia's `set_points`: fixed patches keep their length, scalable ones share the rest
    /// in proportion; boundaries rounded half up to whole pixels.
    private static func skiaBoundaries(sources: [Int], firstScalable: Bool, length: Int) -> [Int] {
        var fixed = 0, scalable = 0
        for index in 0..<(sources.count - 1) {
            let size = sources[index + 1] - sources[index]
            if (index % 2 == 0) == firstScalable { scalable += size } else { fixed += size }
        }
        let scale = Double(length - fixed) / Double(scalable)
        var boundaries = [0], position = 0.0
        for index in 0..<(sources.count - 1) {
            let size = Double(sources[index + 1] - sources[index])
            position += (index % 2 == 0) == firstScalable ? size * scale : size
            boundaries.append(Int((position + 0.5).rounded(.down)))
        }
        return boundaries
    }

    /// The source coordinate and patch index for destination pixel `p`.
    private static func sample(_ p: Int, boundaries: [Int], sources: [Int]) -> (Double, Int) {
        let patch = (0..<(boundaries.count - 1)).first { boundaries[$0] <= p && p < boundaries[$0 + 1] }!
        let start = sources[patch], source = sources[patch + 1] - start
        let destination = boundaries[patch + 1] - boundaries[patch]
        return (StretchFixtures.sourcePosition(p - boundaries[patch], start: start, source: source, destination: destination), patch)
    }
}
