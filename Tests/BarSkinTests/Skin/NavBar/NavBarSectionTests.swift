@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// The `nav-bar:` and `cells:` sections: names from titles, the files they
/// plan, their pixels (exactly the core operations' drawing) and their caps.
@Suite struct NavBarSectionTests {
    static let skin = """
    version: 1
    output: Out
    nav-bar:
      tint: "#778CA8"
      back-buttons: [Back, {title: My Settings, name: BackSettings}]
      bar-buttons: [Done]
      scales: [2]
    cells:
      corner-radius: 8
      scales: [1]

    """

    @Test func titlesNameTheButtonsByOneRule() throws {
        #expect(SkinButton.name(of: .back, title: "Back") == "BackButtonBack")
        #expect(SkinButton.name(of: .bar, title: "my settings…") == "BarButtonMySettings")
        #expect(SkinButton.name(of: .bar, title: "Mes réglages") == "BarButtonMesRéglages")
        #expect(SkinButton.name(of: .back, title: "…") == nil)
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: TemporaryFolder())
        let bar = try #require(spec.items(of: SkinNavBar.self).first)
        #expect(bar.arts.map(\.name) == ["NavigationBarBackground", "BackButtonBack", "BackButtonBack-highlighted", "BackSettings",
                                         "BackSettings-highlighted", "BarButtonDone", "BarButtonDone-highlighted"])
        #expect(bar.buttons.map(\.title) == ["Back", "My Settings", "Done"])
    }

    @Test func everyImageIsItsOperationsDrawing() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec(Self.skin, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(folder.listing("Out") == [
            ".App.skin.barskin.index", ".App.skin.barskin.json", "BackButtonBack-highlighted@2x.png", "BackButtonBack@2x.png", "BackSettings-highlighted@2x.png", "BackSettings@2x.png",
            "BarButtonDone-highlighted@2x.png", "BarButtonDone@2x.png", "NavigationBarBackground@2x.png", "bottomRow.png",
            "bottomRowSelected.png", "middleRow.png", "middleRowSelected.png", "topAndBottomRow.png", "topAndBottomRowSelected.png",
            "topRow.png", "topRowSelected.png",
        ])
        let look = try ButtonLook()
        let back = try ButtonArt(.back, title: "Back", look: look).render([], scale: 2).images
        // Tolerance 0: the build writes the operation's own drawing losslessly.
        #expect(try PNGDecoder().decode(fileAt: folder.path + "/Out/BackButtonBack@2x.png").bitmap == back[0])
        #expect(try PNGDecoder().decode(fileAt: folder.path + "/Out/BackButtonBack-highlighted@2x.png").bitmap == back[1])
        let cells = try #require(spec.items(of: SkinCells.self).first)
        #expect(cells.look.cornerRadius == 8)
        for cell in cells.pieces {
            #expect(try PNGDecoder().decode(fileAt: folder.path + "/Out/\(cell.artName).png").bitmap == (try cell.draw(scale: 1)))
        }
    }

    @Test func inACatalogButtonsAndRowsCarryTheirCaps() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\ncatalog: A.xcassets\nnav-bar:\n  stretchable: true\n  scales: [2]\ncells: {scales: [2]}\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.isEmpty, "\(report.failures)")
        func resizing(_ name: String) throws -> ImageSetResizing? {
            let path = folder.path + "/A.xcassets/\(name).imageset/Contents.json"
            return try ImageSetContents(parsing: [UInt8](try #require(FileManager.default.contents(atPath: path))), path: path).images.first?.resizing
        }
        // The back button stretches between its 15-point arrow cap and 6-point right cap: 30 and 12 px at @2x.
        let back = try #require(try resizing("BackButton"))
        #expect(back.capInsets.left == 30 && back.capInsets.right == 12 && back.centerMode == .stretch)
        #expect(try #require(try resizing("BarButton-highlighted")).capInsets.left == 12)
        let top = try #require(try resizing("topRow"))
        #expect(top.mode == .ninePart && top.capInsets.top == top.capInsets.left)
    }

    @Test(arguments: [
        ("version: 1\noutput: o\nnav-bar:\n  back-buttons: [\"  \"]\n", "App.skin.yml:4:18: the button title '  ' is only whitespace"),
        ("version: 1\noutput: o\nnav-bar:\n  bar-buttons: [\"\"]\n", "App.skin.yml:4:17: the button title is empty"),
        ("version: 1\noutput: o\nnav-bar:\n  bar-buttons: [\"…\"]\n",
         "App.skin.yml:4:17: the title '…' has no letter or digit to name the image after; give it a 'name'"),
        ("version: 1\noutput: o\nnav-bar:\n  tint: blue\n", "App.skin.yml:4:9: invalid colour 'blue' for 'tint': expected #RGB, #RRGGBB or #RRGGBBAA"),
        ("version: 1\noutput: o\nnav-bar:\n  back-buttons: [Back, Back]\n", "App.skin.yml:4:24: the name 'BackButtonBack' is already used on line 4"),
        ("version: 1\noutput: o\nnav-bar:\n  bar-buttons: [{name: X}]\n", "App.skin.yml:4:17: a button has no 'title'"),
        ("version: 1\noutput: o\ncells:\n  corner-radius: 30\n", "App.skin.yml:4:18: corner radius must be from 0 to 21 points on a 44-point row, not 30"),
        ("version: 1\noutput: o\ncells:\n  selected: blue\n",
         "App.skin.yml:4:3: unknown key 'selected' in cells; expected one of: row-height, corner-radius, color, border-color, separator-color, "
            + "selected-color, scales, dark, high-contrast, dark-high-contrast"),
        ("version: 1\ncells: {}\n", "App.skin.yml:2:8: the cells are written as PNGs or image sets, but the skin has no 'output' or 'catalog' folder to write to"),
    ])
    func mistakesAreLocated(text: String, message: String) {
        do {
            _ = try SkinSpec(parsing: Array(text.utf8), path: "App.skin.yml")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aFontThatIsNotInstalledIsAnErrorAtItsKey() throws {
        let folder = TemporaryFolder()
        let spec = try SkinBuildPlanTests.spec("version: 1\noutput: O\nnav-bar:\n  font: No Such Face\n  bar-buttons: [Done]\n", in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map(\.description) == [
            folder.path + "/App.skin.yml:4:9: font 'No Such Face' not found; install it or name an installed family (fc-list lists them)",
        ])
        #expect(folder.listing("O").isEmpty)
    }
}
