@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A team that generates its project with XcodeGen commits `project.yml`, not the `.xcodeproj`: trace reads
/// the spec's targets, so a test target's loads do not make an image used, and an extension's art is its own.
struct XcodeGenSpecTests {
    /// A spec in XcodeGen's layout: an included file of shared settings, a template, excludes, a test target.
    static func project() -> TraceScratchProject {
        let project = TraceScratchProject()
        for name in ["home", "testOnly", "spare", "widgetLogo"] { project.imageSet("App/Assets.xcassets/" + name) }
        project.imageSet("Widget/Assets.xcassets/widgetLogo")
        project.imageSet("App/Fixtures/Assets.xcassets/fixture")
        project.looseImage("App/Guide.docc/Resources/screenshot")
        project.looseImage("App/Icon60")
        project.text("App/Home.swift", "let home = UIImage(named: \"home\")\n")
        project.text("Widget/Entry.swift", "let logo = Image(\"widgetLogo\")\n")
        project.text("AppTests/Loads.swift", "let a = UIImage(named: \"testOnly\")\nlet b = UIImage(named: \"spare2\")\n")
        project.text("project.yml", """
            name: Shop
            include:
              - path: config/shared.yml
            options:
              deploymentTarget:
                iOS: "16.0"
            targets:
              Shop:
                templates: [Signed]
                info:
                  path: App/Info.plist
                  properties:
                    CFBundleIconFiles: [Icon60]
                sources:
                  - path: App
                    excludes: ["Fixtures"]
                dependencies:
                  - target: ShopWidget
                  - package: Kingfisher
              ShopWidget:
                type: app-extension
                platform: iOS
                sources: [Widget]
              ShopTests:
                type: bundle.unit-test
                platform: iOS
                sources: AppTests
                dependencies: [{target: Shop}]

            """)
        project.text("config/shared.yml", """
            targetTemplates:
              Signed:
                settings:
                  base:
                    PRODUCT_BUNDLE_IDENTIFIER: com.example.${target_name}
            targets:
              Shop:
                type: application
                platform: iOS

            """)
        return project
    }

    /// Written by hand, as a plist writer would: the statically linked Foundation of the release binary
    /// refuses a nested array, and with it the whole generated file (its launch storyboard, its icons).
    @Test func theGeneratedInfoPlistIsAPropertyListOfTheSpecsValues() throws {
        let bytes = GeneratedInfoPlist.bytes(of: ["UILaunchStoryboardName": "Launch", "CFBundleIconFiles": ["Icon60", "a&b<c"],
                                                  "UIScene": ["Roles": [["Name": "Default"]]]])
        #expect(String(decoding: bytes, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIconFiles</key>
            \t<array>
            \t\t<string>Icon60</string>
            \t\t<string>a&amp;b&lt;c</string>
            \t</array>
            \t<key>UILaunchStoryboardName</key>
            \t<string>Launch</string>
            \t<key>UIScene</key>
            \t<dict>
            \t\t<key>Roles</key>
            \t\t<array>
            \t\t\t<dict>
            \t\t\t\t<key>Name</key>
            \t\t\t\t<string>Default</string>
            \t\t\t</dict>
            \t\t</array>
            \t</dict>
            </dict>
            </plist>

            """)
        let read = try InfoPlistScanner.dictionary(bytes: bytes, path: "Info.plist")
        #expect(read["CFBundleIconFiles"] as? [String] == ["Icon60", "a&b<c"] && read["UILaunchStoryboardName"] as? String == "Launch")
    }

    @Test func theSpecsTargetsSayWhatShips() throws {
        let report = DeclaredNameTests.trace(Self.project())
        #expect(report.targets.map { "\($0.name) \($0.kind.rawValue) \($0.platforms.sorted()) \($0.dependencies.sorted())" } == [
            "Shop application [\"iOS\"] [\"Kingfisher\", \"ShopWidget\"]", "ShopTests test [\"iOS\"] [\"Shop\"]",
            "ShopWidget extension [\"iOS\"] []",
        ])
        #expect(report.targets[0].iOSDeploymentTargets == ["16.0"])
        // The test target's loads are no use; the excluded folder and the DocC catalog are no app's.
        // The app's own `widgetLogo` is unused: the widget loads the one its own catalog holds.
        #expect(DeclaredNameTests.unused(report) == ["spare", "testOnly", "widgetLogo"])
        #expect(!report.assets.contains { $0.name == "screenshot" })
        // The Info.plist XcodeGen generates from `info: properties` (not committed) names the app's icon.
        #expect(report.references.filter { $0.reference.source == .plist }.map { "\($0.reference.file):\($0.reference.line) \($0.reference.displayName)" }
                == ["App/Info.plist:0 Icon60"])
        #expect(report.assets.first { $0.name == "Icon60" }.map { report.usedReason($0) } == "app icon")
        #expect(report.findings.filter { $0.severity == .error }.map(\.message) == [])
    }

    /// OneBusAway: `Apps/Brand/project.yml` is copied to the root before XcodeGen runs, so its paths are the root's.
    @Test func aSpecCopiedUpBeforeGeneratingHasTheRootsPaths() throws {
        let project = TraceScratchProject()
        for name in ["brand", "spare"] { project.imageSet("Apps/Brand/Assets.xcassets/" + name) }
        project.text("Kit/Logo.swift", "let logo = UIImage(named: \"brand\")\n")
        project.text("Kit/project.yml", "targets:\n  Kit:\n    type: framework\n    platform: iOS\n    sources: [\".\"]\n")
        project.text("Apps/Brand/project.yml", """
            name: Brand
            include: [Kit/project.yml]
            targets:
              App:
                type: application
                platform: iOS
                sources: [Apps/Brand]
                dependencies: [{target: Kit}]

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.targets.map(\.name) == ["App", "Kit"])
        #expect(DeclaredNameTests.unused(report) == ["spare"])
    }

    /// A committed project is what Xcode builds: the spec beside it is not read again.
    @Test func aCommittedProjectWinsOverItsSpec() {
        let project = Self.project()
        project.xcodeProject(".", targets: [.init("Shop", sources: ["App/Home.swift"], resources: ["App/Assets.xcassets"])])
        let report = DeclaredNameTests.trace(project)
        #expect(report.targets.map(\.name) == ["Shop"])
    }

    @Test func aSpecThatIsNotYAMLIsAnErrorNamingItsLine() {
        let project = TraceScratchProject()
        project.text("project.yml", "targets:\n  App: [unclosed\n")
        let report = DeclaredNameTests.trace(project)
        #expect(report.errors.map { "\(PathText.fileName(of: $0.path)):\($0.line ?? 0):\($0.column ?? 0) \($0.message)" } == [
            "project.yml:3:1 malformed XcodeGen spec: while parsing a flow sequence: did not find expected ',' or ']'",
        ])
    }

    /// A spec that includes itself is read once; one whose aliases would expand past the bound is an error naming it.
    @Test func aHostileSpecEndsWithAnError() {
        let project = TraceScratchProject()
        project.text("project.yml", "include: [project.yml]\ntargets:\n  App:\n    type: application\n    sources: [App]\n")
        project.text("App/View.swift", "let a = 1\n")
        #expect(DeclaredNameTests.trace(project).targets.map(\.name) == ["App"])
        let bomb = TraceScratchProject()
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...6 { lines.append("\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) "
            + "[" + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]") }
        bomb.text("project.yml", lines.joined(separator: "\n") + "\ntargets: {}\n")
        #expect(DeclaredNameTests.trace(bomb).errors.map(\.message) == ["malformed Xcode project: XcodeGen spec expands to more than 200000 values"])
    }

    /// `includes:` keeps only what it matches, `type: folder` is a folder reference (its files keep their paths),
    /// `buildPhase: none` puts nothing in the target.
    @Test func aSourcesKindsOfEntry() {
        let project = TraceScratchProject()
        project.imageSet("App/Assets.xcassets/home")
        project.text("App/Home.swift", "let home = UIImage(named: \"home\")\n")
        project.text("App/Notes.swift", "let note = UIImage(named: \"note\")\n")
        project.looseImage("Art/Stars/star")
        project.looseImage("Drafts/draft")
        project.text("project.yml", """
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: App
                    includes: ["Home.swift", "Assets.xcassets", "Assets.xcassets/**"]
                  - path: Art
                    type: folder
                  - path: Drafts
                    buildPhase: none

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.targets.map { "\($0.name) \($0.folderReferences.count) \($0.synchronizedFolders.map(\.exceptions.count))" } == ["App 1 [1]"])
        // Notes.swift is not the app's: its `note` is no missing image; the folder reference ships `Stars/star`.
        #expect(!report.findings.contains { $0.kind == .missing })
        #expect(report.outsideTargets.flatMap(\.images).map { PathText.fileName(of: $0) } == ["draft@2x.png"])
    }
}
