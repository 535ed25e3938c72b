@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A string built from data, `"icon-\(rawValue)"`, may name an image though no image call takes
/// it where it is written (Home Assistant's alternate icon previews): the images it fits are
/// `possibly-used`, never `unused`. A log line's template is prose, and names nothing.
struct TemplateStringEvidenceTests {
    @Test func aTemplatesFixedStartOrEndMakesTheImagesItFitsPossiblyUsed() {
        let project = TraceScratchProject()
        for name in ["icon-red", "icon-blue", "chat-selected", "chat-normal", "iconic", "loading icon x", "spare", "question.circle"] {
            project.imageSet("Assets.xcassets/" + name)
        }
        project.text("AppIcon.swift", """
            enum AppIcon: String {
                case red, blue
                var preview: String { "icon-\\(rawValue)" }
            }
            func selected(_ base: String) -> String { "\\(base)-selected" }
            func log(_ x: Int) { print("loading icon \\(x)") }
            func tiny(_ x: Int) -> String { "-\\(x)" }
            let symbol = UIImage(systemName: "\\(count).circle")

            """)
        let report = DeclaredNameTests.trace(project)
        let possibly = report.findings.filter { $0.kind == .possiblyUsed }.map { "\($0.name): \($0.message)" }
        #expect(possibly == [
            "chat-selected: image set 'chat-selected' is loaded by no call, but the string \"*-selected\" at AppIcon.swift:5:43 may name it",
            "icon-blue: image set 'icon-blue' is loaded by no call, but the string \"icon-*\" at AppIcon.swift:3:27 may name it",
            "icon-red: image set 'icon-red' is loaded by no call, but the string \"icon-*\" at AppIcon.swift:3:27 may name it",
        ])
        // An SF Symbol's name is the system's: `*.circle` names no image of the bundle.
        #expect(DeclaredNameTests.unused(report).sorted() == ["chat-normal", "iconic", "loading icon x", "question.circle", "spare"])
    }

    /// A string an SF Symbol API takes is the symbol's name, even where the project wraps the API
    /// (ownCloud's `OCSymbol.icon(forSymbolName: "xmark")`, SwiftUI's `Label(_:systemImage:)`):
    /// the same-named image of the catalog gets no evidence from it.
    @Test func aSymbolsNameIsNoEvidenceForAnImageOfThatName() {
        let project = TraceScratchProject()
        for name in ["xmark", "person", "gear", "recents"] { project.imageSet("Assets.xcassets/" + name) }
        project.text("Search.swift", """
            let cancel = UIBarButtonItem(image: OCSymbol.icon(forSymbolName: "xmark"), style: .done, target: nil, action: nil)
            let me = Label("Me", systemImage: "person")
            let settings = Button("Settings", systemImage: "gear") {}
            let title = "recents"

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.unused(report).sorted() == ["gear", "person", "xmark"])
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["recents"])
    }

    /// Trio: `Color("carbs")` names the colour set `carbs`, no image of that name; a font's name is a font's.
    @Test func aColoursOrAFontsNameIsNoEvidenceForAnImageOfThatName() {
        let project = TraceScratchProject()
        for name in ["carbs", "insulin", "Avenir", "bolus"] { project.imageSet("Assets.xcassets/" + name) }
        project.text("Colors.swift", """
            extension Color {
                static let carbs = Color("carbs")
                static let insulin = Color(UIColor(named: "insulin")!)
            }
            let title = UIFont(name: "Avenir", size: 17)
            let key = "bolus"

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.unused(report).sorted() == ["Avenir", "carbs", "insulin"])
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["bolus"])
    }
}
