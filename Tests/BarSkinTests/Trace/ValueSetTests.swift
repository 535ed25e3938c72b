@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Trace IV, cause 2: a value is the set its assignments, branches, wrappers and string
/// transforms give it, followed across files and through wrappers to any depth.
struct ValueSetTests {
    @Test func aComputedPropertysLocalBranchesAreEveryName() {
        let project = TraceScratchProject()
        for name in ["RemoveDeviceDesktop", "RemoveDeviceMobile", "RemoveDeviceWatch"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Device.swift", """
            struct Device {
                let isDesktop: Bool
                var removeIcon: String {
                    let kind = isDesktop ? "Desktop" : "Mobile"
                    return "RemoveDevice\\(kind)"
                }
            }
            func removeButton(for device: Device) -> UIImage? {
                UIImage(named: device.removeIcon)
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "App/Device.swift:9:20 UIImage(named:) RemoveDeviceDesktop", "App/Device.swift:9:20 UIImage(named:) RemoveDeviceMobile",
        ])
        #expect(DeclaredNameTests.unused(report) == ["RemoveDeviceWatch"])
    }

    /// Trio: `Image(currentStep.iconName)` inside `if currentStep == .nightscout` loads that case's name only, not
    /// `target`, which another case names for an SF Symbol.
    @Test func aComparisonOrASwitchCaseNarrowsAnEnumToItsCases() {
        let project = TraceScratchProject()
        for name in ["owl", "target", "bolt", "drop", "spare"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Onboarding.swift", """
            enum Step {
                case nightscout, glucoseTarget, smb, basal, bolus
                var iconName: String {
                    switch self {
                    case .nightscout: return "owl"
                    case .glucoseTarget: return "target"
                    case .smb: return "bolt"
                    case .basal: return "drop"
                    case .bolus: return "spare"
                    }
                }
            }
            struct Header: View {
                @State private var currentStep: Step = .nightscout
                func advance() { currentStep = .glucoseTarget; currentStep = .smb; currentStep = .basal; currentStep = .bolus }
                var body: some View {
                    if currentStep == .nightscout {
                        Image(currentStep.iconName)
                    } else {
                        Image(systemName: currentStep.iconName)
                    }
                }
                func badge(for step: Step) -> UIImage? {
                    switch step {
                    case .smb, .basal: return UIImage(named: step.iconName)
                    default: return nil
                    }
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "App/Onboarding.swift:18:19 Image owl",
            "App/Onboarding.swift:25:50 UIImage(named:) bolt", "App/Onboarding.swift:25:50 UIImage(named:) drop",
        ])
        // Their strings are still what a reachable case's `iconName` gives (read for an SF Symbol here): evidence, no load.
        #expect(report.findings.filter { $0.kind == .possiblyUsed || $0.kind == .unused }.map { "\($0.kind) \($0.name)" } == [
            "possiblyUsed spare", "possiblyUsed target",
        ])
    }

    /// `||` of comparisons of one name, and `if case`, narrow as `==` does; a comparison with another value's
    /// member (`step == other.step`) names no case and narrows nothing. The compared `.owl` is a case, no
    /// image's symbol, though the function returns an image.
    @Test func eitherOfTwoCasesAndAnIfCaseNarrowToThem() {
        let project = TraceScratchProject()
        for name in ["owl", "bolt", "drop", "spare"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Steps.swift", """
            enum Step {
                case owl, bolt, drop, spare
                var icon: String {
                    switch self {
                    case .owl: return "owl"
                    case .bolt: return "bolt"
                    case .drop: return "drop"
                    case .spare: return "spare"
                    }
                }
            }
            func either(_ step: Step) -> UIImage? {
                if step == .owl || .bolt == step { return UIImage(named: step.icon) }
                return nil
            }
            func matched(_ step: Step) -> UIImage? {
                if case .drop = step { return UIImage(named: step.icon) }
                return nil
            }
            func same(_ step: Step, _ other: Holder) -> UIImage? {
                if step == other.step { return UIImage(named: step.icon) }
                return nil
            }
            let picks = [either(.owl), either(.bolt), matched(.drop), same(.spare, holder)]

            """)
        let report = DeclaredNameTests.trace(project)
        let lines = DeclaredNameTests.references(report)
        #expect(lines.filter { $0.hasPrefix("App/Steps.swift:13:") } == [
            "App/Steps.swift:13:62 UIImage(named:) bolt", "App/Steps.swift:13:62 UIImage(named:) owl",
        ])
        #expect(lines.filter { $0.hasPrefix("App/Steps.swift:17:") } == ["App/Steps.swift:17:50 UIImage(named:) drop"])
        #expect(lines.filter { $0.hasPrefix("App/Steps.swift:21:") }.count == 4)
    }

    @Test func wrappersToAnyDepthWithTheirTransforms() {
        let project = TraceScratchProject()
        for name in ["savedraft_btn", "cancel_btn", "other_btn"] { project.looseImage("Art/" + name) }
        project.text("Buttons.swift", """
            extension UIImage {
                static func button(_ name: String) -> UIImage? {
                    UIImage(named: String(format: "%@_btn", name))
                }
                static func themed(_ title: String) -> UIImage? {
                    button(title.lowercased().replacingOccurrences(of: " ", with: ""))
                }
            }
            func titled(_ title: String) -> UIImage? { UIImage.themed(title.trimmingCharacters(in: .whitespaces)) }
            let save = titled("Save Draft ")
            let cancel = UIImage.themed("Cancel")

            """)
        let report = DeclaredNameTests.trace(project)
        // Each name is the literal a caller two or three wrappers up wrote, transformed on the way down.
        #expect(DeclaredNameTests.references(report) == [
            "Buttons.swift:10:19 titled(_:) savedraft_btn", "Buttons.swift:11:29 themed(_:) cancel_btn",
        ])
        #expect(DeclaredNameTests.unused(report) == ["other_btn"])
    }

    @Test func aLocalAssignedInSwitchBranchesAndAFunctionsReturnedName() {
        let project = TraceScratchProject()
        for name in ["Room1", "Room2", "Hall", "Attic"] { project.looseImage("Art/" + name) }
        project.text("Rooms.swift", """
            func roomImageName(_ floor: Int) -> String {
                switch floor {
                case 1: return "Room1"
                case 2: return "Room2"
                default: return "Hall"
                }
            }
            final class RoomView {
                func show(floor: Int) {
                    let name = roomImageName(floor)
                    imageView.image = UIImage(named: name)
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "Rooms.swift:11:42 UIImage(named:) Hall", "Rooms.swift:11:42 UIImage(named:) Room1", "Rooms.swift:11:42 UIImage(named:) Room2",
        ])
        #expect(DeclaredNameTests.unused(report) == ["Attic"])
    }
}
