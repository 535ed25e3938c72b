import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `slice` and `ninepatch check` on hostile or unusual input: each case here
/// was a silent overwrite, lost data or a misleading result before.
struct SliceHostileInputTests {
    @Test func androidNamesThatCollideAreAnErrorNotAnOverwrite() throws {
        let scratch = TemporaryFolder()
        scratch.png("Box.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("box.png", Bitmap(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "Box.png", "box.png", "--insets", "1,1,1,1", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "res/drawable-mdpi/box.9.png: written\n")
        #expect(result.diagnostics == """
        barskin: warning: Box.png: Android resource name 'Box' changed to 'box'
        barskin: error: box.png: output res/drawable-mdpi/box.9.png is also written by Box.png

        """)
        // The file is Box.png's (its gradient), not overwritten by box.png's transparent pixels.
        #expect(try scratch.bitmap("res/drawable-mdpi/box.9.png")[2, 2] == Bitmap.gradient(width: 10, height: 8)[1, 1])
    }

    @Test(arguments: [4, 5])
    func catalogScalesXcodeHasNoSlotForAreRefused(scale: Int) throws {
        let scratch = TemporaryFolder()
        scratch.png("a@\(scale)x.png", Bitmap.gradient(width: 10 * scale, height: 8 * scale))
        let result = try CommandRunner.run(["slice", "a@\(scale)x.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics == "barskin: error: a@\(scale)x.png: asset catalog image sets have slots for 1x, 2x and 3x only; "
            + "Xcode would ignore @\(scale)x as an unassigned child\n")
        #expect(!scratch.exists("A.xcassets"))
    }

    @Test func sliceKeepsWhatAHandEditedContentsJSONSaysAndRerunsWriteNothing() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        scratch.write(Array("""
        {"images":[{"idiom":"universal","scale":"1x","filename":"old.png","compression-type":"lossless"},
          {"idiom":"universal","scale":"2x"}],
         "properties":{"preserves-vector-representation":true},
         "custom":{"big":12345678901234567890,"small":-7,"half":1.5}}
        """.utf8), to: "A.xcassets/b.imageset/Contents.json")
        let arguments = ["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"]
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let written = String(decoding: try #require(scratch.contents("A.xcassets/b.imageset/Contents.json")), as: UTF8.self)
        #expect(written == """
        {
          "custom" : {
            "big" : 1.2345678901234567e+19,
            "half" : 1.5,
            "small" : -7
          },
          "images" : [
            {
              "compression-type" : "lossless",
              "filename" : "b.png",
              "idiom" : "universal",
              "resizing" : {
                "cap-insets" : {
                  "bottom" : 1,
                  "left" : 1,
                  "right" : 1,
                  "top" : 1
                },
                "center" : {
                  "height" : 6,
                  "mode" : "tile",
                  "width" : 8
                },
                "mode" : "9-part"
              },
              "scale" : "1x"
            },
            {
              "idiom" : "universal",
              "scale" : "2x"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true
          }
        }

        """)
        let again = try CommandRunner.run(arguments, in: scratch.url)
        #expect(again.status == 0)
        // Up to date by the manifest, listed in path order.
        #expect(again.standardOutput == "A.xcassets/b.imageset/Contents.json: up-to-date\nA.xcassets/b.imageset/b.png: up-to-date\n")
    }

    @Test func aTemplateSetInXcodeSurvivesAReSliceAndAFlagChangesIt() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        scratch.write(Array(#"{"images":[],"properties":{"template-rendering-intent":"template"}}"#.utf8), to: "A.xcassets/b.imageset/Contents.json")
        let arguments = ["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"]
        func intent() throws -> String? {
            let bytes = try #require(scratch.contents("A.xcassets/b.imageset/Contents.json"))
            let document = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            return (document?["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        }
        #expect(try CommandRunner.run(arguments, in: scratch.url).status == 0)
        #expect(try intent() == "template")
        #expect(try CommandRunner.run(arguments + ["--original"], in: scratch.url).status == 0)
        #expect(try intent() == "original")
        #expect(try CommandRunner.run(arguments + ["--template"], in: scratch.url).status == 0)
        #expect(try intent() == "template")
        // A new set says nothing unless asked.
        #expect(try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "B.xcassets"], in: scratch.url).status == 0)
        #expect(!String(decoding: try #require(scratch.contents("B.xcassets/b.imageset/Contents.json")), as: UTF8.self).contains("template-rendering-intent"))
    }

    @Test func checkingAFolderWithoutNinePatchesIsNotAPass() throws {
        let scratch = TemporaryFolder()
        scratch.png("art/plain.png", Bitmap.gradient(width: 4, height: 4))
        let result = try CommandRunner.run(["ninepatch", "check", "art"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.diagnostics == "barskin: error: art: no .9.png files in this folder\n")
        scratch.write(Array("x".utf8), to: "empty/notes.txt")
        let slice = try CommandRunner.run(["slice", "empty", "--insets", "1,1,1,1", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(slice.status == 1)
        #expect(slice.diagnostics == "barskin: note: empty/notes.txt: skipped, not a PNG, SVG or PDF file\nbarskin: error: empty: no PNG, SVG or PDF files in this folder\n")
        #expect(!scratch.exists("A.xcassets"))
    }

    @Test func sliceRefusesNinePatchesAsArt() throws {
        let scratch = TemporaryFolder()
        var framed = Bitmap(width: 6, height: 5)
        framed[2, 0] = .black
        framed[0, 2] = .black
        scratch.png("bubble.9.png", framed)
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "bubble.9.png", "b.png", "--insets", "1,1,1,1", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "res/drawable-mdpi/b.9.png: written\n")
        #expect(result.diagnostics == "barskin: error: bubble.9.png: already an Android 9-patch; slice takes art without the frame\n")
    }

    @Test func reslicingArtAlreadyInTheSetUpdatesItsCaps() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let first = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(first.status == 0, "\(first.standardError)")
        let art = scratch.contents("A.xcassets/b.imageset/b.png")
        let again = try CommandRunner.run(
            ["slice", "A.xcassets/b.imageset/b.png", "--insets", "2,2,2,2", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput == "A.xcassets/b.imageset/Contents.json: written\nA.xcassets/b.imageset/b.png: unchanged\n")
        #expect(scratch.contents("A.xcassets/b.imageset/b.png") == art)
        let contents = String(decoding: try #require(scratch.contents("A.xcassets/b.imageset/Contents.json")), as: UTF8.self)
        #expect(contents.contains("\"left\" : 2,"))
    }

    @Test func universalAndIPadArtMakeOneNinePatchPerDensity() throws {
        // Android has no iPad idiom: the universal file is the 9-patch, as in build (it used to fail as "already written").
        let scratch = TemporaryFolder()
        scratch.png("v.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("v~ipad.png", Bitmap.gradient(width: 12, height: 8))
        let result = try CommandRunner.run(["slice", "v.png", "v~ipad.png", "--insets", "1,1,1,1", "--ninepatch", "res"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "res/drawable-mdpi/v.9.png: written\n")
        #expect(try scratch.bitmap("res/drawable-mdpi/v.9.png").width == 12)
    }

    @Test func aCatalogOutsideAnXcassetsFolderIsAUsageError() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "Art"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: --catalog must be an .xcassets folder or a folder inside one, not 'Art'\n"))
        #expect(!scratch.exists("Art"))
        let group = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets/Bars/"], in: scratch.url)
        #expect(group.status == 0, "\(group.standardError)")
        #expect(scratch.exists("A.xcassets/Bars/b.imageset/Contents.json"))
    }

    @Test(arguments: [".", "..", ".hidden", "a/b", ""])
    func imageSetNamesMustBeVisibleToXcode(name: String) throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let result = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets", "--name", name], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: --name must be a plain name without '/' or a leading '.', not '\(name)'\n"))
        #expect(!scratch.exists("A.xcassets"))
    }

    @Test func darkAppearanceAndOtherVariantSlotsAreNeitherReplacedNorDropped() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        let dark = #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"b-dark.png","idiom":"universal","scale":"1x"}"#
        let compact = #"{"filename":"b-compact.png","idiom":"universal","scale":"1x","width-class":"compact"}"#
        scratch.write(Array(#"{"images":[\#(dark),\#(compact),{"filename":"b.png","idiom":"universal","scale":"1x"}]}"#.utf8), to: "A.xcassets/b.imageset/Contents.json")
        let result = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let data = try #require(scratch.contents("A.xcassets/b.imageset/Contents.json"))
        let contents = try ImageSetContents(parsing: data, path: "Contents.json")
        #expect(contents.images.map(\.filename) == ["b-dark.png", "b-compact.png", "b.png"])
        #expect(contents.images.map { $0.resizing != nil } == [false, false, true])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"appearances\" : [") && text.contains("\"width-class\" : \"compact\""))
    }

    @Test func artLeftUnlistedInTheSetIsWarnedAbout() throws {
        let scratch = TemporaryFolder()
        scratch.png("b.png", Bitmap.gradient(width: 10, height: 8))
        scratch.png("A.xcassets/b.imageset/old.png", Bitmap.gradient(width: 10, height: 8))
        scratch.write(Array(#"{"images":[{"filename":"old.png","idiom":"universal","scale":"1x"}]}"#.utf8), to: "A.xcassets/b.imageset/Contents.json")
        let result = try CommandRunner.run(["slice", "b.png", "--insets", "1,1,1,1", "--catalog", "A.xcassets"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.diagnostics == "barskin: warning: A.xcassets/b.imageset/old.png: not listed in the image set's Contents.json; "
            + "Xcode will report an unassigned child\n")
        // The user's file stays; deleting it is their call.
        #expect(scratch.exists("A.xcassets/b.imageset/old.png"))
    }
}
