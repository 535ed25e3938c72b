@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Ello: SVGKit's `SVGKImage(named:)` reads a loose SVG of the bundle by its file name (`.svg` added where the name has
/// none); winston: `UIImage(named: "iconStandard")` names the app icon set actool compiles under that name.
struct OtherLoaderTests {
    @Test func svgKitLoadsLooseSVGsByFileName() {
        let project = TraceScratchProject()
        for name in ["logo", "mark", "spare"] {
            project.text("SVGs/\(name).svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(name.count)\" height=\"4\"/>\n")
        }
        project.text("Logo.swift", "let logo = SVGKImage(named: \"logo.svg\")\nlet mark = SVGKImage(named: \"mark\")\n")
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["Logo.swift:1:29 SVGKImage(named:) logo.svg", "Logo.swift:2:29 SVGKImage(named:) mark.svg"])
        #expect(DeclaredNameTests.unused(report) == ["spare.svg"])
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
}
