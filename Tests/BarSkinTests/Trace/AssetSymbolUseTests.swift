@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Images used through generated names: Xcode's asset symbols in every position
/// a value takes, Objective-C's constants, SwiftGen's and R.swift's accessors.
struct AssetSymbolUseTests {
    static func project() -> TraceScratchProject {
        let project = TraceScratchProject()
        project.text("App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        for name in ["brandBlob", "device-tablet", "ChatColor32", "lock_color_24", "walker", "VPNWidgetIcon", "AIHelper-24",
                     "home", "Spare", "close", "quote", "checkmark"] {
            project.imageSet("App/Assets.xcassets/" + name)
        }
        project.namespace("App/Assets.xcassets/Icons")
        project.imageSet("App/Assets.xcassets/Icons/Foo.Bar")
        return project
    }

    @Test func aSymbolInFiveValuePositions() {
        let project = Self.project()
        project.text("App/Views.swift", """
            struct Badge: View {
                var body: some View { Image(.brandBlob) }
            }
            struct Device {
                var image: ImageResource { .deviceTablet }
                func chat() -> ImageResource {
                    if flag { return .chatColor32 }
                    return .Icons.fooBar
                }
            }
            let lock = Tile(title: "Lock", imageResource: .lockColor24)
            let builder = Builder<ImageResource>(value: .walker)
            let widget = UIImage(resource: .vpnWidgetIcon)
            let helper = ImageResource.aiHelper24

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "App/Views.swift:2:34 Image(resource) .brandBlob",
            "App/Views.swift:5:33 ImageResource .deviceTablet",
            "App/Views.swift:7:27 ImageResource .chatColor32",
            "App/Views.swift:8:17 ImageResource .Icons.fooBar",
            "App/Views.swift:11:48 ImageResource .lockColor24",
            "App/Views.swift:12:46 ImageResource .walker",
            "App/Views.swift:13:33 UIImage(resource:) .vpnWidgetIcon",
            "App/Views.swift:14:14 ImageResource .aiHelper24",
        ])
        #expect(DeclaredNameTests.unused(report) == ["Spare", "checkmark", "close", "home", "quote"])
    }

    @Test func aBareMemberIsAUseUnlessSomethingElseHasItsName() {
        let project = Self.project()
        project.text("App/Tabs.swift", """
            enum Tab { case home, settings }
            let selected: Tab = .home
            let button = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
            let art = Decoration(.walker)
            let hero = Image(.brandBlob)
            func mark(_ cell: UITableViewCell, _ on: Bool) { cell.accessoryType = (on == true ? .checkmark : .none); cell.badgeIcon = .quote }

            """)
        let report = DeclaredNameTests.trace(project)
        // A cell's accessoryType is no image: its `.checkmark` is no evidence for the set of that name (MiniKeePass).
        // A member whose name may hold an image still may: `badgeIcon`'s `.quote` is the set's symbol.
        #expect(DeclaredNameTests.references(report) == ["App/Tabs.swift:4:23 asset symbol .walker", "App/Tabs.swift:5:19 Image(resource) .brandBlob",
                                                          "App/Tabs.swift:6:124 asset symbol .quote"])
        #expect(report.findings.first { $0.name == "checkmark" }?.kind == .unused)
        let possible = report.findings.filter { $0.kind == .possiblyUsed }
        #expect(possible.map(\.message) == [
            "image set 'close' is loaded by no call, but '.close' at App/Tabs.swift:3:52 may be its asset symbol or an argument of 'UIBarButtonItem(…)'",
        ])
        // `let selected: Tab = .home` says its type: the project's enum `Tab`, whose case it is.
        #expect(report.findings.first { $0.name == "home" }?.kind == .unused)
        #expect(possible.first?.evidence.map { "\($0.kind.rawValue) \($0.text)" } == ["asset-symbol .close"])
        // A project that spells no symbol out likely predates Xcode 15's: a bare member is no evidence (`.bold` is a font's).
        project.text("App/Tabs.swift", "let art = Decoration(.walker)\nswitch node { case .quote(let items): break }\n")
        let older = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(older).isEmpty)
        #expect(older.findings.first { $0.name == "walker" }?.kind == .unused)
        // An enum case matched with its values is no symbol at all.
        #expect(older.findings.first { $0.name == "quote" }?.kind == .unused)
    }

    /// lockwise-ios: `return .unlock` in a `var eventMethod: TelemetryEventMethod` is that enum's case, not
    /// the `unlock` image set's symbol; where the written type is no type of the project's, it may still be.
    @Test func aBareMemberOfADeclaredResultTypeIsThatTypesMember() {
        let project = Self.project()
        project.text("App/Telemetry.swift", """
            enum TelemetryEventMethod: String { case home, close, quote }
            struct Event {
                var method: TelemetryEventMethod {
                    if flag { return .home }
                    return flag ? .close : (.quote)
                }
                var badge: ImageResource { return .walker }
                func other() -> Glyph { return .brandBlob }
            }
            let hero = Image(.checkmark)

            """)
        let report = DeclaredNameTests.trace(project)
        // `Glyph` is no type of the project's: `.brandBlob` may be the set's symbol through an extension of it.
        #expect(DeclaredNameTests.references(report) == ["App/Telemetry.swift:7:40 ImageResource .walker", "App/Telemetry.swift:8:37 asset symbol .brandBlob",
                                                          "App/Telemetry.swift:10:19 Image(resource) .checkmark"])
        for name in ["home", "close", "quote"] { #expect(report.findings.first { $0.name == name }?.kind == .unused, "\(name)") }
    }

    /// Rocket.Chat: `.width` is a layout attribute where `NSLayoutConstraint(…, attribute: .width, …)` takes it or a
    /// constraint's attribute is compared with it, not the `Width` image set's symbol, and no use that a target misses.
    /// A member compared with something whose words say no image (damus: `kind == .text`) is no evidence at all;
    /// one compared with an image (`button.currentImage != .close`) stays evidence.
    @Test func aLabelledArgumentOfAnotherTypeIsOnlyEvidenceAndAComparedMemberIsNone() {
        let project = Self.project()
        project.text("App/Layout.swift", """
            struct Card { init(title: String, badge: ImageResource) {} }
            let width = NSLayoutConstraint(item: view, attribute: .walker, relatedBy: .equal, toItem: nil, attribute: .home, multiplier: 1, constant: 0)
            let wide = constraints.filter { $0.firstAttribute == .quote && $0.secondAttribute != .close }
            let card = Card(title: "x", badge: .brandBlob)
            let hero = Image(.checkmark)
            let paused = button.currentImage != .close

            """)
        let report = DeclaredNameTests.trace(project)
        // `Card` is the project's own type: what its labelled argument takes may be a symbol, as before.
        #expect(DeclaredNameTests.references(report) == ["App/Layout.swift:4:37 asset symbol .brandBlob", "App/Layout.swift:5:19 Image(resource) .checkmark"])
        let possible = report.findings.filter { $0.kind == .possiblyUsed }.map(\.message)
        #expect(possible == [
            "image set 'close' is loaded by no call, but '.close' at App/Layout.swift:6:38 may be its asset symbol or a value the code compares with '!='",
            "image set 'home' is loaded by no call, but '.home' at App/Layout.swift:2:108 may be its asset symbol or an argument of 'NSLayoutConstraint(…)'",
            "image set 'walker' is loaded by no call, but '.walker' at App/Layout.swift:2:56 may be its asset symbol or an argument of 'NSLayoutConstraint(…)'",
        ])
        #expect(report.findings.first { $0.name == "quote" }?.kind == .unused)
    }

    /// damus: a bare member passed to a parameter the project declares is a value of that parameter's type.
    /// `NostrFilter(kinds: [.text, .chat])` and `handle_notify(.login)` are the project's `NostrKind` and
    /// `NotifyHandler` members, no evidence of the `text`, `chat` or `login` sets; `configure(icon: .walker)`
    /// into a `UIImage` parameter is the set's symbol, whatever else declares a `walker`.
    @Test func aBareMemberTakesItsDeclaredParametersType() {
        let project = Self.project()
        for name in ["text", "chat", "login", "zap", "boost"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.text("App/Nostr.swift", """
            enum NostrKind { case text, chat, zap, walker, boost }
            struct NostrFilter { init(kinds: [NostrKind]? = nil, limit: Int? = nil) {} }
            struct NotifyHandler<T> { }
            extension NotifyHandler { static var login: NotifyHandler<Int> { .init() } }
            func handle_notify<T>(_ handler: NotifyHandler<T>) {}
            func configure(icon: UIImage) {}
            let filter = NostrFilter(kinds: [.text, .chat])
            let subscription = handle_notify(.login)
            var kinds: [NostrKind] = [.zap]
            let badge = configure(icon: .walker)
            struct Post { init(content: String, kind: NostrKind = .boost) {} }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report).filter { $0.hasPrefix("App/Nostr.swift") } == ["App/Nostr.swift:10:30 asset symbol .walker"])
        for name in ["text", "chat", "login", "zap", "boost"] { #expect(report.findings.first { $0.name == name }?.kind == .unused, "\(name)") }
    }

    /// Xcode gives a symbol two sets generate to the name that sorts first (issue 40), not to neither.
    @Test func ofTwoSetsWithOneSymbolTheNameThatSortsFirstKeepsIt() {
        let project = Self.project()
        project.imageSet("App/Assets.xcassets/chat-icon")
        project.imageSet("App/Assets.xcassets/chatIcon")
        project.text("App/Chat.swift", "let icon = Image(.chatIcon)\nlet gone = Image(.nothingNamedSo)\n")
        project.text("App/Legacy.m", "UIImage *a = [UIImage imageNamed:ACImageNameVPNWidgetIcon];\nUIImage *b = [UIImage imageNamed:ACImageNameGone];\n")
        let report = DeclaredNameTests.trace(project)
        let lines = report.findings.filter { $0.kind == .missing || $0.kind == .duplicate }.map { "\($0.kind.rawValue) \($0.file) \($0.message)" }
        #expect(lines == [
            "duplicate App/Assets.xcassets/chatIcon.imageset this image set and 'chat-icon' at App/Assets.xcassets/chat-icon.imageset both generate the asset symbol '.chatIcon': Xcode gives it to 'chat-icon', whose name sorts first",
            "missing App/Chat.swift no image set generates the asset symbol '.nothingNamedSo'",
            "missing App/Legacy.m no image set generates the asset constant 'ACImageNameGone'",
        ])
        #expect(report.references.contains { $0.reference.displayName == "VPNWidgetIcon" && $0.matchedAssets.map(\.name) == ["VPNWidgetIcon"] })
        #expect(report.references.contains { $0.reference.displayName == ".chatIcon" && $0.matchedAssets.map(\.name) == ["chat-icon"] })
        let unused = Set(report.findings.filter { $0.kind == .unused }.map(\.name))
        #expect(unused.contains("chatIcon") && !unused.contains("chat-icon"))
    }

    @Test func swiftGenAndRswiftAccessors() {
        let project = Self.project()
        project.text("App/Generated/Assets.swift", """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

            internal enum Asset {
              internal enum Icons {
                internal static let fooBar = ImageAsset(name: "Icons/Foo.Bar")
              }
              internal static let accent = ColorAsset(name: "Accent")
              internal static let walker = ImageAsset(name: "walker")
            }
            internal struct ImageAsset {
              internal fileprivate(set) var name: String
              internal var image: UIImage {
                let bundle = BundleToken.bundle
                guard let result = UIImage(named: name, in: bundle, compatibleWith: nil) else { fatalError() }
                return result
              }
            }

            """)
        project.text("App/Screen.swift", """
            let bar = Asset.Icons.fooBar.image
            let walker = UIImage(asset: Asset.walker)
            let settings = R.image.brandBlob()

            """)
        project.text("App/R.generated.swift", "// This is a generated file, do not edit!\n// Generated by R.swift, see https://github.com/mac-cain13/R.swift\nlet all = [\"Spare\"]\n")
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "App/Screen.swift:1:11 SwiftGen Icons/Foo.Bar", "App/Screen.swift:2:29 SwiftGen walker", "App/Screen.swift:3:16 R.image brandBlob",
        ])
        // The generators' own files name every image and load by a variable: neither evidence nor a dynamic name.
        #expect(!report.findings.contains { $0.kind == .unresolvableDynamic || $0.kind == .possiblyUsed })
        #expect(DeclaredNameTests.unused(report).contains("Spare"))
    }

    @Test func swiftGenAccessorsFromItsConfigurationWhenTheFileIsNotCommitted() {
        let project = Self.project()
        project.text("swiftgen.yml", """
            input_dir: App/
            output_dir: App/Generated/
            xcassets:
              inputs:
                - Assets.xcassets
              outputs:
                - templateName: swift5
                  output: Assets.swift
                  params:
                    enumName: Images

            """)
        project.text("App/Screen.swift", "let bar = Images.Icons.fooBar.image\nlet vpn = UIImage(asset: Images.vpnWidgetIcon)\nlet chat = Images.chatColor32.image\n")
        let report = DeclaredNameTests.trace(project)
        // SwiftGen keeps an acronym's case rule of its own (`vpnWidgetIcon`) and never drops a final `Color`.
        #expect(DeclaredNameTests.references(report) == [
            "App/Screen.swift:1:11 SwiftGen Icons/Foo.Bar", "App/Screen.swift:2:26 SwiftGen VPNWidgetIcon",
            "App/Screen.swift:3:12 SwiftGen ChatColor32",
        ])
    }

    /// nos: a team's own stencil (`templatePath:`) gives `Image` and `UIImage` one static per image, named as
    /// SwiftGen names constants; the generated file is the build's. A stencil of another shape is a warning, and
    /// its catalogs' images count as used rather than unused on a guess.
    @Test func swiftGenAccessorsFromATeamsOwnStencil() {
        let project = Self.project()
        project.text("swiftgen.yml", """
            xcassets:
              - inputs: App/Assets.xcassets
                outputs:
                  - templatePath: Stencils/custom-xcassets.stencil
                    output: ${DERIVED_SOURCES_DIR}/AssetsGenerated.swift

            """)
        project.text("Stencils/custom-xcassets.stencil", """
            import SwiftUI

            extension Color {
            {% macro casesBlock assets %}
              {% for asset in assets %}
                  {% if asset.type == "color" %}
                  {{accessModifier}} static let {{asset.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}} = Color("{{asset.value}}")
                  {% elif asset.items %}
                  {% call casesBlock asset.items %}
                  {% endif %}
              {% endfor %}
            {% endmacro %}
            }

            extension Image {
            {% macro casesBlock assets %}
              {% for asset in assets %}
                  {% if asset.type == "image" %}
                  {{accessModifier}} static let {{asset.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}} = Image("{{asset.value}}", bundle: Bundle.current)
                  {% endif %}
              {% endfor %}
            {% endmacro %}
            }

            extension UIImage {
                  {{accessModifier}} static let {{asset.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}} = UIImage(named: "{{asset.value}}", in: Bundle.current, with: nil)!
            }

            """)
        project.text("App/Screen.swift", "let home = Image.walker\nlet tab = UIImage.deviceTablet\n")
        let report = DeclaredNameTests.trace(project)
        // Xcode's own `UIImage.deviceTablet` (symbols are generated here) names the same set.
        #expect(DeclaredNameTests.references(report) == ["App/Screen.swift:1:12 SwiftGen walker", "App/Screen.swift:2:11 SwiftGen device-tablet",
                                                          "App/Screen.swift:2:11 UIImage.symbol .deviceTablet"])
        #expect(DeclaredNameTests.unused(report).contains("home"))
        #expect(report.warnings.isEmpty)

        project.text("Stencils/custom-xcassets.stencil", "enum Images {\n  static let {{asset.name|swiftIdentifier}} = Image(\"{{asset.value}}\")\n}\n")
        let unread = DeclaredNameTests.trace(project)
        #expect(unread.warnings.map { "\($0.path.replacingOccurrences(of: project.path + "/", with: "")): \($0.message)" } == [
            "Stencils/custom-xcassets.stencil: SwiftGen template of a shape trace does not read; the images of its catalogs count as used",
        ])
        #expect(DeclaredNameTests.unused(unread).isEmpty)
        #expect(unread.findings.first { $0.name == "home" }?.kind == nil)
    }

    /// Bitwarden Authenticator's layout: `swiftgen config run --config swiftgen-bwa.yml` (no `swiftgen.yml`, no committed
    /// output), and `#Preview`s beside the view in its own file: what only a preview loads is no use of the app's.
    @Test func aSwiftGenConfigurationOfAnotherNameAndPreviewsBesideTheView() {
        let project = Self.project()
        project.text("swiftgen-bwa.yml", """
            output_dir: App/Generated/
            xcassets:
              inputs:
                - App/Assets.xcassets
              outputs:
                - templateName: swift5
                  output: Assets.swift

            """)
        project.text("App/Screen.swift", """
            import SwiftUI

            struct Screen: View {
                var body: some View { Asset.Icons.fooBar.swiftUIImage }
            }

            #Preview("Icons") {
                VStack {
                    Asset.vpnWidgetIcon.swiftUIImage
                    Image("Spare")
                    Image(.chatColor32)
                    Screen()
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["App/Screen.swift:4:27 SwiftGen Icons/Foo.Bar"])
        // Every set but the view's is unused: the preview's accessor, literal and symbol load nothing for the app.
        #expect(report.findings.filter { $0.kind != .unused }.isEmpty)
        #expect(DeclaredNameTests.unused(report).sorted() == [
            "AIHelper-24", "ChatColor32", "Spare", "VPNWidgetIcon", "brandBlob", "checkmark", "close", "device-tablet", "home",
            "lock_color_24", "quote", "walker",
        ])
    }

    /// A test's bare `.camera` (an enum case of the app's, or the set's symbol) is no evidence for the app's
    /// `camera` set, as a test's string is not; the app's own `.camera` is.
    @Test func aTestsBareMemberIsNoEvidence() {
        let project = TraceScratchProject()
        for name in ["camera", "gallery"] { project.imageSet("P/App/Assets.xcassets/" + name) }
        project.text("P/App/Route.swift", "enum Route { case camera, gallery }\nfunc start() { navigate(to: .gallery) }\n")
        project.text("P/AppTests/RouteTests.swift", "func testCamera() { XCTAssertEqual(route, .camera) }\n")
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/Route.swift"], resources: ["App/Assets.xcassets"]),
            .init("AppTests", product: "bundle.unit-test", sources: ["AppTests/RouteTests.swift"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.findings.map { "\($0.kind) \($0.name)" }.sorted() == ["possiblyUsed gallery", "unused camera"])
    }
}
