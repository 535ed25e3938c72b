import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

struct InfoCommandTests {
    @Test func printsAnAlignedLinePerImage() throws {
        let workspace = TemporaryFolder()
        workspace.png("icons/disc@2x.png", Masks.disc(size: 60, radius: 29, color: .black))
        workspace.png("icons/odd@2x.png", Bitmap(width: 61, height: 3, filledWith: RGBA8(1, 2, 3)))
        let result = try CommandRunner.run(["info", "icons"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("icons/disc@2x.png  60x60 px  @2x  30x30 pt     gray-alpha 8-bit  alpha,mask  sha256:"))
        #expect(lines[1].hasPrefix("icons/odd@2x.png   61x3 px   @2x  30.5x1.5 pt  rgb 8-bit         opaque      sha256:"))
    }

    /// An SVG or PDF is described as the batch commands read it: its points and what each scale draws.
    @Test func describesADrawingByItsPointsAndTheScalesItDraws() throws {
        let workspace = TemporaryFolder()
        _ = workspace.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="12"><rect x="2" y="2" width="8" height="8"/></svg>"#.utf8),
                            to: "vectors/chat.svg")
        workspace.png("vectors/disc@2x.png", Masks.disc(size: 60, radius: 29, color: .black))
        let result = try CommandRunner.run(["info", "vectors"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("vectors/chat.svg     16x12, 32x24, 48x36 px  @1,2,3x  16x12 pt  SVG drawing       alpha,mask  sha256:"), "\(lines[0])")
        #expect(lines[1].hasPrefix("vectors/disc@2x.png  60x60 px                @2x      30x30 pt  gray-alpha 8-bit  alpha,mask  sha256:"), "\(lines[1])")
        let json = try CommandRunner.run(["info", "vectors/chat.svg", "--json"], in: workspace.url)
        let image = try #require(((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["images"] as? [[String: Any]])?.first)
        #expect(image["format"] as? String == "svg" && image["pointWidth"] as? Double == 16 && image["isMask"] as? Bool == true)
        #expect((image["scales"] as? [[String: Int]])?.map { $0["width"]! } == [16, 32, 48])
        // A file that is no drawing is one error naming it.
        _ = workspace.write(Array("<svg".utf8), to: "bad.svg")
        let bad = try CommandRunner.run(["info", "bad.svg"], in: workspace.url)
        #expect(bad.status == 1 && bad.standardError.hasPrefix("barskin: error: bad.svg:1:5: invalid SVG data: "), "\(bad.standardError)")
    }

    @Test func jsonFollowsTheSchema() throws {
        let workspace = TemporaryFolder()
        let disc = Masks.disc(size: 60, radius: 29, color: .black)
        workspace.png("disc@2x.png", disc)
        let result = try CommandRunner.run(["info", "--json", "disc@2x.png"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
        {
          "schemaVersion": 1,
          "images": [
            {
              "path": "disc@2x.png",
              "width": 60,
              "height": 60,
              "scale": 2,
              "pointWidth": 30,
              "pointHeight": 30,
              "colorType": "gray-alpha",
              "bitDepth": 8,
              "interlaced": false,
              "hasAlpha": true,
              "isMask": true,
              "pixelSHA256": "\(PixelDigest.sha256(of: disc))"
            }
          ],
          "failures": []
        }

        """)
    }

    @Test func aBadFileIsReportedAndTheOthersListed() throws {
        let workspace = TemporaryFolder()
        workspace.png("good.png", Bitmap(width: 2, height: 2, filledWith: .white))
        workspace.write(Array("GIF87b, or so".utf8), to: "bad.png")
        let result = try CommandRunner.run(["info", "bad.png", "good.png"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("good.png  2x2 px  @1x  2x2 pt  gray 8-bit  opaque  sha256:"))
        #expect(result.standardError == "barskin: error: bad.png: not a PNG file\nbarskin: 1 of 2 files failed\n")
    }

    /// Art exported in another format and renamed `.png` is named for what it is.
    @Test(arguments: [
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8), "JPEG"),
        (Array("GIF89a".utf8) + [1, 0, 1, 0], "GIF"),
        (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8), "WebP"),
        ([0, 0, 0, 0x18] + Array("ftypheic".utf8), "HEIC"),
        ([0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0], "TIFF"),
        (Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), "SVG"),
    ] as [([UInt8], String)])
    func anotherImageFormatIsNamed(bytes: [UInt8], format: String) throws {
        let workspace = TemporaryFolder()
        workspace.write(bytes, to: "photo.png")
        let result = try CommandRunner.run(["info", "photo.png"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "barskin: error: photo.png: \(format) data, not a PNG; BarSkin reads PNG only, "
            + "so convert it first (sips -s format png on a Mac, magick elsewhere)\nbarskin: 1 of 1 file failed\n")
    }

    @Test func limitsComeFromTheCommandLine() throws {
        let workspace = TemporaryFolder()
        workspace.png("big.png", Bitmap(width: 40, height: 30, filledWith: .white))
        let refused = try CommandRunner.run(["info", "--max-pixels", "1000", "big.png"], in: workspace.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.hasPrefix("barskin: error: big.png: image is 40x30, over the limit of 16384 px a side and 1000 pixels"))
        let accepted = try CommandRunner.run(["info", "--max-pixels", "1200", "big.png"], in: workspace.url)
        #expect(accepted.status == 0)
    }
}
