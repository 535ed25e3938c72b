@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Ello: SVGKit's `SVGKImage(named:)` reads a loose SVG of the bundle by its file name (`.svg` added where the name has
/// none); winston: `UIImage(named: "iconStandard")` names the app icon set actool compiles under that name.
struct OtherLoaderTests {
    /// Three loose SVGs, `logo`, `mark` and `spare`, and `source` at `file`.
    static func svgProject(_ file: String, _ source: String) -> TraceScratchProject {
        let project = TraceScratchProject()
        for name in ["logo", "mark", "spare"] {
            project.text("SVGs/\(name).svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(name.count)\" height=\"4\"/>\n")
        }
        project.text(file, source)
        return project
    }

    @Test func svgKitLoadsLooseSVGsByFileName() {
        let project = Self.svgProject("Logo.swift", "let logo = SVGKImage(named: \"logo.svg\")\nlet mark = SVGKImage(named: \"mark\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["Logo.swift:1:29 SVGKImage(named:) logo.svg", "Logo.swift:2:29 SVGKImage(named:) mark.svg"])
        #expect(DeclaredNameTests.unused(report) == ["spare.svg"])
    }

    /// Objective-C's spelling, `[SVGKImage imageNamed:@"mark"]`, is SVGKit's too (not UIKit's: `mark` was missing).
    @Test func svgKitsObjectiveCLoadIsAnSVGFile() {
        let project = Self.svgProject("Logo.m", "void f(void) {\n    id a = [SVGKImage imageNamed:@\"logo.svg\"];\n    id b = [SVGKImage imageNamed:@\"mark\"];\n}\n")
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "Logo.m:2:34 SVGKImage imageNamed logo.svg", "Logo.m:3:34 SVGKImage imageNamed mark.svg",
        ])
        #expect(DeclaredNameTests.unused(report) == ["spare.svg"])
        #expect(!report.findings.contains { $0.kind == .missing })
    }

    @Test func codeNamingAnAppIconSetGetsTheIcon() {
        let project = TraceScratchProject()
        project.text("Assets.xcassets/iconStandard.appiconset/Contents.json", """
            {
              "images" : [
                {
                  "idiom" : "universal",
                  "platform" : "ios",
                  "size" : "1024x1024"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """)
        project.text("Icons.swift", "let preview = UIImage(named: \"iconStandard\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .missing }.isEmpty)
    }

    /// winston's Safari web extension: its popup page and bundled script name their images by file name, which
    /// makes them possibly used; a page's words (`logo`) name nothing.
    @Test func webContentNamesImagesByFileName() {
        let project = TraceScratchProject()
        project.looseImage("Web/images/side.3141c099")
        project.looseImage("Web/logo")
        project.looseImage("Web/spare")
        project.text("Web/popup.html", "<html><body><img src=\"images/side.3141c099@2x.png\"><p>Our logo</p></body></html>\n")
        project.text("Web/popup.js", "const icon=new URL(\"spare.png\",import.meta.url);\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map { "\($0.name): \($0.message)" } == [
            "side.3141c099: image 'side.3141c099' is loaded by no call, but the string \"side.3141c099@2x.png\" at Web/popup.html:1:30 may name it",
            "spare: image 'spare' is loaded by no call, but the string \"spare.png\" at Web/popup.js:1:21 may name it",
        ])
        #expect(DeclaredNameTests.unused(report) == ["logo"])
    }

    /// isowords' site: a `browserconfig.xml` beside the page names its tiles by file name (`src="/ms-icon-70x70.png"`);
    /// an XML file's words name nothing.
    @Test func anXMLFileNamesImagesByFileName() {
        let project = TraceScratchProject()
        project.looseImage("Site/images/ms-icon-70x70")
        project.looseImage("Site/images/tile")
        project.text("Site/images/browserconfig.xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + "<browserconfig><msapplication><tile><square70x70logo src=\"/ms-icon-70x70.png\"/></tile></msapplication></browserconfig>\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map { "\($0.name): \($0.message)" } == [
            "ms-icon-70x70: image 'ms-icon-70x70' is loaded by no call, but the string \"ms-icon-70x70.png\" at Site/images/browserconfig.xml:2:60 may name it",
        ])
        #expect(DeclaredNameTests.unused(report) == ["tile"])
    }
}
