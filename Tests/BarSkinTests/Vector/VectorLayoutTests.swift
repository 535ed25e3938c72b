import BarSkin
import Testing

/// The size rules: points times scale on whole pixels, fitted drawings centred at whole offsets.
@Suite struct VectorLayoutTests {
    @Test(arguments: [1, 2, 3])
    func aThirtyPointIconIsThirtyPointsAtEveryScale(scale: Int) throws {
        let layout = try #require(VectorLayout(width: 30, height: 30, raster: VectorRaster(scale: scale)))
        #expect([layout.canvasWidth, layout.canvasHeight, layout.drawX, layout.drawY, layout.drawWidth, layout.drawHeight]
                == [30 * scale, 30 * scale, 0, 0, 30 * scale, 30 * scale])
    }

    @Test func fractionalSizesRoundToTheNearestPixel() throws {
        // 22.5 pt: 22.5 px rounds up to 23 at @1x, 45 at @2x, 67.5 up to 68 at @3x; 10.2 pt gives 10, 20, 31.
        let sizes = try [1, 2, 3].map { scale in
            let layout = try #require(VectorLayout(width: 22.5, height: 10.2, raster: VectorRaster(scale: scale)))
            return [layout.canvasWidth, layout.canvasHeight]
        }
        #expect(sizes == [[23, 10], [45, 20], [68, 31]])
    }

    @Test func aFittedDrawingKeepsItsAspectCentredOnWholePixels() throws {
        // 24x20 pt into 40x40: 40x33.33 pt; at @3x 120x100 px, (120 - 100) / 2 = 10 px down.
        let layout = try #require(VectorLayout(width: 24, height: 20, raster: VectorRaster(scale: 3, fit: PointSize(width: 40, height: 40))))
        #expect([layout.canvasWidth, layout.canvasHeight, layout.drawX, layout.drawY, layout.drawWidth, layout.drawHeight]
                == [120, 120, 0, 10, 120, 100])
        // An odd gap floors: 10x10 into 7x4 at @1x is 4x4, 1 px from the left (not 1.5).
        let odd = try #require(VectorLayout(width: 10, height: 10, raster: VectorRaster(scale: 1, fit: PointSize(width: 7, height: 4))))
        #expect([odd.drawX, odd.drawY, odd.drawWidth, odd.drawHeight] == [1, 0, 4, 4])
    }

    @Test func noLayoutForLessThanAPixelOrForSizesThatAreNotFinite() {
        #expect(VectorLayout(width: 0.4, height: 30, raster: VectorRaster(scale: 1)) == nil)
        #expect(VectorLayout(width: .infinity, height: 30, raster: VectorRaster(scale: 1)) == nil)
        #expect(VectorLayout(width: .nan, height: 30, raster: VectorRaster(scale: 1)) == nil)
        #expect(VectorLayout(width: 0.4, height: 30, raster: VectorRaster(scale: 2)) != nil)
    }
}

/// A vector file as a PNG family: the names it stands for, and `--scales`.
@Suite struct VectorFamilyTests {
    @Test func aVectorStandsForEachScaleOfItsPNGFamily() throws {
        let variants = try VectorFamily(scales: [3, 1, 2, 3], fit: PointSize(width: 30, height: 30)).variants(of: "icons/chat~ipad.svg")
        #expect(variants.map(\.fileName.fileName) == ["chat~ipad.png", "chat@2x~ipad.png", "chat@3x~ipad.png"])
        #expect(variants.map(\.raster) == [1, 2, 3].map { VectorRaster(scale: $0, fit: PointSize(width: 30, height: 30)) })
    }

    @Test(arguments: [("chat@2x.svg", "chat.svg"), ("chat@1x.pdf", "chat.pdf"), ("chat@3x~ipad.svg", "chat~ipad.svg")])
    func aScaleInAVectorsNameIsRefused(_ c: (String, String)) {
        #expect(throws: VectorProblem.scaleInName(name: c.1).located(at: "in/" + c.0)) { try VectorFamily.default.variants(of: "in/" + c.0) }
    }

    @Test func scalesParseFromOneToThree() {
        #expect(VectorFamily.scales(parsing: "1,2,3") == [1, 2, 3])
        #expect(VectorFamily.scales(parsing: "3") == [3])
        for bad in ["", "0", "4", "1,,2", "1, 2", "2x", "-1"] { #expect(VectorFamily.scales(parsing: bad) == nil, "\(bad)") }
    }

    @Test func vectorFilesAreToldByTheirExtensionInAnyCase() {
        #expect(VectorFormat(path: "a/b.SVG") == .svg && VectorFormat(path: "b.Pdf") == .pdf)
        #expect(VectorFormat(path: "b.png") == nil && VectorFormat(path: ".svg") == nil && VectorFormat(path: "svg") == nil)
    }
}
