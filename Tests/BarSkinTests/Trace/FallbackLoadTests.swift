@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A load that runs only where another fails names no missing image: tinode's `UIImage(systemName: name) ?? UIImage(named: name)`
/// falls back to the bundle only where the system lacks the symbol, and `UIImage(named: "new") ?? UIImage(named: "old")` tries
/// `new` first; a name only `UIImage(named:)` takes is missing.
struct FallbackLoadTests {
    @Test func aLoadAfterAnSFSymbolOrBeforeAnotherImageIsNoMissingImage() {
        let project = TraceScratchProject()
        project.imageSet("Assets.xcassets/old")
        project.text("Icons.swift", """
            func icon(_ name: String) -> UIImage? {
                (UIImage(systemName: name) ?? UIImage(named: name))?.withRenderingMode(.alwaysTemplate)
            }
            let mic = icon("mic")
            let art = UIImage(named: "new") ?? UIImage(named: "old")
            let gone = UIImage(named: "gone")

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .missing }.map(\.name) == ["gone"])
        #expect(DeclaredNameTests.unused(report).isEmpty)
    }
}
