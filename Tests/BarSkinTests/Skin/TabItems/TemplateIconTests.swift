@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// Tab items as template icons (issue 42): a vector mask kept as one, a raster mask's
/// coverage in black at the tab bar's icon size, on the build's one write road.
@Suite struct TemplateIconTests {
    static func skin(_ items: String, extra: String = "") -> String {
        "version: 1\ncatalog: A.xcassets\ncolor-sets: false\ntab-items:\n\(extra)  items:\n\(items)"
    }

    @Test func aRasterMaskIsATemplateSetAtItsScales() throws {
        let folder = TemporaryFolder()
        folder.png("Icons/star@2x.png", Masks.disc(size: 50, radius: 20))
        folder.png("Icons/star@3x.png", Masks.disc(size: 75, radius: 30))
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - mask: Icons/star\n"), in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        #expect(folder.listing("A.xcassets/star-template.imageset") == ["Contents.json", "star-template@2x.png", "star-template@3x.png"])
        #expect(String(decoding: folder.contents("A.xcassets/star-template.imageset/Contents.json") ?? [], as: UTF8.self) == """
        {
          "images" : [
            {
              "filename" : "star-template@2x.png",
              "idiom" : "universal",
              "scale" : "2x"
            },
            {
              "filename" : "star-template@3x.png",
              "idiom" : "universal",
              "scale" : "3x"
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
    }

    /// A 25-point mask is the icon's own size: its alpha is copied exactly (tolerance 0), in black.
    @Test func aRasterTemplateIsTheMasksAlphaInBlack() throws {
        let folder = TemporaryFolder()
        let mask = Masks.disc(size: 50, radius: 20)
        folder.png("Icons/star@2x.png", mask)
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - mask: Icons/star\n"), in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        let icon = try folder.bitmap("A.xcassets/star-template.imageset/star-template@2x.png")
        #expect(icon.width == 50 && icon.height == 50)
        var largest = 0
        for y in 0..<50 {
            for x in 0..<50 {
                largest = max(largest, abs(Int(icon[x, y].alpha) - Int(mask[x, y].alpha)))
                if icon[x, y].alpha > 0 { #expect(icon[x, y].red == 0 && icon[x, y].green == 0 && icon[x, y].blue == 0) }
            }
        }
        #expect(largest == 0)
    }

    /// A 30-point mask is shrunk into the 25-point square: its coverage shrinks by the area's
    /// ratio, within 2 % (cairo's filter averages, it neither gains nor loses ink).
    @Test func aLargerMaskIsShrunkToTheTabBarsIconSize() throws {
        let mask = Masks.disc(size: 60, radius: 24)
        let icon = try TemplateIconOperation().render([SourceImage(path: "star@2x.png", bitmap: mask)], scale: 2).images[0]
        #expect(icon.width == 50 && icon.height == 50)
        let ink = { (bitmap: Bitmap) in stride(from: 3, to: bitmap.pixels.count, by: 4).reduce(0.0) { $0 + Double(bitmap.pixels[$1]) } }
        #expect(abs(ink(icon) / (ink(mask) * 25 / 36) - 1) < 0.02)
    }

    @Test func aVectorMaskIsKeptAsAVectorTemplate() throws {
        let folder = TemporaryFolder()
        folder.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25"><circle cx="12.5" cy="12.5" r="10"/></svg>"#.utf8),
                     to: "Icons/star.svg")
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - mask: Icons/star.svg\n"), in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty)
        #expect(folder.listing("A.xcassets/star-template.imageset") == ["Contents.json", "star-template.svg"])
        #expect(folder.contents("A.xcassets/star-template.imageset/star-template.svg") == folder.contents("Icons/star.svg"))
        #expect(String(decoding: folder.contents("A.xcassets/star-template.imageset/Contents.json") ?? [], as: UTF8.self) == """
        {
          "images" : [
            {
              "filename" : "star-template.svg",
              "idiom" : "universal"
            }
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "preserves-vector-representation" : true,
            "template-rendering-intent" : "template"
          }
        }

        """)
    }

    /// With a `selected-mask`, the pair: the outline mask unselected, the filled one selected,
    /// each its own mask's alpha in black (tolerance 0 at the icon's own size).
    @Test func aSelectedMaskMakesAFilledAndOutlinePair() throws {
        let folder = TemporaryFolder()
        let outline = Masks.make(width: 50, height: 50) { x, y -> UInt8 in
            let inside = (10..<40).contains(x) && (10..<40).contains(y), hole = (14..<36).contains(x) && (14..<36).contains(y)
            return inside && !hole ? 255 : 0
        }
        let filled = Masks.box(width: 50, height: 50, x0: 10, y0: 10, x1: 40, y1: 40)
        folder.png("Icons/star@2x.png", outline)
        folder.png("Icons/star-fill@2x.png", filled)
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - {mask: Icons/star, selected-mask: Icons/star-fill}\n"), in: folder)
        #expect(spec.tabItems[0].arts.map(\.name) == ["star-normal", "star-selected", "star-template", "star-selected-template"])
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        for (set, mask) in [("star-template", outline), ("star-selected-template", filled)] {
            let icon = try folder.bitmap("A.xcassets/\(set).imageset/\(set)@2x.png")
            #expect(icon.width == 50 && icon.height == 50)
            var largest = 0, coloured = 0
            for index in stride(from: 0, to: icon.pixels.count, by: 4) {
                largest = max(largest, abs(Int(icon.pixels[index + 3]) - Int(mask.pixels[index + 3])))
                if icon.pixels[index + 3] > 0 && icon.pixels[index..<index + 3] != [0, 0, 0] { coloured += 1 }
            }
            #expect(largest == 0 && coloured == 0, "\(set)")
        }
        // The tinted art is still drawn from the one mask.
        #expect(folder.listing("A.xcassets/star-selected-template.imageset") == ["Contents.json", "star-selected-template@2x.png"])
    }

    @Test func aVectorPairKeepsEachDrawing() throws {
        let folder = TemporaryFolder()
        let ring = ##"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25"><circle cx="12.5" cy="12.5" r="10" fill="none" stroke="#000" stroke-width="2"/></svg>"##
        let disc = #"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25"><circle cx="12.5" cy="12.5" r="10"/></svg>"#
        folder.write(Array(ring.utf8), to: "Icons/star.svg")
        folder.write(Array(disc.utf8), to: "Icons/star-fill.svg")
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - {mask: Icons/star.svg, selected-mask: Icons/star-fill.svg}\n"), in: folder)
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        #expect(folder.contents("A.xcassets/star-template.imageset/star-template.svg") == Array(ring.utf8))
        #expect(folder.contents("A.xcassets/star-selected-template.imageset/star-selected-template.svg") == Array(disc.utf8))
        #expect(folder.contents("A.xcassets/star-selected-template.imageset/Contents.json")
                == VectorSetWriter.contents(fileName: "star-selected-template.svg"))
    }

    @Test func aSelectedMaskWithoutTemplatesIsAnErrorAtIt() throws {
        let folder = TemporaryFolder()
        let text = Self.skin("    - {mask: Icons/star, selected-mask: Icons/star-fill, template-icons: false}\n")
        let error = try #require(throws: SkinError.self) { try SkinBuildPlanTests.spec(text, in: folder) }
        #expect(error.description.hasSuffix("App.skin.yml:6:41: 'selected-mask' draws the selected template icon, but the item writes none ('template-icons: false')"))
    }

    @Test func templatesCanBeTurnedOffForTheSectionOrOneItem() throws {
        let folder = TemporaryFolder()
        let items = "    - mask: Icons/a\n    - {mask: Icons/b, template-icons: true}\n    - {mask: Icons/c, template-icons: false}\n"
        let shared = try SkinBuildPlanTests.spec(Self.skin(items, extra: "  template-icons: false\n"), in: folder)
        #expect(shared.tabItems.map(\.templateIcon) == [false, true, false])
        let byDefault = try SkinBuildPlanTests.spec(Self.skin(items), in: folder)
        #expect(byDefault.tabItems.map { $0.arts.map(\.name).filter { $0.hasSuffix("-template") } } == [["a-template"], ["b-template"], []])
        #expect(throws: SkinError.self) { try SkinBuildPlanTests.spec("version: 1\noutput: O\ntab-items:\n  template-icons: true\n  items:\n    - mask: a\n", in: folder) }
    }

    @Test func aDryRunListsTheTemplateAndPruneRemovesARenamedItemsSet() throws {
        let folder = TemporaryFolder()
        folder.png("Icons/star@2x.png", Masks.disc(size: 50, radius: 20))
        let spec = try SkinBuildPlanTests.spec(Self.skin("    - mask: Icons/star\n"), in: folder)
        let planned = SkinBuilder().dryRun(SkinBuildPlan(specs: [spec])).outputs.map { PathText.fileName(of: $0.file.path) }
        #expect(planned.contains("star-template@2x.png"))
        #expect(SkinBuilder().run(SkinBuildPlan(specs: [spec])).failures.isEmpty)
        let renamed = try SkinBuildPlanTests.spec(Self.skin("    - {mask: Icons/star, name: sun}\n"), in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [renamed]), prune: true)
        #expect(report.failures.isEmpty)
        #expect(report.pruned.filter { $0.contains("template") }.map(PathText.fileName(of:)).sorted() == ["Contents.json", "star-template@2x.png"])
        #expect(!folder.exists("A.xcassets/star-template.imageset/star-template@2x.png"))
        #expect(folder.exists("A.xcassets/sun-template.imageset/sun-template@2x.png"))
    }
}
