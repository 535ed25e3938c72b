import Foundation
import Testing
@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport

/// Image sets written by `slice` read back to the same caps, and Contents.json errors.
struct CatalogTests {
    private func variant(_ name: String, width: Int, height: Int) -> SliceVariant {
        let bitmap = StretchFixtures.nineRegions(columns: [width / 2, 1, width - width / 2 - 1], rows: [height / 2, 1, height - height / 2 - 1])
        return SliceVariant(path: "/in/" + name, fileName: AssetFileName(parsing: name), bitmap: bitmap, bytes: try! PNGEncoder().encode(bitmap))
    }

    private var variants: [SliceVariant] {
        [variant("Sel.png", width: 10, height: 40), variant("Sel@2x.png", width: 20, height: 80), variant("Sel@3x.png", width: 31, height: 120)]
    }

    @Test(arguments: [
        CapSpecification.legacy(leftCap: 4, topCap: 0),
        .legacy(leftCap: 4, topCap: 10),
        .legacy(leftCap: 0, topCap: 0),
        .insets(CapInsets(top: 0, left: 4, bottom: 0, right: 5), .stretch),
        .insets(CapInsets(top: 3, left: 0, bottom: 2, right: 0), .tile),
        .insets(CapInsets(top: 3, left: 2, bottom: 2, right: 1), .tile),
    ])
    func writtenCatalogReadsBackToTheSameCaps(caps: CapSpecification) throws {
        let folder = TemporaryFolder()
        let catalog = folder.path + "/Assets.xcassets"
        _ = try CatalogWriter(catalogPath: catalog).write(name: "Sel", variants: variants, caps: caps, template: false)
        let data = try #require(FileManager.default.contents(atPath: catalog + "/Sel.imageset/Contents.json"))
        let contents = try ImageSetContents(parsing: [UInt8](data), path: "Contents.json")
        #expect(contents.images.map(\.filename) == ["Sel.png", "Sel@2x.png", "Sel@3x.png"])
        #expect(contents.images.map(\.scale) == [1, 2, 3])
        for (image, variant) in zip(contents.images, variants) {
            let resizing = try #require(image.resizing)
            let written = try resizing.lattice(width: variant.width, height: variant.height, scale: image.scale!, filename: image.filename!, path: "Contents.json")
            let expected = try caps.lattice(width: variant.width, height: variant.height, scale: image.scale!, path: variant.path)
            #expect(written == expected, "\(image.filename!)")
            // left + centre + right == pixel width, and likewise vertically, for the axes the mode covers.
            if resizing.mode != .threePartVertical {
                #expect(resizing.capInsets.left + resizing.centerWidth + resizing.capInsets.right == variant.width)
            }
            if resizing.mode != .threePartHorizontal {
                #expect(resizing.capInsets.top + resizing.centerHeight + resizing.capInsets.bottom == variant.height)
            }
            let file = try #require(FileManager.default.contents(atPath: catalog + "/Sel.imageset/" + image.filename!))
            #expect([UInt8](file) == variant.bytes)
        }
    }

    @Test func modeFollowsWhichCapsAreSet() throws {
        let v = variant("Sel@2x.png", width: 20, height: 80)
        #expect(try v.resizing(for: .legacy(leftCap: 4, topCap: 0)).resizing.mode == .threePartHorizontal)
        #expect(try v.resizing(for: .legacy(leftCap: 0, topCap: 4)).resizing.mode == .threePartVertical)
        #expect(try v.resizing(for: .legacy(leftCap: 4, topCap: 4)).resizing.mode == .ninePart)
    }

    @Test func writesXcodesFormatExactly() throws {
        let folder = TemporaryFolder()
        let catalog = folder.path + "/A.xcassets"
        _ = try CatalogWriter(catalogPath: catalog).write(
            name: "Sel", variants: [variant("Sel@2x.png", width: 20, height: 80)], caps: .legacy(leftCap: 4, topCap: 0), template: true)
        let text = String(decoding: FileManager.default.contents(atPath: catalog + "/Sel.imageset/Contents.json")!, as: UTF8.self)
        #expect(text == """
        {
          "images" : [
            {
              "filename" : "Sel@2x.png",
              "idiom" : "universal",
              "resizing" : {
                "cap-insets" : {
                  "left" : 8,
                  "right" : 10
                },
                "center" : {
                  "mode" : "stretch",
                  "width" : 2
                },
                "mode" : "3-part-horizontal"
              },
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "template-rendering-intent" : "template"
          }
        }

        """)
        let root = String(decoding: FileManager.default.contents(atPath: catalog + "/Contents.json")!, as: UTF8.self)
        #expect(root == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func updatingKeepsOtherEntriesAndImageSetsAndRewritesNothingTheSecondTime() throws {
        let folder = TemporaryFolder()
        let catalog = folder.path + "/A.xcassets"
        folder.write(Array(#"{"images":[{"idiom":"ipad","scale":"2x","filename":"Pad.png"},{"idiom":"universal","scale":"1x","filename":"old.png"}],"info":{"author":"me","version":1},"properties":{"preserves-vector-representation":true}}"#.utf8), to: "A.xcassets/Sel.imageset/Contents.json")
        folder.write(Array("{}".utf8), to: "A.xcassets/Other.imageset/Contents.json")
        let writer = CatalogWriter(catalogPath: catalog)
        let first = try writer.write(name: "Sel", variants: variants, caps: .legacy(leftCap: 4, topCap: 0), template: false)
        #expect(first.allSatisfy { $0.status == .written })
        let contents = try ImageSetContents(parsing: [UInt8](FileManager.default.contents(atPath: catalog + "/Sel.imageset/Contents.json")!), path: "c")
        #expect(contents.images.map(\.filename) == ["Pad.png", "Sel.png", "Sel@2x.png", "Sel@3x.png"])
        #expect(contents.document["properties"]?["preserves-vector-representation"] == .bool(true))
        #expect(contents.document["properties"]?["template-rendering-intent"] == .string("original"))
        #expect(String(decoding: FileManager.default.contents(atPath: catalog + "/Other.imageset/Contents.json")!, as: UTF8.self) == "{}")
        let second = try writer.write(name: "Sel", variants: variants, caps: .legacy(leftCap: 4, topCap: 0), template: false)
        #expect(second.allSatisfy { $0.status == .unchanged })
    }

    @Test func malformedContentsJSONNamesTheProblemAndPlace() {
        let bytes = Array("{\n  \"images\" : [\n    { \"idiom\" : }\n  ]\n}\n".utf8)
        #expect(throws: ImageSetError.self) { try ImageSetContents(parsing: bytes, path: "S.imageset/Contents.json") }
        do {
            _ = try ImageSetContents(parsing: bytes, path: "S.imageset/Contents.json")
        } catch let error as ImageSetError {
            #expect(error.description == "S.imageset/Contents.json:3:17: malformed JSON: invalid value")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func unknownModesAreErrors() {
        let bytes = Array(#"{"images":[{"filename":"a.png","scale":"1x","resizing":{"mode":"4-part","center":{"mode":"tile"}}}]}"#.utf8)
        #expect(throws: ImageSetProblem.unknownMode(key: "resizing mode", value: "4-part").located(at: "c.json")) {
            try ImageSetContents(parsing: bytes, path: "c.json")
        }
        #expect(ImageSetProblem.unknownMode(key: "resizing mode", value: "4-part").located(at: "c.json").description
            == "c.json: unknown resizing mode '4-part' (expected 9-part, 3-part-horizontal or 3-part-vertical)")
        let center = Array(#"{"images":[{"filename":"a.png","resizing":{"mode":"9-part","center":{"mode":"repeat"}}}]}"#.utf8)
        #expect(throws: ImageSetProblem.unknownMode(key: "center mode", value: "repeat").located(at: "c.json")) {
            try ImageSetContents(parsing: center, path: "c.json")
        }
    }

    @Test func resizingThatDoesNotFitTheFileIsAnError() throws {
        let resizing = ImageSetResizing(mode: .threePartHorizontal, centerMode: .tile, centerWidth: 4, centerHeight: -1,
                                        capInsets: PixelInsets(top: 0, left: 4, bottom: 0, right: 5))
        #expect(throws: ImageSetProblem.resizingDoesNotFit(filename: "a.png", axis: .horizontal, caps: 9, center: 4, imageLength: 12).located(at: "c")) {
            try resizing.lattice(width: 12, height: 4, scale: 1, filename: "a.png", path: "c")
        }
        // A centre narrower than the gap between the caps leaves the gap out, as Xcode does.
        let lattice = try resizing.lattice(width: 20, height: 4, scale: 1, filename: "a.png", path: "c")
        #expect(lattice.horizontal.patches.map { [$0.start, $0.end] } == [[0, 4], [4, 8], [15, 20]])
    }
}

