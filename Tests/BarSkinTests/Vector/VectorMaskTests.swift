import BarSkin
import Testing

/// The reader itself: pixels where the drawing is, and each refusal's exact error.
@Suite struct VectorMaskTests {
    let reader = VectorMask()

    func svg(_ body: String, size: String = #"width="4" height="2""#) -> [UInt8] {
        Array(#"<svg xmlns="http://www.w3.org/2000/svg" \#(size)>\#(body)</svg>"#.utf8)
    }

    @Test(arguments: [1, 2, 3])
    func aRectangleOnThePointGridFillsWholePixels(scale: Int) throws {
        // The left half opaque black, the right half clear: no pixel is partly covered.
        let bitmap = try reader.rasterize(svg(#"<rect width="2" height="2"/>"#), path: "r.svg", raster: VectorRaster(scale: scale))
        #expect((bitmap.width, bitmap.height) == (4 * scale, 2 * scale))
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width { #expect(bitmap[x, y] == (x < 2 * scale ? RGBA8(0, 0, 0, 255) : .clear), "(\(x), \(y))") }
        }
    }

    @Test func theViewBoxGivesTheSizeWhenWidthAndHeightDoNot() throws {
        let bitmap = try reader.rasterize(svg(#"<rect width="6" height="3"/>"#, size: #"viewBox="0 0 12 6""#), path: "v.svg",
                                          raster: VectorRaster(scale: 2))
        #expect((bitmap.width, bitmap.height) == (24, 12))
        #expect(bitmap[11, 5].alpha == 255 && bitmap[12, 5].alpha == 0 && bitmap[11, 6].alpha == 0)
    }

    @Test func aFittedDrawingIsCentred() throws {
        let bitmap = try reader.rasterize(svg(#"<rect width="4" height="2"/>"#), path: "f.svg",
                                          raster: VectorRaster(scale: 1, fit: PointSize(width: 8, height: 8)))
        // 4x2 into 8x8 is 8x4, 2 px down.
        #expect((bitmap.width, bitmap.height) == (8, 8))
        #expect((0..<8).map { bitmap[3, $0].alpha } == [0, 0, 255, 255, 255, 255, 0, 0])
    }

    @Test(arguments: [
        (#"<image href="file:///etc/passwd" width="1" height="1"/>"#,
         VectorProblem.externalReference(reference: "file:///etc/passwd").located(at: "h.svg")),
        (#"<image xlink:href = 'https://example.com/a.png'/>"#, VectorProblem.externalReference(reference: "https://example.com/a.png").located(at: "h.svg")),
        (#"<rect fill="url( 'other.svg#g' )"/>"#, VectorProblem.externalReference(reference: "other.svg#g").located(at: "h.svg")),
        (#"<image href="data:image/webp;base64,AAAA"/>"#,
         VectorProblem.embeddedImage(detail: "image/webp data; only image/png, image/jpeg and image/gif are read").located(at: "h.svg")),
        (#"<image href="data:image/png,abc"/>"#, VectorProblem.embeddedImage(detail: "image/png data that is not base64").located(at: "h.svg")),
        (##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##, VectorProblem.referenceBomb(limit: 50_000).located(at: "h.svg")),
    ])
    func hostileReferencesAreRefusedBeforeLibrsvgReadsThem(_ c: (String, VectorError)) {
        #expect(throws: c.1) { try reader.rasterize(svg(c.0), path: "h.svg", raster: VectorRaster(scale: 1)) }
    }

    @Test func referencesInsideTheFileAndSmallEmbeddedImagesAreDrawn() throws {
        // A 1x1 half-transparent green PNG (0, 255, 0, 127), embedded, and a gradient by url(#id).
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
        let body = #"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>"#
            + ##"<rect width="2" height="2" fill="url(#g)"/>"## + #"<image x="2" width="2" height="2" href="data:image/png;base64,\#(png)"/>"#
        let bitmap = try reader.rasterize(svg(body), path: "ok.svg", raster: VectorRaster(scale: 1))
        #expect(bitmap[0, 0].alpha == 255)
        #expect(bitmap[3, 1] == RGBA8(0, 255, 0, 127))
    }

    @Test func aDrawingOverTheLimitsIsRefusedBeforeAnyPixelIsAllocated() {
        #expect(throws: VectorProblem.tooLarge(width: 3e9, height: 3e9, limits: .default).located(at: "big.svg")) {
            try reader.rasterize(svg("<rect/>", size: #"width="1e9" height="1e9""#), path: "big.svg", raster: VectorRaster(scale: 3))
        }
        let small = VectorMask(limits: DecodeLimits(maxSide: 100, maxPixels: 100))
        #expect(throws: VectorProblem.tooLarge(width: 12, height: 12, limits: small.limits).located(at: "s.svg")) {
            try small.rasterize(svg("<rect/>", size: #"width="4" height="4""#), path: "s.svg", raster: VectorRaster(scale: 3))
        }
    }

    @Test func malformedFilesSayWhereLibxml2StoppedAndPDFsWhatPopplerSaid() {
        #expect(throws: VectorProblem.malformed(format: .svg, detail: "couldn't find end of Start Tag svg line 1").located(at: "m.svg", line: 1, column: 57)) {
            try reader.rasterize(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height"#.utf8), path: "m.svg", raster: VectorRaster(scale: 1))
        }
        #expect(throws: VectorProblem.malformed(format: .pdf, detail: "PDF document is damaged").located(at: "m.pdf")) {
            try reader.rasterize(Array("%PDF-1.4\n".utf8), path: "m.pdf", raster: VectorRaster(scale: 1))
        }
        #expect(throws: VectorProblem.noSize(format: .svg).located(at: "n.svg")) {
            try reader.rasterize(svg("<rect/>", size: ""), path: "n.svg", raster: VectorRaster(scale: 1))
        }
    }

    @Test func aDataURLOverItsLimitIsRefusedWithoutReadingItAsText() {
        // The element count read every tag as a String, a 100 MB data: URL too: 15 s before this refusal.
        let base64 = [UInt8](repeating: UInt8(ascii: "A"), count: 17 << 20)
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"><image id="i" width="4" height="2" href="data:image/png;base64,"#.utf8)
            + base64 + Array(#""/></svg>"#.utf8)
        let start = ContinuousClock.now
        #expect(throws: VectorProblem.embeddedImage(detail: "a data: URL of 17825814 bytes, over the limit of 16777216").located(at: "d.svg")) {
            try reader.rasterize(bytes, path: "d.svg", raster: VectorRaster(scale: 1))
        }
        // A second in a release build; a debug build on a busy machine reads bytes far slower.
        #expect(ContinuousClock.now - start < .seconds(90))
    }

    @Test func errorsReadAsOneLocatedLine() {
        let error = VectorProblem.malformed(format: .svg, detail: "premature end").located(at: "in/m.svg", line: 3, column: 7)
        #expect(error.description == "in/m.svg:3:7: invalid SVG data: premature end")
        #expect(VectorProblem.externalReference(reference: "file:///x\ny").located(at: "a.svg").description
                == "a.svg: refers to 'file:///x\\ny' outside the file; vector masks must be self-contained, so it is not loaded")
    }
}
