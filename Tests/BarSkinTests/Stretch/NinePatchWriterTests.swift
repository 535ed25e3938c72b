import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore

/// 9-patches written from caps: frame, marks, padding; and Android names.
struct NinePatchWriterTests {
    @Test(arguments: [
        CapSpecification.legacy(leftCap: 4, topCap: 2), .legacy(leftCap: 0, topCap: 3),
        .insets(CapInsets(top: 1, left: 2, bottom: 3, right: 4), .tile), .insets(CapInsets(top: 0, left: 0, bottom: 0, right: 0), .stretch),
    ])
    func writtenNinePatchesPassTheCheckAndReadBackToTheSameLattice(caps: CapSpecification) throws {
        for scale in 1...3 {
            let content = StretchFixtures.nineRegions(columns: [3 * scale, 4 * scale, 3 * scale], rows: [2 * scale, 3 * scale, 3 * scale])
            let lattice = try caps.lattice(width: content.width, height: content.height, scale: scale, path: "x.png")
            for padding in [nil, CapInsets(top: 1, left: 1, bottom: 2, right: 1).pixels(atScale: scale)] {
                let framed = try NinePatchWriter.framed(content, lattice: lattice, padding: padding, path: "x.png")
                #expect(framed.width == content.width + 2 && framed.height == content.height + 2)
                #expect(framed[0, 0] == .clear && framed[framed.width - 1, framed.height - 1] == .clear)
                let read = try NinePatch(framed: framed, path: "x.9.png")
                #expect(read.content == content)
                #expect(read.lattice.horizontal == lattice.horizontal && read.lattice.vertical == lattice.vertical)
                if let padding { #expect(read.padding == padding) }
            }
        }
    }

    /// slice decodes its art straight into the frame: the same pixels as framing the decoded art.
    @Test func framingDecodedBytesGivesTheFramedBitmap() throws {
        let content = StretchFixtures.nineRegions(columns: [3, 4, 3], rows: [2, 3, 3])
        let bytes = try PNGEncoder().encode(content)
        for contentInsets in [nil, CapInsets(top: 1, left: 1, bottom: 2, right: 1)] {
            let operation = NinePatchOperation(caps: .insets(CapInsets(top: 2, left: 3, bottom: 3, right: 3), .stretch), contentInsets: contentInsets)
            let rendered = try operation.render([SourceImage(path: "x.png", bitmap: content)], scale: 1).images[0]
            let decoded = try operation.frame(bytes: bytes, path: "x.png", decoder: PNGDecoder(), scale: 1)
            #expect(decoded.width == content.width + 2 && decoded.height == content.height + 2)
            #expect(decoded == rendered)
        }
        let tooWide = NinePatchOperation(caps: .legacy(leftCap: 1, topCap: 1), contentInsets: CapInsets(top: 0, left: 5, bottom: 0, right: 5))
        #expect(throws: StretchProblem.contentInsetsTooLarge(axis: .horizontal, insets: 10, imageLength: 10).located(at: "x.png")) {
            try tooWide.frame(bytes: bytes, path: "x.png", decoder: PNGDecoder(), scale: 1)
        }
    }

    @Test func contentInsetsMustLeaveContent() {
        let content = Bitmap(width: 4, height: 4, filledWith: .white)
        let lattice = StretchLattice(horizontal: StretchAxis(leading: 1, middle: 2, trailing: 1), vertical: StretchAxis(leading: 1, middle: 2, trailing: 1), mode: .stretch)
        #expect(throws: StretchProblem.contentInsetsTooLarge(axis: .horizontal, insets: 4, imageLength: 4).located(at: "x.png")) {
            try NinePatchWriter.framed(content, lattice: lattice, padding: PixelInsets(top: 0, left: 2, bottom: 0, right: 2), path: "x.png")
        }
    }

    @Test func densityFolders() {
        #expect([1, 2, 3].map(NinePatchWriter.densityFolder(forScale:)) == ["drawable-mdpi", "drawable-xhdpi", "drawable-xxhdpi"])
        #expect(NinePatchWriter.densityFolder(forScale: 5) == nil)
    }

    @Test func resourceNamesAreMadeValidForAndroid() {
        #expect(AndroidResourceName(making: "tab_bar").value == "tab_bar")
        #expect(AndroidResourceName(making: "tab_bar").wasChanged == false)
        #expect(AndroidResourceName(making: "TabBar-Selection").value == "tabbar_selection")
        #expect(AndroidResourceName(making: "TabBar-Selection").wasChanged)
        #expect(AndroidResourceName(making: "2x box").value == "image_2x_box")
        #expect(AndroidResourceName(making: "").value == "image")
    }

    @Test(arguments: [("class", "class_"), ("Switch", "switch_"), ("null", "null_"), ("classic", "classic")])
    func javaKeywordsAreNotResourceNames(name: String, expected: String) {
        let made = AndroidResourceName(making: name)
        #expect(made.value == expected)
        #expect(made.wasChanged == (name != expected))
    }
}
