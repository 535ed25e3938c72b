@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A literal that is a property's value names an image only where code reads the property as a
/// name (Trio): a message key read only as a dictionary key or subscript, a stored constant nothing
/// reads, a switch property read only as an SF Symbol's name give no evidence; the same literal read
/// as a value stays evidence.
struct MemberReadEvidenceTests {
    @Test func aConstantReadOnlyAsAKeyIsNoEvidence() {
        let project = TraceScratchProject()
        for name in ["bolus", "carbs", "settings", "target", "owl", "units"] { project.imageSet("Assets.xcassets/" + name) }
        project.text("Keys.swift", """
            enum WatchMessageKeys {
                static let bolus = "bolus"
                static let carbs = "carbs"
                static let units = "units"
            }
            enum TreatmentKind { case bolus, carbs }
            struct NightscoutSettings: Encodable {
                let report = "settings"
            }
            enum Adjustment {
                case override, tempTarget
                var symbolName: String {
                    switch self {
                    case .override: return "clock.arrow.2.circlepath"
                    case .tempTarget: return "target"
                    }
                }
            }

            """)
        project.text("Watch.swift", """
            struct WatchSession {
                var kind = TreatmentKind.bolus
                func send(_ amount: Double, _ message: [String: Any]) {
                    let request: [String: Any] = [WatchMessageKeys.bolus: amount]
                    if let bolus = message[WatchMessageKeys.bolus] as? Double { print(bolus) }
                    let title = WatchMessageKeys.carbs
                    show(title)
                    let units = 1
                    print(units)
                }
                func row(_ item: Adjustment) -> some View { Image(systemName: item.symbolName) }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // `carbs` is read as a value that may go anywhere; the rest are keys, a constant nothing reads, a symbol's name,
        // and a local of the same name as the `units` key (no read of the key).
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["carbs"])
        #expect(DeclaredNameTests.unused(report).sorted() == ["bolus", "owl", "settings", "target", "units"])
    }

    /// Trio: `calculateTarget(objectID:attribute: "target", context:)` hands `attribute` only to `value(forKey:)`, so
    /// the literal names no image; one a body keeps, or a protocol's requirement with no body, may. What a hash
    /// is made of (`hasher.combine("login")`) names nothing either.
    @Test func aLiteralPassedToAParameterReadOnlyAsAKeyIsNoEvidence() {
        let project = TraceScratchProject()
        for name in ["target", "duration", "chat", "owl", "login"] { project.imageSet("Assets.xcassets/" + name) }
        project.text("Chart.swift", """
            enum ChartHelper {
                static func calculateTarget(attribute: String, in object: NSManagedObject) -> Double? {
                    object.value(forKey: attribute) as? Double
                }
            }
            protocol Store { func fetch(key: String) }
            final class Model {
                var stored = ""
                func remember(_ name: String) { stored = name }
                func draw(store: Store, object: NSManagedObject) {
                    let target = ChartHelper.calculateTarget(attribute: "target", in: object)
                    let duration = ChartHelper.calculateTarget(attribute: "duration", in: object)
                    remember("chat")
                    store.fetch(key: "owl")
                }
                func hash(into hasher: inout Hasher) { hasher.combine("login") }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["chat", "owl"])
        #expect(DeclaredNameTests.unused(report).sorted() == ["duration", "login", "target"])
    }

    /// A static read through a nested type's name (`Watch.Keys.bolus`) or bare inside its type is read.
    @Test func aConstantReadThroughItsTypeOrInsideItIsEvidence() {
        let project = TraceScratchProject()
        for name in ["bolus", "carbs"] { project.imageSet("Assets.xcassets/" + name) }
        project.text("Keys.swift", """
            enum Watch {
                enum Keys {
                    static let bolus = "bolus"
                    static let carbs = "carbs"
                    static var all: [String] { [carbs] }
                }
            }
            let first = Watch.Keys.bolus

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["bolus", "carbs"])
    }
}
