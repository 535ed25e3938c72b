@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// The committed Xcode fixture (Tests/Fixtures/XcodeApp, written by
/// Tests/Tools/make_xcode_fixture.py in the layout Xcode writes): targets read
/// through the group tree, images judged by the bundles that ship them, the
/// system's own images, strings as evidence, and the baseline.
struct XcodeProjectTraceTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/XcodeApp").path

    /// A copy of the fixture, so a test can change it.
    static func copy() -> TemporaryFolder {
        let folder = TemporaryFolder()
        #expect(throws: Never.self) { try FileManager.default.copyItem(atPath: fixture, toPath: folder.path + "/XcodeApp") }
        return folder
    }

    static func trace(_ folder: TemporaryFolder, target: String? = nil) -> TraceReport {
        Tracer(options: TraceOptions(target: target)).trace([folder.path + "/XcodeApp"]).relativized(to: folder.path + "/XcodeApp/")
    }

    /// Findings other than the fixture's scale gaps and size mismatches (its images are 4x4 at every scale).
    static func lines(_ report: TraceReport) -> [String] {
        FixtureTraceTests.lines(report.findings.filter { $0.kind != .scaleGap && $0.kind != .sizeMismatch })
    }

    @Test func targetsAreReadThroughTheGroupTree() throws {
        let path = Self.fixture + "/XcodeApp.xcodeproj/project.pbxproj"
        let bytes = try #require(FileManager.default.contents(atPath: path), "the fixture's project file is missing")
        let targets = try XcodeProjectReader().targets(ofProjectAt: path, bytes: Array(bytes))
        let root = PathText.absolute(Self.fixture) + "/"
        func relative(_ paths: Set<String>) -> [String] { paths.map { String($0.dropFirst(root.count)) }.sorted() }
        #expect(targets.map { "\($0.name) \($0.kind.rawValue)" }
            == ["App application", "Widget extension", "TVApp application", "AppTests test", "LogicTests test"])
        #expect(relative(targets[0].resources) == [
            "App/Art", "App/Base.lproj/Main.storyboard", "App/Default-568h@2x.png", "App/Default.png", "App/Default@2x.png",
            "App/Icon.png", "App/Icon@2x.png", "App/Icons/IssuesClosedEvent@2x.png", "App/Icons/PushEvent@2x.png",
            "App/Icons/orphan@2x.png", "App/Images.xcassets", "App/Preview Content/Preview Assets.xcassets", "App/Settings.bundle",
            "App/banner@2x.png", "Shared/logo@2x.png",
        ])
        #expect(relative(targets[0].folderReferences) == ["App/Art"])
        #expect(relative(targets[0].sources) == ["App/AppDelegate.m", "App/Event.m", "App/Gallery.m", "App/Preview Content/PhotoPreview.swift"])
        #expect(relative(targets[0].infoPlists) == ["App/Info.plist"])
        #expect(targets[1].synchronizedFolders.map { String($0.path.dropFirst(root.count)) } == ["Widget"])
        #expect(targets[1].synchronizedFolders.first.map { relative($0.exceptions) } == ["Widget/Info.plist"])
        #expect(relative(targets[3].resources) == ["AppTests/fixture_photo@2x.png"])
    }

    /// Build settings from every configuration and SDK variant, over the project's.
    @Test func settingsNameIconsHostsAndDevelopmentAssets() throws {
        let path = Self.fixture + "/XcodeApp.xcodeproj/project.pbxproj"
        let bytes = try #require(FileManager.default.contents(atPath: path), "the fixture's project file is missing")
        let targets = try XcodeProjectReader().targets(ofProjectAt: path, bytes: Array(bytes))
        let root = PathText.absolute(Self.fixture) + "/"
        #expect(targets.map { $0.appIconNames } == [["AppIcon", "IconDark", "IconLight"], [], ["TVIcon"], [], []])
        #expect(targets.map(\.generatesAssetSymbols) == [true, false, false, false, false])
        #expect(targets.map { $0.developmentAssetPaths.map { String($0.dropFirst(root.count)) } } == [["App/Preview Content"], [], [], [], []])
        #expect(targets.map(\.testHost) == [nil, nil, nil, "App", nil])
        // INFOPLIST_FILE = "" is no Info.plist (it was the source root, which held every file).
        #expect(targets[3].infoPlists.isEmpty)
        // The OCUnit bundle is a test by its wrapper extension.
        #expect(targets[4].kind == .test)
        // The widget folder's catalog and one file are shared into TVApp.
        #expect(targets[2].synchronizedFolders.map { String($0.path.dropFirst(root.count)) } == ["Widget/TVShared.swift", "Widget/WidgetAssets.xcassets"])
        let membership = BundleMembership(targets: targets)
        #expect(membership.building(root + "Widget/TVShared.swift") == .considered(["TVApp", "Widget"]))
        #expect(membership.building(root + "Widget/WidgetView.swift") == .considered(["Widget"]))
        #expect(membership.bundling(root + "Widget/WidgetAssets.xcassets/tv_poster.imageset") == .considered(["TVApp", "Widget"]))
        #expect(membership.bundling(root + "App/Preview Content/Preview Assets.xcassets/preview_photo.imageset") == .developmentAsset)
        #expect(membership.building(root + "App/Base.lproj/Main.storyboard") == .considered(["App"]))
        #expect(membership.building(root + "App/Unlisted/Stray.swift") == .noTarget)
        #expect(BuildSettings.words("\"App/Preview Content\" Extra\\ Art  $(inherited)") == ["App/Preview Content", "Extra Art", "$(inherited)"])
        #expect(XcodeProjectReader.hostProduct("$(BUILT_PRODUCTS_DIR)/My App.app/Contents/MacOS/My App") == "My App")
    }

    /// One folder listed by two targets belongs to both; an exception excepts only from its own target.
    @Test func aSynchronizedFolderOfTwoTargetsBelongsToBoth() {
        let first = XcodeTarget(name: "A", project: "/p", kind: .application, resources: [], sources: [], infoPlists: [],
                                synchronizedFolders: [.init(path: "/s", exceptions: ["/s/only-b.swift"])])
        let second = XcodeTarget(name: "B", project: "/p", kind: .application, resources: [], sources: [], infoPlists: [],
                                 synchronizedFolders: [.init(path: "/s", exceptions: [])])
        let membership = BundleMembership(targets: [first, second])
        #expect(membership.building("/s/x/a.swift") == .considered(["A", "B"]))
        #expect(membership.building("/s/only-b.swift") == .considered(["B"]))
        #expect(membership.bundling("/s/Art.xcassets/a.imageset") == .considered(["A", "B"]))
    }

    /// NetNewsWire: `/Localized/ShareExtension/ShareViewController.xib` excepts every localization of the xib
    /// from the app (it was read as a path outside the folder, and the app was said to load the xib's images).
    @Test func aLocalizedExceptionIsEveryLocalizationOfTheFile() {
        let folder = TemporaryFolder()
        for path in ["Share/Base.lproj/View.xib", "Share/de.lproj/View.xib", "Share/View.swift"] { folder.write([], to: path) }
        #expect(XcodeProjectReader.localizedVariants("/Localized/Share/View.xib", in: folder.path) == [
            "Share/Base.lproj/View.xib", "Share/de.lproj/View.xib",
        ])
        #expect(XcodeProjectReader.localizedVariants("Share/View.swift", in: folder.path) == ["Share/View.swift"])
    }

    @Test func imagesAreJudgedByTheBundlesThatShipThem() {
        let folder = Self.copy()
        let report = Self.trace(folder)
        #expect(report.errors.isEmpty)
        #expect(Self.lines(report) == [
            "missing App/AppDelegate.m:8:44 stars",
            "missing App/AppDelegate.m:10:43 onlydisk",
            "unresolvable-dynamic App/AppDelegate.m:14:32 *.png",
            "unused App/Art/stars@2x.png Art/stars",
            // A package's images are in its own bundle: the app does not find them by name.
            "missing App/Gallery.m:5:57 kit_star",
            "possibly-used App/Icons/IssuesClosedEvent@2x.png IssuesClosedEvent",
            "possibly-used App/Icons/PushEvent@2x.png PushEvent",
            "unused App/Icons/orphan@2x.png orphan",
            // Referenced, and in no target: the reference's `missing` says so, and so does this.
            "not-in-bundle App/Loose/onlydisk@2x.png onlydisk",
            // Preview art nothing loads; the preview loads 'preview_photo'.
            "unused-development-asset App/Preview Content/sample@2x.png sample",
            // The app's and the widget's `badge` sets go into two bundles: no duplicate.
            "missing Widget/WidgetView.swift:8:39 tab_home",
        ])
        // In no target and referenced by nothing: not the app's, one line per folder. SwiftPM ships only
        // what it processes or is told to: not a loose file nobody declared, nor an excluded one.
        #expect(report.outsideTargets.map { "\($0.folder): \($0.images.joined(separator: " "))" } == [
            "App/Unlisted: App/Unlisted/stray@2x.png",
            "AppTests/ReferenceImages: AppTests/ReferenceImages/SnapshotTests/testPhoto@2x.png",
            "Packages/Kit/Sources/Kit/Loose: Packages/Kit/Sources/Kit/Loose/kit_undeclared.png",
            "Packages/Kit/Sources/Kit/Unused: Packages/Kit/Sources/Kit/Unused/kit_excluded.png",
        ])
        // The widget calls Kit's SwiftGen accessor, which loads from Kit's bundle (no `missing`); its font
        // accessor is no image; Kit's own `UIImage(named: "tab_home")` loads from the main bundle, the app's.
        #expect(report.references.filter { $0.reference.role == "SwiftGen" }.map { "\($0.reference.file) \($0.matchedAssets.map(\.name))" }
            == ["Widget/WidgetView.swift [\"kit_badge\"]"])
        #expect(!report.references.contains { $0.reference.displayName == "Brand-Regular" })
        #expect(report.references.contains { $0.reference.file.hasSuffix("KitView.swift") && $0.reference.displayName == "tab_home" })
        let byName = Dictionary(report.findings.map { ("\($0.kind.rawValue) \($0.name)", $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["missing onlydisk"]?.message
            == "'onlydisk' is at App/Loose/onlydisk@2x.png but not in the bundle of target 'App': it builds, and the app shows nothing")
        #expect(byName["missing tab_home"]?.targets == ["Widget"])
        // A folder reference keeps its path in the bundle, so the name that finds the file is Art/stars.
        #expect(byName["missing stars"]?.message == "no image named 'stars' in any asset catalog or loose file; "
            + "App/Art/stars@2x.png is in a folder reference, so it is 'Art/stars'")
        #expect(byName["not-in-bundle onlydisk"]?.message == "image 'onlydisk' is in no target's Copy Bundle Resources: no app or extension ships it")
        // The test target's own image, and everything its code loads, is outside the trace.
        #expect(!report.findings.contains { $0.name == "fixture_photo" })
        #expect(report.tracedTargets == ["App", "Widget", "TVApp", "Kit/Kit", "Kit/KitCore"])
        #expect(report.targets.map { "\($0.name) \($0.kind.rawValue)" }.filter { $0.hasPrefix("Kit/") }
            == ["Kit/Kit framework", "Kit/KitCore framework", "Kit/KitTests test"])
        let reasons = Dictionary(report.assets.map { ($0.name, report.usedReason($0) ?? "-") }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["Default"] == "launch image" && reasons["Default-568h"] == "launch image")
        #expect(reasons["Icon"] == "app icon" && reasons["Settings.bundle/gear"] == "settings bundle")
        #expect(reasons["logo"] == "reference" && reasons["widget_bg"] == "reference" && reasons["Art/stars"] == "-")
        #expect(reasons["orphan"] == "-" && reasons["PushEvent"] == "-")
        // Named by app icon settings (TVIcon only for appletvos), and loaded by the package from .module.
        #expect(reasons["IconDark"] == "app icon" && reasons["IconLight"] == "app icon" && reasons["TVIcon"] == "app icon")
        #expect(reasons["kit_star"] == "reference" && reasons["kit_flag"] == "reference" && reasons["tv_poster"] == "reference")
        // The storyboard still counts, though a test target's INFOPLIST_FILE is empty.
        #expect(reasons["banner"] == "reference" && reasons["tab_home"] == "reference")
        // Development assets are for previews: neither unused nor outside every bundle, but judged apart.
        #expect(report.bundleStatuses[AssetKey(kind: .imageset, name: "preview_photo")] == .developmentAsset)
        #expect(report.bundleStatuses[AssetKey(kind: .file, name: "sample")] == .developmentAsset)
        #expect(report.findings.filter { $0.name == "preview_photo" || $0.name == "sample" }.map(\.kind) == [.unusedDevelopmentAsset])
        // Each bundle finds the badge of its own catalog.
        #expect(!report.findings.contains { $0.kind == .missing && ($0.name == "badge" || $0.name == "tv_poster") })
        #expect(report.launch.images.map(\.path) == ["App/Default-568h@2x.png", "App/Default@2x.png",
                                                     "App/Images.xcassets/tab_home.imageset/tab_home@2x.png", "App/banner@2x.png"])
    }

    @Test func stringsAndDynamicNamesAreEvidence() {
        let folder = Self.copy()
        let report = Self.trace(folder)
        let byName = Dictionary(report.findings.filter { $0.kind == .possiblyUsed }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["PushEvent"]?.message
            == "image 'PushEvent' is loaded by no call, but the string \"PushEvent\" at App/Event.m:5:5 may name it")
        #expect(byName["PushEvent"]?.evidence.map { "\($0.kind.rawValue) \($0.text) \($0.location)" } == ["string PushEvent App/Event.m:5:5"])
        // `%@.png` could be any image: it is no evidence, so an image nothing names stays unused,
        // and the site is reported once with how many unused images it could in theory reach.
        #expect(byName["orphan"] == nil)
        let dynamic = report.findings.filter { $0.kind == .unresolvableDynamic }
        #expect(dynamic.map(\.message) == ["dynamic image name '*.png' could be any image: in theory it could load any of the 2 unused images; "
            + "declare names the app builds from data"])
    }

    @Test func aStringInJSONOrAPlistIsEvidenceWithItsLine() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(0, 0, 0, 255))), to: "P/Icons/WatchEvent@2x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(9, 0, 0, 255))), to: "P/Icons/ForkEvent@2x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(19, 0, 0, 255))), to: "P/Icons/gone@2x.png")
        folder.write(Array("{\n  \"events\": [\n    \"WatchEvent\",\n    \"other\"\n  ]\n}\n".utf8), to: "P/events.json")
        folder.write(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <array>
            \t<string>ForkEvent@2x.png</string>
            </array>
            </plist>

            """.utf8), to: "P/Types.plist")
        // An Info.plist's keys name launch art and icons; its other strings are evidence like any plist's.
        folder.write(PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(29, 0, 0, 255))), to: "P/Icons/Banner@2x.png")
        folder.write(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>PromotionBanner</key>
            \t<string>Banner</string>
            </dict>
            </plist>

            """.utf8), to: "P/Info.plist")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.findings.filter { $0.kind == .possiblyUsed || $0.kind == .unused }.map { "\($0.kind.rawValue) \($0.name) \($0.evidence.map(\.location))" } == [
            "possibly-used Banner [\"P/Info.plist:5:10\"]",
            "possibly-used ForkEvent [\"P/Types.plist:4:10\"]",
            "possibly-used WatchEvent [\"P/events.json:3:6\"]",
            "unused gone []",
        ])
    }

    @Test func aNamedTargetIsTracedAlone() {
        let folder = Self.copy()
        let report = Self.trace(folder, target: "AppTests")
        #expect(report.tracedTargets == ["AppTests"])
        #expect(Self.lines(report) == [
            "not-in-bundle App/Unlisted/stray@2x.png stray",
            "missing AppTests/SnapshotTests.swift:9:28 stray",
        ])
        // A hosted test loads from its app's bundle: 'orphan' is there; 'stray' is not, and the app is the bundle that lacks it.
        #expect(report.findings.first { $0.kind == .missing }?.targets == ["App"])
        #expect(report.launch.images.isEmpty)
        // An unhosted test (LogicTests) loads its images from its own bundle, which is its own business.
        let logic = Self.trace(folder, target: "LogicTests")
        #expect(logic.tracedTargets == ["LogicTests"])
        #expect(!logic.findings.contains { $0.kind == .missing })
    }

    @Test func theBaselineSurvivesAnEditThatMovesLines() throws {
        let folder = Self.copy()
        let baselinePath = folder.path + "/baseline.json"
        let root = [folder.path + "/XcodeApp"]
        let before = Tracer().trace(root)
        try TraceBaseline.document(for: before, at: baselinePath).write(toFile: baselinePath, atomically: true, encoding: .utf8)
        let source = folder.path + "/XcodeApp/App/AppDelegate.m"
        let text = String(decoding: FileManager.default.contents(atPath: source)!, as: UTF8.self)
        try ("// moved\n// down\n" + text.replacingOccurrences(of: "@end", with: "- (void)more { [UIImage imageNamed:@\"ghost\"]; }\n@end"))
            .write(toFile: source, atomically: true, encoding: .utf8)
        let after = Tracer().trace(root).marking(try TraceBaseline(readingFrom: baselinePath)).relativized(to: root[0] + "/")
        #expect(after.findings.filter { !$0.isKnown }.map { "\($0.kind.rawValue) \($0.name) \($0.line ?? 0)" } == ["missing ghost 19"])
        let moved = after.findings.first { $0.name == "onlydisk" && $0.kind == .missing }
        #expect(moved?.line == 12 && moved?.isKnown == true)
        #expect(after.newFindings(.error) == 1)
        let written = String(decoding: FileManager.default.contents(atPath: baselinePath)!, as: UTF8.self)
        #expect(written.contains("\"file\": \"XcodeApp/App/AppDelegate.m\""))
    }

    @Test func aBaselineThatIsNotOneSaysWhy() {
        let folder = TemporaryFolder()
        let path = folder.write(Array("{\"schemaVersion\": 1}".utf8), to: "b.json")
        #expect(throws: TraceProblem.malformedJSON(detail: "a baseline needs a findings list").located(at: path, line: nil, column: nil)) {
            try TraceBaseline(readingFrom: path)
        }
        let broken = folder.write(Array("{\"findings\": [".utf8), to: "c.json")
        #expect((try? TraceBaseline(readingFrom: broken)) == nil)
    }

    @Test func aBrokenProjectIsAnErrorAndACycleEnds() {
        let folder = TemporaryFolder()
        folder.write(Array("{ objects = { ".utf8), to: "P/Bad.xcodeproj/project.pbxproj")
        folder.write(Array("""
            { objects = { A = { isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
              B = { isa = PBXGroup; children = (A); path = b; sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = Loop; productType = "com.apple.product-type.application";
                    buildPhases = (R); };
              R = { isa = PBXResourcesBuildPhase; files = (F); };
              F = { isa = PBXBuildFile; fileRef = A; };
              P = { isa = PBXProject; targets = (T); mainGroup = A; }; };
              rootObject = P; }
            """.utf8), to: "Q/Loop.xcodeproj/project.pbxproj")
        let report = Tracer().trace([folder.path + "/P", folder.path + "/Q"])
        #expect(report.errors.map(\.description) == ["\(folder.path)/P/Bad.xcodeproj/project.pbxproj: malformed Xcode project: not a property list"])
        #expect(report.targets.map(\.name) == ["Loop"])
    }
}
