@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// A design system's hand-written statics (`static let faceid = UIImage(named: "faceid")!`, Focus's
/// `UIImage+AppImages.swift`): a static's initializer runs when code first reads it, so an image
/// only a static nobody reads would load is `unused`, and one app code or Objective-C reads is used.
struct StaticImageMemberTests {
    @Test func anImageOnlyAStaticNobodyReadsLoadsIsUnused() {
        let project = TraceScratchProject()
        for name in ["faceid", "touchid", "close", "share", "gear"] { project.imageSet("P/Kit/Assets.xcassets/" + name) }
        project.text("P/Kit/UIImage+AppImages.swift", """
            extension UIImage {
                static let faceid = UIImage(named: "faceid")!
                static let touchid = UIImage(named: "touchid")!
                static let close = UIImage(named: "close")!
                static var share: UIImage { UIImage(named: "share")! }
                @objc static let gear = UIImage(named: "gear")!
            }

            """)
        project.text("P/Kit/Toolbar.swift", "let closeButton = UIButton(image: .close)\nlet shareIcon = UIImage.share\n")
        project.text("P/Kit/Settings.m", "UIImage *icon = UIImage.gear;\n")
        project.text("P/KitTests/ImagesTests.swift", "func testFaceID() { XCTAssertNotNil(UIImage.faceid) }\n")
        project.xcodeProject("P", targets: [
            .init("Kit", sources: ["Kit/UIImage+AppImages.swift", "Kit/Toolbar.swift", "Kit/Settings.m"], resources: ["Kit/Assets.xcassets"]),
            .init("KitTests", product: "bundle.unit-test", sources: ["KitTests/ImagesTests.swift"]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.usedAssets.map(\.name).sorted() == ["close", "gear", "share"])
        // A test's read is no app's; nothing reads touchid.
        #expect(DeclaredNameTests.unused(report).sorted() == ["faceid", "touchid"])
        #expect(!report.findings.contains { $0.kind == .possiblyUsed })
    }

    /// A package traced alone has its readers elsewhere: its public statics may be read, its internal ones not.
    @Test func aPackageTracedAloneKeepsItsPublicStatics() {
        let project = TraceScratchProject()
        project.text("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [.target(name: "Kit", resources: [.process("Assets.xcassets")])])

            """)
        for name in ["faceid", "touchid"] { project.imageSet("Sources/Kit/Assets.xcassets/" + name) }
        project.text("Sources/Kit/UIImage+AppImages.swift", """
            public extension UIImage {
                static let faceid = UIImage(named: "faceid", in: .module, with: nil)!
            }
            extension UIImage {
                static let touchid = UIImage(named: "touchid", in: .module, with: nil)!
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(report.usedAssets.map(\.name) == ["faceid"])
        #expect(DeclaredNameTests.unused(report) == ["touchid"])
    }

    /// Focus's design system shows every image in a gallery only its SwiftUI preview builds
    /// (`AppImagesView`, iterating `AppImage.allCases`): a preview's reads are no app's, so an image
    /// only the gallery shows is `unused`, while one the app reads as well stays used.
    @Test func aGalleryOnlyPreviewsShowReadsNothingForTheApp() {
        let project = TraceScratchProject()
        for name in ["faceid", "close"] { project.imageSet("P/Kit/Assets.xcassets/" + name) }
        project.imageSet("P/Kit/Preview Content/Preview Assets.xcassets/sample")
        project.text("P/Kit/UIImage+AppImages.swift", """
            extension UIImage {
                static let faceid = UIImage(named: "faceid")!
                static let close = UIImage(named: "close")!
            }

            """)
        project.text("P/Kit/Preview Files/AppImagesView.swift", """
            import SwiftUI

            struct AppImagesView: View {
                var body: some View {
                    ForEach(AppImage.allCases, id: \\.self) { image in Image(uiImage: image.image) }
                }
            }

            struct AppImagesView_Previews: PreviewProvider {
                static var previews: some View { AppImagesView() }
            }

            enum AppImage: String, CaseIterable {
                case faceid, close
                var image: UIImage {
                    switch self {
                    case .faceid: return .faceid
                    case .close: return .close
                    }
                }
            }

            #Preview { VStack { AppImagesView(); Image("sample") } }

            """)
        project.text("P/Kit/Toolbar.swift", "let closeButton = UIButton(image: .close)\n")
        project.xcodeProject("P", targets: [
            .init("Kit", sources: ["Kit/UIImage+AppImages.swift", "Kit/Preview Files/AppImagesView.swift", "Kit/Toolbar.swift"],
                  resources: ["Kit/Assets.xcassets", "Kit/Preview Content/Preview Assets.xcassets"],
                  settings: ["DEVELOPMENT_ASSET_PATHS": "\"Kit/Preview Content\""]),
        ])
        let report = DeclaredNameTests.trace(project)
        #expect(report.usedAssets.map(\.name) == ["close"])
        #expect(DeclaredNameTests.unused(report) == ["faceid"])
        // The preview's own art is loaded by the preview: no unused development asset.
        #expect(!report.findings.contains { $0.kind == .unusedDevelopmentAsset })
    }

    /// Damus's `IconLabel` takes an image name and its preview, in the same file, passes
    /// `"key.fill"`: what the preview passes is the canvas's, no missing image of the app's,
    /// while the app's own call still loads its image.
    @Test func aWrappersPreviewBesideItLoadsNothingForTheApp() {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/keys")
        project.text("P/App/IconLabel.swift", """
            import SwiftUI

            struct IconLabel: View {
                let title: String
                let img_name: String
                var body: some View { Label(title, image: img_name) }
            }

            struct IconLabel_Previews: PreviewProvider {
                static var previews: some View {
                    Form {
                        IconLabel(title: "Keys", img_name: "key.fill")
                        Image("bell.fill")
                    }
                }
            }

            """)
        project.text("P/App/Settings.swift", "let row = IconLabel(title: \"Keys\", img_name: \"keys\")\n")
        project.xcodeProject("P", targets: [.init("App", sources: ["App/IconLabel.swift", "App/Settings.swift"], resources: ["App/Assets.xcassets"])])
        let report = DeclaredNameTests.trace(project)
        #expect(report.usedAssets.map(\.name) == ["keys"])
        #expect(!report.findings.contains { $0.kind == .missing }, "\(report.findings.map(\.message))")
    }
}
