@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// What an app's Info.plist makes the system load, in an app laid out as Xcode writes it: a launch
/// screen that is a xib, the `Default*.png` launch images a launch storyboard replaces from
/// iOS 8, and the icons of Home Screen quick actions.
struct LaunchAndShortcutTests {
    static let launchXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" launchScreen="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <subviews>
                        <imageView image="launch_logo" id="Lg1-xx-aaa"/>
                    </subviews>
                </view>
            </objects>
            <resources>
                <image name="launch_logo" width="64" height="64"/>
            </resources>
        </document>

        """

    /// An app with the launch xib, the legacy launch images and `plist` as its Info.plist, deploying to `target`.
    static func app(plist: String, deploymentTarget: String?, shortcutArt: [String] = []) -> TraceScratchProject {
        let project = TraceScratchProject()
        project.text("P/App/Assets.xcassets/Contents.json", TraceScratchProject.catalogInfo)
        project.imageSet("P/App/Assets.xcassets/launch_logo")
        project.imageSet("P/App/Assets.xcassets/compose")
        project.text("P/App/LaunchScreen.xib", launchXib)
        project.text("P/App/AppDelegate.swift", "import UIKit\n\nclass AppDelegate: UIResponder {}\n")
        for name in ["Default.png", "Default@2x.png", "Default-568h@2x.png", "Default-Portrait~ipad.png"] {
            project.png("P/App/" + name, Bitmap(width: 4, height: 4, filledWith: RGBA8(UInt8(name.count), 9, 9)))
        }
        for name in shortcutArt { project.looseImage("P/App/" + name) }
        project.infoPlist("P/App/Info.plist", plist)
        var settings = ["INFOPLIST_FILE": "App/Info.plist"]
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = deploymentTarget
        project.xcodeProject("P", targets: [
            .init("App", sources: ["App/AppDelegate.swift"], resources: ["App/Assets.xcassets", "App/LaunchScreen.xib", "App/Default.png",
                  "App/Default@2x.png", "App/Default-568h@2x.png", "App/Default-Portrait~ipad.png"]
                  + shortcutArt.flatMap { ["App/\($0)@2x.png", "App/\($0)@3x.png"] }, settings: settings),
        ], settings: ["SDKROOT": "iphoneos"])
        return project
    }

    static let launchScreen = "<key>UILaunchStoryboardName</key>\n<string>LaunchScreen</string>\n"

    static func lines(_ report: TraceReport) -> [String] {
        report.findings.filter { $0.kind != .scaleGap && $0.kind != .sizeMismatch && $0.kind != .duplicate }
            .map { "\($0.kind.rawValue) \($0.name)" }
    }

    @Test func aLaunchXibIsTheLaunchScreenAndItsImagesShowAtLaunch() {
        let project = Self.app(plist: Self.launchScreen, deploymentTarget: "7.0")
        let report = Tracer().trace([project.path + "/P"])
        #expect(report.errors.isEmpty)
        // Below iOS 8 the legacy launch images still show; the xib's image is used and at launch.
        #expect(Self.lines(report) == ["unused compose"])
        #expect(report.launch.images.map(\.name).contains("launch_logo"))
    }

    @Test func aLaunchStoryboardFromIOS8ReplacesTheDefaultImages() {
        let project = Self.app(plist: Self.launchScreen, deploymentTarget: "12.0")
        let report = Tracer().trace([project.path + "/P"]).relativized(to: project.path + "/P/")
        #expect(Self.lines(report) == ["unused compose", "unused Default-568h", "unused Default-Portrait", "unused Default"])
        #expect(report.findings.first { $0.kind == .unused && $0.name == "Default-568h" }?.message
            == "the launch image 'Default-568h' is not used: the launch storyboard 'LaunchScreen' replaces launch images from iOS 8, "
                + "and the app deploys to iOS 8 or later")
        #expect(!report.launch.images.contains { $0.name.hasPrefix("Default") })
    }

    @Test func withoutALaunchStoryboardTheDefaultImagesStayUsed() {
        let project = Self.app(plist: "", deploymentTarget: "12.0")
        let report = Tracer().trace([project.path + "/P"])
        #expect(Self.lines(report) == ["unused compose"])
        #expect(report.launch.images.contains { $0.name == "Default" })
    }

    /// MobileOrg: no setting the trace reads gives a deployment target, so Xcode builds for its SDK's
    /// version, far past iOS 8: the launch storyboard has replaced the legacy images.
    @Test func aProjectSettingNoDeploymentTargetDeploysPastIOS8() {
        let project = Self.app(plist: Self.launchScreen, deploymentTarget: nil)
        let report = Tracer().trace([project.path + "/P"])
        #expect(Self.lines(report) == ["unused compose", "unused Default-568h", "unused Default-Portrait", "unused Default"])
        #expect(!report.launch.images.contains { $0.name.hasPrefix("Default") })
    }

    /// `UILaunchImages` (iOS 7's per-size launch images) names art the launch storyboard replaces from iOS 8 too.
    @Test func launchImagesAnInfoPlistListsAreReplacedByALaunchStoryboardFromIOS8() {
        let plist = Self.launchScreen + """
            <key>UILaunchImages</key>
            <array>
                <dict>
                    <key>UILaunchImageName</key>
                    <string>Splash-700</string>
                    <key>UILaunchImageSize</key>
                    <string>{320, 568}</string>
                </dict>
            </array>

            """
        let modernApp = Self.app(plist: plist, deploymentTarget: "12.0", shortcutArt: ["Splash-700"])
        let modern = Tracer().trace([modernApp.path + "/P"])
        #expect(Self.lines(modern) == ["unused compose", "unused Default-568h", "unused Default-Portrait", "unused Default", "unused Splash-700"])
        #expect(modern.findings.first { $0.name == "Splash-700" }?.message
            == "the launch image 'Splash-700' is not used: the launch storyboard 'LaunchScreen' replaces launch images from iOS 8, "
                + "and the app deploys to iOS 8 or later")
        #expect(!modern.references.contains { $0.reference.displayName == "Splash-700" })
        // Below iOS 8 the key's images show at launch.
        let legacyApp = Self.app(plist: plist, deploymentTarget: "7.0", shortcutArt: ["Splash-700"])
        let legacy = Tracer().trace([legacyApp.path + "/P"])
        #expect(Self.lines(legacy) == ["unused compose"])
        #expect(legacy.launch.images.contains { $0.name == "Splash-700" })
    }

    @Test func aQuickActionsIconFileIsAnImageReference() {
        let plist = Self.launchScreen + """
            <key>UIApplicationShortcutItems</key>
            <array>
                <dict>
                    <key>UIApplicationShortcutItemIconFile</key>
                    <string>compose</string>
                    <key>UIApplicationShortcutItemType</key>
                    <string>com.example.compose</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemIconFile</key>
                    <string>share.png</string>
                    <key>UIApplicationShortcutItemType</key>
                    <string>com.example.share</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemIconType</key>
                    <string>UIApplicationShortcutIconTypeSearch</string>
                    <key>UIApplicationShortcutItemIconSymbolName</key>
                    <string>star.fill</string>
                </dict>
            </array>

            """
        let project = Self.app(plist: plist, deploymentTarget: "7.0", shortcutArt: ["share"])
        let report = Tracer().trace([project.path + "/P"]).relativized(to: project.path + "/P/")
        #expect(Self.lines(report) == [])
        #expect(report.references.filter { $0.reference.source == .plist && $0.reference.role.hasPrefix("UIApplicationShortcut") }
            .map { "\($0.reference.file):\($0.reference.line):\($0.reference.column) \($0.reference.displayName)" }
            == ["App/Info.plist:11:17 compose", "App/Info.plist:17:17 share.png"])
    }
}
