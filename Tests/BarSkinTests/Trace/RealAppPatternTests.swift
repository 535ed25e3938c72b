@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Patterns that real apps taught (judged by hand on five public apps, from 2013's
/// Objective-C to 2026's SwiftUI), each reduced to a few lines with names of our own.
struct RealAppPatternTests {
    @Test func aLetAssignedInEachBranchHoldsEveryBranchsName() {
        let project = TraceScratchProject()
        for name in ["issue-open", "pr-open", "stale"] { project.looseImage("Art/" + name) }
        project.text("Row.swift", """
            func icon(for kind: Kind) -> UIImage? {
                let imageName: String
                switch kind {
                case .issue: imageName = "issue-open"
                case .pull: imageName = "pr-open"
                }
                return UIImage(named: imageName)
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["Row.swift:7:27 UIImage(named:) issue-open", "Row.swift:7:27 UIImage(named:) pr-open"])
        #expect(DeclaredNameTests.unused(report) == ["stale"])
    }

    @Test func aFormatOfALocalThatHoldsLiterals() {
        let project = TraceScratchProject()
        for name in ["RepoPublic", "RepoPublicOn", "RepoPrivate", "RepoPrivateOn", "ToolbarStar", "ToolbarStarOn"] { project.looseImage("Art/" + name) }
        project.text("RepoCell.m", """
            void configure(UIImageView *view, BOOL isPrivate) {
                NSString *img = @"RepoPrivate";
                if (!isPrivate) img = @"RepoPublic";
                view.highlightedImage = [UIImage imageNamed:[NSString stringWithFormat:@"%@On.png", img]];
            }

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == ["RepoCell.m:4:49 imageNamed RepoPrivateOn.png", "RepoCell.m:4:49 imageNamed RepoPublicOn.png"])
        // RepoPrivate and RepoPublic are strings the local holds (evidence); nothing could load the toolbar's.
        #expect(DeclaredNameTests.unused(report) == ["ToolbarStar", "ToolbarStarOn"])
    }

    @Test func aComputedNameOnAReceiverOfUnknownType() {
        let project = TraceScratchProject()
        for name in ["Alt0-image", "Alt1-image", "Alt7-image", "Other"] { project.looseImage("Art/" + name) }
        project.text("IconGrid.swift", """
            enum Icon: Int, CaseIterable {
                case primary = 0
                case alt1
                var previewImageName: String {
                    return "Alt\\(rawValue)-image"
                }
            }
            struct IconGrid: View {
                var body: some View {
                    ForEach(Icon.allCases, id: \\.self) { icon in Image(icon.previewImageName) }
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // An `Int` enum's cases count from 0: the names are exactly the cases'; no case is 7.
        #expect(DeclaredNameTests.references(report) == ["IconGrid.swift:10:60 Image Alt0-image", "IconGrid.swift:10:60 Image Alt1-image"])
        #expect(DeclaredNameTests.unused(report) == ["Alt7-image", "Other"])
    }

    @Test func aProtocolExtensionsNameAndAMemberDeclaredAsAnImage() {
        let project = TraceScratchProject()
        for name in ["Tile-dark-blue", "Tile-dark-red", "Lonely"] { project.looseImage("Art/" + name) }
        project.text("IconPicker.swift", """
            protocol AltIcon: CaseIterable, RawRepresentable { static var tag: String { get } }
            extension AltIcon where RawValue == String {
                var iconName: String { "Tile-\\(Self.tag)-\\(rawValue)" }
            }
            struct Device { var image: ImageResource { .lonely } }
            struct IconRow: View {
                let icon: any AltIcon
                var body: some View {
                    Image(icon.iconName)
                    Image(session.device.image)
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // The pattern's fixed parts reach both icons; `session.device.image` is an ImageResource, no name.
        #expect(DeclaredNameTests.references(report) == ["IconPicker.swift:9:15 Image Tile-*-*"])
        #expect(report.findings.filter { $0.kind == .possiblyUsed }.map(\.name) == ["Tile-dark-blue", "Tile-dark-red"])
        #expect(!report.findings.contains { $0.kind == .unresolvableDynamic })
    }

    @Test func stringsThatAreKeysWordsOrVocabularyAreNoEvidence() {
        let project = TraceScratchProject()
        for name in ["branch", "commit", "link", "code", "comment", "settings", "star", "smiley", "flag_fr", "PushEvent"] {
            project.looseImage("Art/" + name)
        }
        project.text("Event.m", """
            if ([type isEqualToString:@"PushEvent"]) { title = NSLocalizedString(@"commit", nil); }
            NSString *body = [payload objectForKey:@"comment"];
            NSString *kind = @"branch";

            """)
        project.text("Client.swift", """
            let url = data["link"] as? String
            let query = ["code": code, "state": state]
            let path = base.appendingPathComponent("settings")

            """)
        // An emoji list: its aliases are words, a few of which are image names too.
        let entries = (0..<60).map { "{\"aliases\": [\"word\($0)\"], \"tags\": [\"tag\($0)\"]}" }
            + ["{\"aliases\": [\"star\", \"smiley\"], \"image\": \"flag_fr\"}"]
        project.text("Resources/emoji.json", "[" + entries.joined(separator: ",\n") + "]\n")
        let report = DeclaredNameTests.trace(project)
        let possible = report.findings.filter { $0.kind == .possiblyUsed }.map(\.name)
        // A plain string is still evidence, and so is a compared word (how apps spell the values of names they
        // build); so is an image-like key's value, even in a vocabulary.
        #expect(possible == ["PushEvent", "branch", "flag_fr"])
        #expect(DeclaredNameTests.unused(report) == ["code", "comment", "commit", "link", "settings", "smiley", "star"])
    }

    @Test func aStoryboardNameIsLookedUpBesideItsInfoPlist() {
        let project = TraceScratchProject()
        project.looseImage("App/Art/splash")
        project.looseImage("ALib/Kit/Example/Art/disclosure")
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n</dict>\n</plist>\n"
        project.text("App/Info.plist", plist)
        project.text("ALib/Kit/Example/Info.plist", plist)
        func storyboard(_ image: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="home">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="home" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <imageView contentMode="scaleToFill" image="\(image)" id="i1"/>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        }
        project.text("App/Base.lproj/Main.storyboard", storyboard("splash"))
        project.text("ALib/Kit/Example/Base.lproj/Main.storyboard", storyboard("disclosure"))
        let report = DeclaredNameTests.trace(project)
        let documents = report.references.filter { $0.reference.source == .plist }.map { "\($0.reference.file) \($0.resolvedPath ?? "-")" }
        #expect(documents == ["ALib/Kit/Example/Info.plist ALib/Kit/Example/Base.lproj/Main.storyboard", "App/Info.plist App/Base.lproj/Main.storyboard"])
        // The app's own plist, nearer the top than a vendored example's, names the storyboard the report shows.
        #expect(report.launch.storyboard == "App/Base.lproj/Main.storyboard")
        #expect(report.launch.images.map(\.name) == ["disclosure", "splash"])
    }

    @Test func aModelsStoredNameIsJudgedByItsInitializersCallers() {
        let project = TraceScratchProject()
        for name in ["inbox", "bell", "repo", "lock", "tag", "star-fill", "moon-fill", "other"] { project.looseImage("Art/" + name) }
        project.text("Menu.swift", """
            struct MenuItem {
                let title: String
                let iconName: String?
            }
            enum Filter {
                case unread, all
                var iconName: String? {
                    switch self {
                    case .unread: return "inbox"
                    case .all: return "bell"
                    }
                }
            }
            func filterItems() -> [MenuItem] {
                [Filter.unread, Filter.all].map { MenuItem(title: "f", iconName: $0.iconName) }
                    + [MenuItem(title: "Repos", iconName: "repo")]
            }
            func manageItem(locked: Bool) -> MenuItem {
                let iconName: String
                if locked { iconName = "lock" } else { iconName = "tag" }
                return MenuItem(title: "m", iconName: iconName)
            }
            func favouriteItem(starred: Bool) -> MenuItem {
                let base = starred ? "star" : "moon"
                return MenuItem(title: "s", iconName: "\\(base)-fill")
            }
            final class MenuCell: UITableViewCell {
                func configure(_ item: MenuItem) {
                    if let iconName = item.iconName {
                        imageView?.image = UIImage(named: iconName)
                    }
                }
            }

            """)
        let report = DeclaredNameTests.trace(project)
        // Every name a caller of MenuItem's initializer passes is loaded, `$0.iconName` of the two `Filter`
        // cases the array holds among them; each caller is known, so no site could be any image.
        let names = Set(report.references.filter { $0.reference.role == "MenuItem(iconName:)" }.map(\.reference.displayName))
        #expect(names == ["bell", "inbox", "repo", "lock", "tag", "star-fill", "moon-fill"])
        #expect(DeclaredNameTests.unused(report) == ["other"])
    }

    @Test func moreWaysToLoadAnImage() {
        let project = TraceScratchProject()
        for name in ["hero", "boost", "bookmark", "nothing"] { project.looseImage("Art/" + name) }
        project.text("Views.swift", """
            struct About: View {
                var body: some View {
                    Image(uiImage: .init(named: "hero") ?? .init())
                    Label("Boost", image: "boost")
                }
            }
            let item = UIApplicationShortcutIcon(templateImageName: "bookmark")

            """)
        let report = DeclaredNameTests.trace(project)
        #expect(DeclaredNameTests.references(report) == [
            "Views.swift:3:37 UIImage(named:) hero", "Views.swift:4:31 Label(image:) boost",
            "Views.swift:7:57 UIApplicationShortcutIcon(templateImageName:) bookmark",
        ])
        #expect(DeclaredNameTests.unused(report) == ["nothing"])
    }

    @Test func codeAndDataNoTargetBuildsAreNotTheApps() {
        let project = TraceScratchProject()
        for name in ["logo", "placeholder", "verified"] { project.looseImage("App/Art/" + name) }
        project.text("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Demo", targets: [.target(name: "App", path: "App", resources: [.process("Art")])])

            """)
        project.text("App/Main.swift", "let logo = UIImage(named: \"logo\")\n")
        project.text("Old/Dead.swift", "let placeholder = UIImage(named: \"placeholder\")\n")
        project.text("gql/schema.json", "{\"fields\":[{\"name\":\"verified\"}]}\n")
        // An Icon Composer icon: compiled into the app icon, its layers are no bundle images.
        project.text("App/AppIcon.icon/icon.json", "{\"groups\":[{\"layers\":[{\"image-name\":\"cube.png\"}]}]}\n")
        project.looseImage("App/AppIcon.icon/Assets/cube")
        let report = DeclaredNameTests.trace(project)
        #expect(report.errors.isEmpty)
        let kinds = report.findings.map { "\($0.kind.rawValue) \($0.name)" }
        // Dead code in no target loads nothing, and a schema no target ships names nothing.
        #expect(kinds.contains("unused placeholder") && kinds.contains("unused verified"))
        #expect(!report.assets.contains { $0.name.contains("cube") })
    }
}
