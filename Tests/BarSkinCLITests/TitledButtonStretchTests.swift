import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A titled button is drawn as wide as its title, so the middle a stretch would repeat
/// is the title: its image set has no `resizing`, and `stretch` refuses it saying why.
struct TitledButtonStretchTests {
    @Test func aTitledButtonsImageSetHasNoResizingAndTheUntitledOneKeepsItsCaps() throws {
        let folder = try TraceBuildOutputTests.builtSample()
        let catalog = folder.path + "/Build/Skin/Sample.xcassets/"
        for set in ["BackButtonBack", "BackButtonBack-highlighted", "BarButtonDone", "BarButtonEdit"] {
            let json = String(decoding: try #require(FileManager.default.contents(atPath: catalog + set + ".imageset/Contents.json")), as: UTF8.self)
            #expect(!json.contains("resizing"), "\(set)")
        }
        let untitled = String(decoding: try #require(FileManager.default.contents(atPath: catalog + "BackButton.imageset/Contents.json")), as: UTF8.self)
        #expect(untitled.contains("\"left\" : 15") && untitled.contains("\"right\" : 6"))
        // The untitled art stretched to 140 pt by its own caps: the stretched middle is one
        // column repeated (no title pixels in it), within 1 level for resampling.
        let result = try CommandRunner.run(["stretch", "Build/Skin/Sample.xcassets/BackButton.imageset", "--size", "140x30", "-o", "Wide"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let wide = try PNGDecoder().decode(fileAt: folder.path + "/Wide/BackButton@2x.png").bitmap
        #expect(wide.width == 280)
        for y in 0..<wide.height {
            let reference = wide[40, y]
            for x in 40..<(wide.width - 20) {
                let pixel = wide[x, y]
                #expect(abs(Int(pixel.red) - Int(reference.red)) <= 1 && abs(Int(pixel.alpha) - Int(reference.alpha)) <= 1, "(\(x), \(y))")
            }
        }
    }

    @Test func stretchRefusesATitledButtonItDrew() throws {
        let folder = try TraceBuildOutputTests.builtSample()
        let loose = try CommandRunner.run(["back-button", "--title", "Back", "-o", "Nav"], in: folder.url)
        #expect(loose.status == 0)
        let expected = "is the back-button titled 'Back' that barskin drew as wide as its title, which fills its stretchable middle: "
            + "stretched, the title would smear; stretch the untitled art (back-button without --title) and set the title at run time, "
            + "or draw the title at the width you need\n"
        for (image, caps) in [("Nav/BackButtonBack@2x.png", ["--insets", "0,15,0,6"]), ("Build/Skin/Sample.xcassets/BackButtonBack.imageset", [])] {
            let result = try CommandRunner.run(["stretch", image, "--size", "140x30", "-o", "Out"] + caps, in: folder.url)
            #expect(result.status == 1)
            #expect(result.standardError == "barskin: error: \(image): " + expected)
            #expect(!folder.exists("Out"))
        }
        // Once the user has changed the file it is theirs: stretched as asked.
        folder.png("Nav/BackButtonBack@2x.png", Masks.disc(size: 60, radius: 20))
        #expect(try CommandRunner.run(["stretch", "Nav/BackButtonBack@2x.png", "--size", "140x30", "--insets", "0,15,0,6", "-o", "Out"], in: folder.url).status == 0)
    }
}
