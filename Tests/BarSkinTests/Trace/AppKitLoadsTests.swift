import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// What a Mac app and a Safari web extension load that an iOS app does not: AppKit's own named images, a bundle's
/// `image(forResource:)`, and files a web extension's manifest and pages name by their path in the extension.
@Suite struct AppKitLoadsTests {
    static let png = PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(9, 9, 9, 255)))

    /// WWDC for macOS: `NSImage(named: "NSPauseTemplate")`, a private AppKit image, and a documented one from Objective-C.
    @Test func appKitsOwnImagesAreNeverMissing() {
        let folder = TemporaryFolder()
        folder.write(Array("""
            import AppKit
            let pause = NSImage(named: "NSPauseTemplate")
            let stop = NSImage(named: "NSStopProgressFreestandingTemplate")
            let phone = UIImage(named: "NSPlayTemplate")
            let gone = NSImage(named: "NSnotAppKits")

            """.utf8), to: "P/Controls.swift")
        folder.write(Array("NSImage *a = [NSImage imageNamed:@\"NSActionTemplate\"];\nNSImage *b = [NSImage imageNamed:@\"NSMadeUpTemplate\"];\n".utf8),
                     to: "P/Menu.m")
        let report = Tracer().trace([folder.path + "/P"])
        // UIKit has no AppKit images; an `NS` name that is no AppKit one's spelling, or unknown to Objective-C, is missing.
        #expect(report.findings.filter { $0.kind == .missing }.map(\.name).sorted() == ["NSMadeUpTemplate", "NSPlayTemplate", "NSnotAppKits"])
    }

    /// WWDC's PlayerUI: `playerBundle.image(forResource: "speed-h")`, and the main bundle's by both languages.
    @Test func aBundlesImageForResourceLoadsItsImage() {
        let folder = TemporaryFolder()
        for name in ["speed-h", "speed-2", "unused"] { folder.write(Self.png, to: "P/\(name).png") }
        folder.write(Array("""
            import AppKit
            let playerBundle = Bundle(for: Player.self)
            let half = playerBundle.image(forResource: "speed-h")
            let elsewhere = playerBundle.image(forResource: "elsewhere")
            let gone = Bundle.main.image(forResource: "gone")

            """.utf8), to: "P/Images.swift")
        folder.write(Array("NSImage *a = [[NSBundle mainBundle] imageForResource:@\"speed-2\"];\nNSImage *b = [[NSBundle mainBundle] imageForResource:@\"lost\"];\n".utf8),
                     to: "P/Speeds.m")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.assets.filter { report.isUsed($0) }.map(\.name).sorted() == ["speed-2", "speed-h"])
        // As `UIImage(named:in:)`'s: a name no image of the project has is missing whichever bundle is asked.
        #expect(report.findings.filter { $0.kind == .missing }.map(\.name).sorted() == ["elsewhere", "gone", "lost"])
        #expect(report.references.map(\.reference).filter { $0.role == "Bundle.image(forResource:)" }.map { "\($0.displayName): \($0.bundle)" }
            == ["speed-h: named", "elsewhere: named", "gone: main"])
        #expect(report.findings.filter { $0.kind == .unused }.map(\.name) == ["unused"])
    }

    /// WWDC's PlayerUI: capitalized statics in an `NSImage` extension, read as `.PUISpeedHalf` by a `switch self` property.
    @Test func aCapitalizedStaticIsReadLikeAnyMember() {
        let folder = TemporaryFolder()
        for name in ["speed-h", "speed-1", "speed-9"] { folder.write(Self.png, to: "P/\(name).png") }
        folder.write(Array("""
            import AppKit
            extension NSImage {
                private static let playerBundle = Bundle.main
                static var PUISpeedHalf: NSImage { return playerBundle.image(forResource: "speed-h")! }
                static var PUISpeedOne: NSImage { return playerBundle.image(forResource: "speed-1")! }
                static var PUISpeedNine: NSImage { return playerBundle.image(forResource: "speed-9")! }
            }
            enum Speed { case slow, normal
                static var all: [Speed] { [.slow, .normal] }
                var icon: NSImage { switch self { case .slow: return .PUISpeedHalf
                    case .normal: return .PUISpeedOne } }
            }
            final class TouchBar { var speed: Speed = .normal
                func update(_ button: NSButton) { button.image = speed.icon } }

            """.utf8), to: "P/Speeds.swift")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.findings.filter { $0.kind == .unused }.map(\.name) == ["speed-9"])
    }

    /// As Xcode has a Safari extension: a `Resources` group of folder references (`images`, `views`) and the
    /// manifest, in an extension target's resources, with `images/extension/icon-16`, `-24` and `-99`.
    static func webExtension(manifest: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for name in ["icon-16", "icon-24", "icon-99"] { folder.write(Self.png, to: "P/Resources/images/extension/\(name).png") }
        folder.write(Array(manifest.utf8), to: "P/Resources/manifest.json")
        folder.write(Array("<html><body><img src=\"../images/extension/icon-24.png\"></body></html>\n".utf8), to: "P/Resources/views/popup.html")
        folder.write(Array("let main = 1\n".utf8), to: "P/App.swift")
        let project = """
            { objects = {
              FI = { isa = PBXFileReference; path = images; lastKnownFileType = folder; sourceTree = "<group>"; };
              FV = { isa = PBXFileReference; path = views; lastKnownFileType = folder; sourceTree = "<group>"; };
              FM = { isa = PBXFileReference; path = manifest.json; lastKnownFileType = text.json; sourceTree = "<group>"; };
              FB = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
              BI = { isa = PBXBuildFile; fileRef = FI; };
              BV = { isa = PBXBuildFile; fileRef = FV; };
              BM = { isa = PBXBuildFile; fileRef = FM; };
              BB = { isa = PBXBuildFile; fileRef = FB; };
              RA = { isa = PBXResourcesBuildPhase; files = (BI, BV, BM); };
              SA = { isa = PBXSourcesBuildPhase; files = (BB); };
              TA = { isa = PBXNativeTarget; name = Extension; productType = "com.apple.product-type.app-extension"; buildPhases = (SA, RA); };
              G1 = { isa = PBXGroup; path = Resources; children = (FI, FV, FM); sourceTree = "<group>"; };
              G0 = { isa = PBXGroup; children = (G1, FB); sourceTree = "<group>"; };
              P = { isa = PBXProject; targets = (TA); mainGroup = G0; }; };
              rootObject = P; }
            """
        folder.write(Array(project.utf8), to: "P/App.xcodeproj/project.pbxproj")
        return folder
    }

    /// Omnivore's Safari extension: its manifest names icons from the extension's root (`/images/extension/icon-16.png`),
    /// a page by a relative path; the folder reference makes each image's name its path in the folder.
    @Test func aWebExtensionsManifestAndPagesNameItsImagesByPath() {
        let folder = Self.webExtension(manifest: "{\n  \"icons\": {\n    \"16\": \"/images/extension/icon-16.png\"\n  }\n}\n")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.assets.map(\.name).sorted() == ["images/extension/icon-16", "images/extension/icon-24", "images/extension/icon-99"])
        #expect(report.findings.filter { $0.kind == .unused }.map(\.name) == ["images/extension/icon-99"])
    }

    /// Safari loads the icons an extension's manifest names (one with `manifest_version`; another `manifest.json` is
    /// only data): each is used, and omnivore's `icon-19.png`, which the extension does not ship, is missing.
    @Test func aWebExtensionsManifestLoadsItsIconsAndOneNotThereIsMissing() {
        let folder = Self.webExtension(manifest: """
            {
              "manifest_version": 2,
              "icons": { "99": "images/extension/icon-99.png", "16": "/images/extension/icon-16.png" },
              "browser_action": { "default_icon": { "19": "/images/extension/icon-19.png" } }
            }

            """)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.references.map { "\($0.reference.file):\($0.reference.line):\($0.reference.column) \($0.reference.source.rawValue) \($0.reference.displayName)" } == [
            "P/Resources/manifest.json:3:21 data images/extension/icon-99.png",
            "P/Resources/manifest.json:3:59 data /images/extension/icon-16.png",
            "P/Resources/manifest.json:4:48 data /images/extension/icon-19.png",
        ])
        // The page's image stays a string that may name it; the manifest's are loads.
        #expect(report.findings.filter { $0.kind == .unused || $0.kind == .possiblyUsed }.map { "\($0.kind.rawValue) \($0.name)" }
                == ["possibly-used images/extension/icon-24"])
        #expect(report.findings.filter { $0.kind == .missing }.map { "\($0.severity.rawValue) \($0.file):\($0.line ?? 0) \($0.message)" } == [
            "error P/Resources/manifest.json:4 the web extension icon '/images/extension/icon-19.png' does not exist: no P/Resources/images/extension/icon-19.png",
        ])
    }
}
