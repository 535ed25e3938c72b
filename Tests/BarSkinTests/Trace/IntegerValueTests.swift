@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Whole numbers as value sets: a name built from a range's element or a calendar's day
/// can be only the numbers the range or the calendar gives, so the numbered images past
/// them are unused, not "possibly used" by `Inv*`.
struct IntegerValueTests {
    /// Every finding as `kind name`, sorted.
    static func findings(_ report: TraceReport) -> [String] {
        report.findings.filter { $0.kind == .unused || $0.kind == .possiblyUsed }.map { "\($0.kind) \($0.name)" }.sorted()
    }

    @Test func aForEachOverARangeBoundedByAConstantLoadsOnlyItsNumbers() {
        let project = TraceScratchProject()
        for number in 0...4 { project.imageSet("App/Assets.xcassets/Inv\(number)") }
        project.imageSet("App/Assets.xcassets/Inv01")
        project.text("App/IconChooser.swift", """
            struct IconChooser: View {
                private let iconsCount = 4
                var body: some View {
                    ForEach(0..<iconsCount, id: \\.self) { num in
                        let name = "Inv\\(num)"
                        Image(name)
                    }
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // 0 to 3 may be loaded; 4 is past the range, and an interpolation never writes `01`.
        #expect(Self.findings(report) == [
            "possiblyUsed Inv0", "possiblyUsed Inv1", "possiblyUsed Inv2", "possiblyUsed Inv3", "unused Inv01", "unused Inv4",
        ])
    }

    @Test func aForLoopOverAClosedRangeAndAMappedRange() {
        let project = TraceScratchProject()
        for name in ["star1", "star2", "star3", "star4", "dot0", "dot1", "dot2"] { project.looseImage("Art/" + name) }
        project.text("Rating.swift", """
            func stars() -> [UIImage?] {
                var images: [UIImage?] = []
                for level in 1...3 { images.append(UIImage(named: "star\\(level)")) }
                return images
            }
            let dots = (0..<2).map { UIImage(named: "dot\\($0)") }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(Self.findings(report) == [
            "possiblyUsed dot0", "possiblyUsed dot1", "possiblyUsed star1", "possiblyUsed star2", "possiblyUsed star3",
            "unused dot2", "unused star4",
        ])
    }

    @Test func aDayOfTheMonthFromTheCalendarIsOneTo31() {
        let project = TraceScratchProject()
        for name in ["Fish0", "Fish1", "Fish31", "Fish32", "Ins7", "Ins40"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Today.swift", """
            enum CritterType {
                case fish, bugs
                func imagePrefix() -> String {
                    switch self {
                    case .fish: return "Fish"
                    case .bugs: return "Ins"
                    }
                }
            }
            struct TodayCell: View {
                let type: CritterType
                let currentDate: Date
                var body: some View {
                    Image("\\(type.imagePrefix())\\(dayNumber())")
                }
                private func dayNumber() -> Int {
                    return Calendar.current.dateComponents([.day], from: currentDate).day ?? 0
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // `?? 0` keeps 0 among the names (`Fish0` is loaded by name); 32 and 40 are no day of any month.
        #expect(Self.findings(report) == [
            "possiblyUsed Fish1", "possiblyUsed Fish31", "possiblyUsed Ins7", "unused Fish32", "unused Ins40",
        ])
    }

    @Test func aCounterChangedInPlaceIsNoLongerItsFirstNumber() {
        let project = TraceScratchProject()
        for name in ["frame0", "frame1", "frame2"] { project.looseImage("Art/" + name) }
        project.text("Spinner.swift", """
            final class Spinner {
                var index = 0
                func tick() -> UIImage? {
                    index += 1
                    return UIImage(named: "frame\\(index)")
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // The number it starts at is still one of its values; the others are any.
        #expect(DeclaredNameTests.references(report) == ["Spinner.swift:5:31 UIImage(named:) frame*", "Spinner.swift:5:31 UIImage(named:) frame0"])
        #expect(Self.findings(report) == ["possiblyUsed frame1", "possiblyUsed frame2"])
    }

    @Test func aRangePatternMatchesOnlyTheDecimalsOfItsNumbers() {
        let pattern = NamePattern([.text("Inv"), .unresolved(.integers(0...197)), .text("-small")])
        #expect(pattern.matches("Inv0-small"))
        #expect(pattern.matches("Inv197-small"))
        #expect(!pattern.matches("Inv198-small"))
        #expect(!pattern.matches("Inv07-small"))
        #expect(!pattern.matches("Inv-small"))
        #expect(!pattern.matches("Inv1x-small"))
        #expect(!pattern.matchesEverything)
    }
}
