@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A set of names the code spells out stays a known set however many cases it has; only names built
/// from several independent choices at once become a hole past a few dozen.
struct LargeValueSetTests {
    /// Ello: a 130-case image enum loaded through `svgkImage("\(rawValue)_normal")` was a `*_normal` hole,
    /// so the images beside its names that nothing loads were never called unused.
    @Test func aHundredCaseEnumIsAHundredNamesNotAHole() {
        let project = TraceScratchProject()
        let cases = (0..<100).map { "g\($0)" }
        for name in cases.map({ $0 + "_normal" }) + ["spare_normal", "g5_white"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Glyph.swift", """
            enum Glyph: String, CaseIterable {
                case \(cases.joined(separator: ", "))
                var image: UIImage? { Glyph.load("\\(rawValue)_normal") }
                static func load(_ name: String) -> UIImage? { UIImage(named: name) }
            }
            let every = Glyph.allCases.map(\\.image)

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.unused(report) == ["g5_white", "spare_normal"])
        #expect(report.findings.filter { $0.kind != .unused }.map(\.message) == [])
        #expect(DeclaredNameTests.references(report).count == 100)
    }

    /// Two independent choices of ten names each are a hundred combinations: data, a hole.
    @Test func aHundredCombinationsOfTwoChoicesAreAHole() {
        let project = TraceScratchProject()
        for name in ["a0_b0", "spare"] { project.imageSet("App/Assets.xcassets/" + name) }
        // `i == 0 ? "a0" : i == 1 ? "a1" : … "a9"`: ten names each.
        func chain(_ letter: String, _ variable: String) -> String {
            (0..<9).map { "\(variable) == \($0) ? \"\(letter)\($0)\" : " }.joined() + "\"\(letter)9\""
        }
        project.text("App/Pair.swift", """
            func pair(_ i: Int, _ j: Int) -> UIImage? {
                let first = \(chain("a", "i"))
                let second = \(chain("b", "j"))
                return UIImage(named: "\\(first)_\\(second)")
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report).map { $0.split(separator: " ").last! } == ["*"])
    }

    /// Objective-C: a constant of seventy values (a macro each header defines its own way) kept its first 64
    /// and dropped the rest, whose images were called unused; past the bound it is a hole, never fewer names.
    @Test func anObjectiveCConstantOfSeventyValuesKeepsThemAll() {
        let project = TraceScratchProject()
        for number in 0..<70 {
            project.text("Brand\(number).h", "#define ICON @\"i\(number)\"\n")
            project.looseImage("Art/i\(number)")
        }
        project.looseImage("Art/spare")
        project.text("View.m", "void f(void) { id a = [UIImage imageNamed:ICON]; }\n")
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.unused(report) == ["spare"])
        #expect(report.references.count == 70)
    }
}
