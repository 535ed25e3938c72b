@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Testing

/// Parameters, presets, identifiers and the errors for bad values.
@Suite struct GlowOperationTests {
    @Test func theShadowPresetIsQuartzsDropShadow() {
        let shadow = GlowOperation.shadow
        #expect(shadow.color == .black && shadow.opacity == 1.0 / 3 && shadow.offset == Point(x: 0, y: 1))
        #expect(shadow.blur == 0 && shadow.spread == 0 && !shadow.inner && !shadow.withShape && !shadow.keepSize)
        #expect(GlowOperation.glow.color == .white && GlowOperation.glow.blur == 4 && GlowOperation.glow.opacity == 1)
    }

    @Test func theIdentifierNamesEveryParameter() throws {
        let base = try GlowOperation()
        #expect(base.identifier
            == "glow/1 color=#FFFFFF blur=4 opacity=1 spread=0 offset=0,0 inner=false withShape=false keepSize=false")
        let variants = try [
            GlowOperation(color: .black), GlowOperation(blur: 5), GlowOperation(opacity: 0.5),
            GlowOperation(spread: 1), GlowOperation(offset: Point(x: 1, y: 0)), GlowOperation(offset: Point(x: 0, y: 1)),
            GlowOperation(inner: true), GlowOperation(withShape: true), GlowOperation(keepSize: true),
        ]
        let identifiers = Set(variants.map(\.identifier) + [base.identifier])
        #expect(identifiers.count == variants.count + 1)
        #expect(GlowOperation.shadow.identifier.contains("opacity=0.3333333333333333 spread=0 offset=0,1"))
    }

    @Test func badValuesAreRefusedWithTheValue() {
        #expect(throws: GlowError.negativeBlur(-2)) { try GlowOperation(blur: -2) }
        #expect(throws: GlowError.negativeSpread(-0.5)) { try GlowOperation(spread: -0.5) }
        #expect(throws: GlowError.opacityOutOfRange(1.5)) { try GlowOperation(opacity: 1.5) }
        #expect(throws: GlowError.notFinite(parameter: .verticalOffset, value: .infinity)) {
            try GlowOperation(offset: Point(x: 0, y: .infinity))
        }
        #expect(GlowError.negativeBlur(-2).message == "blur must be at least 0, not -2")
        #expect(GlowError.opacityOutOfRange(1.5).message == "opacity must be from 0 to 1, not 1.5")
    }

    @Test func aReachTooLargeForAnImageIsRefused() throws {
        // 3000 pt of spread is 9000 px a side at @3x: over 16384 px across.
        do {
            _ = try GlowOperation(spread: 3000)
            Issue.record("a 3000 pt spread was accepted")
        } catch let error as GlowError {
            guard case .reachTooLarge(let margin, 3, 16_384) = error else { Issue.record("\(error)"); return }
            #expect(margin >= 9000)
            #expect(!error.message.contains("--"))
        }
        // Within the side limit, but over the pixel limit for this mask: refused when drawing, naming the file.
        let operation = try GlowOperation(blur: 0, spread: 1000, limits: DecodeLimits(maxSide: 16_384, maxPixels: 1_000_000))
        let input = SourceImage(path: "icon.png", bitmap: GlowMasks.disc(size: 10, radius: 4, scale: 1))
        #expect(throws: Located<GlowError>.self) { try operation.render([input], scale: 1) }
        do {
            _ = try operation.render([input], scale: 1)
        } catch let error as Located<GlowError> {
            #expect(error.path == "icon.png")
            #expect(error.error == .canvasTooLarge(width: 2010, height: 2010, limits: operation.limits))
        }
    }

    @Test func aGlowTakesExactlyOneMask() throws {
        #expect(throws: Located<GlowError>.self) { try GlowOperation().render([], scale: 1) }
        #expect(GlowOperation.glow.outputRoles == ["glow"])
    }
}

/// The glow drawn with its input let go (as batches run it) against the glow
/// drawn from the held bitmap, and a kept size beyond the limits' canvas.
@Suite struct GlowMemoryTests {
    private static let looks: [GlowOperation] = [
        try! GlowOperation(blur: 4), try! GlowOperation(blur: 1, spread: 1.5),
        try! GlowOperation(color: .black, blur: 2, opacity: 0.5, offset: Point(x: 1.5, y: -2.25)),
        try! GlowOperation(blur: 3, offset: Point(x: -3, y: 4), keepSize: true),
        try! GlowOperation(blur: 2, offset: Point(x: 0, y: 1), inner: true),
        try! GlowOperation(blur: 3.3, offset: Point(x: 0.5, y: 0.5), inner: true, keepSize: true),
        .shadow,
    ]

    @Test(arguments: looks)
    func theBatchPathGivesTheSameBytes(_ operation: GlowOperation) throws {
        let mask = GlowMasks.disc(size: 20, radius: 7, scale: 2)
        let held = try operation.draw(mask, scale: 2)
        var streamed: [Bitmap] = []
        let warnings = try operation.renderEach([SourceImage(path: "disc@2x.png", bitmap: mask)], scale: 2) { index, image in
            #expect(index == 0)
            streamed.append(image)
        }
        #expect(warnings.isEmpty)
        #expect(streamed == [held])
        #expect(GlowMeasure.coverage(held) > 10)
    }

    /// With its shape, a batch decodes the mask's pixels again from the file's bytes, a row at a time.
    @Test(arguments: [false, true])
    func theShapeIsReadAgainFromTheFile(inner: Bool) throws {
        var mask = GlowMasks.disc(size: 20, radius: 7, scale: 2)
        for y in 0..<mask.height { for x in 0..<mask.width where mask[x, y].alpha > 0 { mask[x, y] = RGBA8(UInt8(x * 6), 90, UInt8(y * 6), mask[x, y].alpha) } }
        let operation = try GlowOperation(color: .black, blur: 2, offset: Point(x: 1, y: 1), inner: inner, withShape: true)
        let held = try operation.draw(mask, scale: 2)
        let bytes = try PNGEncoder(compression: .best).encode(mask)
        var streamed: [Bitmap] = []
        _ = try operation.renderEach([SourceImage(path: "disc@2x.png", bitmap: mask, encoded: bytes)], scale: 2) { _, image in
            streamed.append(image)
        }
        #expect(streamed == [held])
        // The shape's own colours are there: the centre is the mask's pixel, not the glow's black.
        #expect(held[held.width / 2, held.height / 2].red > 60)
    }

    /// An interlaced file cannot be decoded a row at a time: a small one is held, a
    /// large one is written to a temporary file whose rows come back as they were.
    @Test func anInterlacedShapeIsHeldOrSpilled() throws {
        let mask = GlowMasks.disc(size: 12, radius: 4, scale: 1)
        let bytes = PNGFixture.bytes(width: mask.width, height: mask.height, bitDepth: 8, colorType: 6, interlaced: true,
                                     rows: mask.pixels)
        #expect(try PNGRowReader(bytes: bytes, path: "i.png", decoder: PNGDecoder()) == nil)
        let operation = try GlowOperation(blur: 1, withShape: true)
        var streamed: [Bitmap] = []
        _ = try operation.renderEach([SourceImage(path: "i.png", bitmap: mask, encoded: bytes)], scale: 1) { _, image in
            streamed.append(image)
        }
        #expect(streamed == [try operation.draw(mask, scale: 1)])
        let spilled = try #require(ImageRows(spilling: mask, path: "i.png"))
        for y in 0..<mask.height {
            let row = try spilled.withRow(y) { Array($0) }
            #expect(row[...] == mask.pixels[(y * mask.width * 4)..<((y + 1) * mask.width * 4)])
        }
    }

    @Test func aKeptSizeMayGrowItsCanvasPastTheLimits() throws {
        // A 40x40 mask with a blur's reach on each side needs more than the 2000 pixels the limits allow.
        let mask = GlowMasks.disc(size: 40, radius: 12, scale: 1)
        let tight = DecodeLimits(maxSide: 200, maxPixels: 2000)
        let grown = try GlowOperation(blur: 5, limits: tight)
        let margin = grown.margins(scale: 1).horizontal, side = 40 + 2 * margin
        #expect(side * side > 2000 && side * side <= 4000)
        #expect(throws: GlowError.canvasTooLarge(width: side, height: side, limits: tight)) { try grown.draw(mask, scale: 1) }
        let kept = try GlowOperation(blur: 5, keepSize: true, limits: tight).draw(mask, scale: 1)
        let whole = try GlowOperation(blur: 5).draw(mask, scale: 1)
        #expect(kept.width == 40 && kept.height == 40)
        for (x, y) in [(0, 0), (20, 2), (20, 20), (39, 27)] { #expect(kept[x, y] == whole[x + margin, y + margin]) }
        // Twice the limits is as far as a kept size goes.
        let huge = try GlowOperation(blur: 20, keepSize: true, limits: tight)
        let hugeSide = 40 + 2 * huge.margins(scale: 1).horizontal
        let doubled = DecodeLimits(maxSide: 400, maxPixels: 4000)
        #expect(hugeSide * hugeSide > 4000)
        #expect(throws: GlowError.canvasTooLarge(width: hugeSide, height: hugeSide, limits: doubled)) { try huge.draw(mask, scale: 1) }
    }
}
