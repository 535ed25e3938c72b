@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Dynamic names that the project's own declarations resolve: constants in other
/// files, enum raw values, computed properties, wrapper functions and initializers.
struct DeclaredNameTests {
    static func trace(_ project: TraceScratchProject, _ options: TraceOptions = TraceOptions()) -> TraceReport {
        Tracer(options: options).trace([project.path]).relativized(to: project.path + "/")
    }

    /// Each reference as `file:line:col role name`.
    static func references(_ report: TraceReport) -> [String] {
        report.references.map { "\($0.reference.file):\($0.reference.line):\($0.reference.column) \($0.reference.calledAs) \($0.reference.displayName)" }
    }

    static func unused(_ report: TraceReport) -> [String] {
        report.findings.filter { $0.kind == .unused }.map(\.name)
    }

    @Test func aConstantInAnotherFile() {
        let project = TraceScratchProject()
        project.looseImage("Art/Share-24")
        project.looseImage("Art/Close-24")
        project.looseImage("Art/Spare")
        project.text("Constants.swift", """
            enum Constants {
                static let shareIcon = "Share-24"
                enum Icons { static let close = "Close-24" }
            }

            """)
        project.text("Share.swift", """
            final class ShareButton {
                let image = UIImage(named: Constants.shareIcon)
                let close = UIImage(named: Constants.Icons.close)
            }

            """)
        let report = Self.trace(project)
        #expect(Self.references(report) == ["Share.swift:2:32 UIImage(named:) Share-24", "Share.swift:3:32 UIImage(named:) Close-24"])
        #expect(Self.unused(report) == ["Spare"])
        #expect(report.findings.allSatisfy { $0.kind == .unused })
    }

    @Test func enumRawValuesAndComputedProperties() {
        let project = TraceScratchProject()
        for name in ["tab_home", "profile", "icon_a", "icon_b", "icon_gone_not"] { project.looseImage("Art/" + name) }
        project.text("Tab.swift", """
            enum Tab: String, CaseIterable {
                case home = "tab_home"
                case profile

                var iconName: String {
                    switch self {
                    case .home: return "icon_a"
                    case .profile: return "icon_b"
                    }
                }
            }

            """)
        project.text("TabView.swift", """
            func cell(for tab: Tab) {
                let image = UIImage(named: tab.rawValue)
                let icon = UIImage(named: tab.iconName)
                let first = UIImage(named: Tab.home.rawValue)
            }

            """)
        let report = Self.trace(project)
        // A `Tab` of unknown case is one of the cases code names: only `.home` is (a `case` pattern names none).
        #expect(Self.references(report) == [
            "TabView.swift:2:32 UIImage(named:) tab_home", "TabView.swift:3:31 UIImage(named:) icon_a",
            "TabView.swift:4:32 UIImage(named:) tab_home",
        ])
        // No code holds `.profile`: neither `icon_b`, which only its `switch self` case gives, nor `profile` can load.
        #expect(Self.unused(report) == ["icon_b", "icon_gone_not", "profile"])

        // Code that iterates `allCases` reaches every case.
        project.text("Picker.swift", "let tabs = Tab.allCases\n")
        let iterated = Self.trace(project)
        #expect(Self.references(iterated) == [
            "TabView.swift:2:32 UIImage(named:) profile", "TabView.swift:2:32 UIImage(named:) tab_home",
            "TabView.swift:3:31 UIImage(named:) icon_a", "TabView.swift:3:31 UIImage(named:) icon_b",
            "TabView.swift:4:32 UIImage(named:) tab_home",
        ])
        #expect(Self.unused(iterated) == ["icon_gone_not"])
    }

    @Test func aWrapperFunctionIsJudgedByItsCallers() {
        let project = TraceScratchProject()
        for name in ["Menu-24", "Back-24", "Edit", "Lonely"] { project.looseImage("Art/" + name) }
        project.text("Icons.swift", """
            enum Icons {
                static func icon(_ name: String) -> UIImage? {
                    UIImage(named: name)
                }
            }
            final class BarButton {
                init(imageNamed: String) { self.image = UIImage(named: imageNamed) }
                func setIcon(_ imageNamed: String) {}
                let imageNamed: String = ""
            }

            """)
        project.text("Menu.swift", """
            let menu = Icons.icon("Menu-24")
            let back = Icons.icon(flag ? "Back-24" : "Menu-24")
            let edit = BarButton(imageNamed: "Edit")

            """)
        let report = Self.trace(project)
        // The wrappers' own calls load nothing by themselves: their callers say what they load.
        #expect(Self.references(report) == [
            "Menu.swift:1:23 icon(_:) Menu-24", "Menu.swift:2:23 icon(_:) Back-24", "Menu.swift:2:23 icon(_:) Menu-24",
            "Menu.swift:3:34 BarButton(imageNamed:) Edit",
        ])
        #expect(Self.unused(report) == ["Lonely"])
        #expect(!report.findings.contains { $0.kind == .unresolvableDynamic })
    }

    @Test func aViewWhoseStoredNameReachesAnImageIsJudgedByItsInitializers() {
        let project = TraceScratchProject()
        for name in ["star", "heart", "unloved"] { project.looseImage("Art/" + name) }
        project.text("IconLabel.swift", """
            struct IconLabel: View {
                let title: String
                let icon: String
                static let fallback: String = "unloved_not"
                var body: some View { Label { Text(title) } icon: { Image(icon) } }
            }

            """)
        project.text("Screen.swift", "let a = IconLabel(title: \"Star\", icon: \"star\")\nlet b = IconLabel(title: \"Love\", icon: \"heart\")\n")
        let report = Self.trace(project)
        #expect(Self.references(report) == ["Screen.swift:1:40 IconLabel(icon:) star", "Screen.swift:2:40 IconLabel(icon:) heart"])
        #expect(Self.unused(report) == ["unloved"])
    }

    @Test func aWrapperNothingCallsStaysADynamicName() {
        let project = TraceScratchProject()
        project.looseImage("Art/Alone")
        project.text("Loader.swift", "func load(_ name: String) -> UIImage? { UIImage(named: name) }\n")
        let report = Self.trace(project)
        #expect(Self.references(report) == ["Loader.swift:1:56 UIImage(named:) *"])
        #expect(Self.unused(report) == ["Alone"])
    }

    @Test func objectiveCConstantsAndWrappers() {
        let project = TraceScratchProject()
        for name in ["share", "star_big", "unloved"] { project.looseImage("Art/" + name) }
        project.text("Constants.m", "NSString *const kShareIcon = @\"share\";\n")
        project.text("Constants.h", "#define kStarIcon @\"star_big\"\n")
        project.text("Loader.m", """
            - (UIImage *)iconNamed:(NSString *)name {
                return [UIImage imageNamed:name];
            }
            - (void)configure {
                self.share.image = [UIImage imageNamed:kShareIcon];
                self.star.image = [self iconNamed:kStarIcon];
            }

            """)
        let report = Self.trace(project)
        #expect(Self.references(report) == ["Loader.m:5:44 imageNamed share", "Loader.m:6:39 iconNamed: star_big"])
        #expect(Self.unused(report) == ["unloved"])
    }

    @Test func aNameThatCouldBeAnyImageHidesNone() {
        let project = TraceScratchProject()
        for name in ["PushEvent", "ForkEvent", "Stale", "flag_fr"] { project.looseImage("Art/" + name) }
        project.text("Event.m", """
            NSString *const kTypes[] = { @"PushEvent" };
            - (UIImage *)iconFor:(Event *)event {
                return [UIImage imageNamed:[NSString stringWithFormat:@"%@.png", event.type]];
            }

            """)
        project.text("Flags.swift", "let flag = UIImage(named: \"flag_\\(code)\")\n")
        let report = Self.trace(project)
        let kinds = Dictionary(report.findings.map { ($0.name, $0.kind.rawValue) }, uniquingKeysWith: { a, _ in a })
        // A string names PushEvent; the fixed part of flag_* reaches flag_fr; ForkEvent and Stale have nothing.
        #expect(kinds["PushEvent"] == "possibly-used" && kinds["flag_fr"] == "possibly-used")
        #expect(Self.unused(report) == ["ForkEvent", "Stale"])
        let dynamic = report.findings.filter { $0.kind == .unresolvableDynamic }
        #expect(dynamic.map { "\($0.file):\($0.line!):\($0.column!) \($0.message)" } == [
            "Event.m:3:32 dynamic image name '*.png' could be any image: in theory it could load any of the 2 unused images; "
                + "declare names the app builds from data",
        ])
        #expect(report.findings.first { $0.name == "flag_fr" }?.evidence.map(\.location) == ["Flags.swift:1:27"])
    }

    @Test func assumedNamesCountAsUsed() {
        let project = TraceScratchProject()
        for name in ["PushEvent", "ForkEvent", "Stale"] { project.looseImage("Art/" + name) }
        let options = TraceOptions(assumeUsed: [Glob("*Event")])
        let report = Self.trace(project, options)
        #expect(Self.unused(report) == ["Stale"])
        #expect(report.assets.compactMap { asset in report.usedReason(asset).map { "\(asset.name) \($0)" } }
            == ["ForkEvent assumed used (*Event)", "PushEvent assumed used (*Event)"])
        // The same, declared once beside the project.
        project.text(".barskin-trace.yml", "# Event icons come from the server's event types.\nassume-used:\n  - \"*Event\"\n")
        #expect(Self.unused(Self.trace(project)) == ["Stale"])
        project.text(".barskin-trace.yml", "assume-used:\n  - \"*Event\"\nexclude: Pods\n")
        let broken = Self.trace(project)
        #expect(broken.errors.map { "\($0.path):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" }
            == ["\(project.path)/.barskin-trace.yml:3:1 unknown key 'exclude'; the keys are assume-used, loaders"])
        project.text(".barskin-trace.yml", "assume-use:\n  - \"*Event\"\n")
        #expect(Self.trace(project).errors.map(\.message) == ["unknown key 'assume-use'; did you mean 'assume-used'?"])
    }
}
