@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Storyboards and xibs in both formats, Info.plist, catalog sets, and the
/// errors malformed files give.
struct DocumentScanningTests {
    private func summary(_ references: [ImageReference]) -> [String] {
        references.map { "\($0.line):\($0.column) \($0.role) \($0.displayName)" + ($0.scene.map { " @\($0)" } ?? "") }
    }

    @Test func modernStoryboard() throws {
        let document = try InterfaceBuilderScanner().scan(bytes: Array(TraceFixtureProject.mainStoryboard.utf8), path: "Main.storyboard")
        #expect(document.source == .storyboard)
        #expect(summary(document.references) == [
            "17:70 tabBarItem.image tab_home @s-nav",
            "17:95 tabBarItem.selectedImage tab_home_sel @s-nav",
            "29:47 imageView.image hero @Home",
            "29:71 imageView.highlightedImage hero @Home",
            "34:60 state.normal.image btn_play @Home",
            "34:87 state.normal.backgroundImage btn_bg @Home",
            "40:96 runtime.placeholder avatar_blank @Home",
            "48:74 tabBarItem.image Icons/star @SettingsViewController",
            "51:47 imageView.image settings_banner @SettingsViewController",
            "60:50 imageView.image detail_photo @s-detail",
            "61:71 imageView.highlightedImage nowhere_to_be_found @s-detail",
            // Only <resources> entries no element named.
            "69:22 resources only_in_resources",
        ])
        // star.fill twice (imageReference and resources); the accessibility trait is not an image.
        #expect(document.systemSymbols == 2)
        #expect(document.initialViewController == "tab")
        #expect(document.scenes.map(\.name) == ["s-tab", "s-nav", "Home", "SettingsViewController", "s-detail"])
        #expect(document.scenes[0].relationships.map { "\($0.kind)>\($0.destination)" } == ["viewControllers>nav", "viewControllers>settings"])
    }

    /// An image pasted into Interface Builder is archived in the document itself
    /// (`tabBarItem:ID:image` with its pixels in `<mutableData>`): no asset is named.
    @Test func anImageTheStoryboardHoldsItselfIsNoReference() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <tabBarItem key="tabBarItem" title="User" image="tabBarItem:rPS-q8-1Ip:image" id="rPS-q8-1Ip"/>
                    <tabBarItem key="tabBarItem" title="Scan" image="scan" id="x"/>
                </objects></scene></scenes>
                <resources>
                    <image name="tabBarItem:rPS-q8-1Ip:image" width="25" height="25">
                        <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb24=</mutableData>
                    </image>
                    <image name="scan" width="25" height="25"/>
                </resources>
            </document>
            """
        let document = try InterfaceBuilderScanner().scan(bytes: Array(storyboard.utf8), path: "Settings.storyboard")
        #expect(summary(document.references) == ["5:58 tabBarItem.image scan @s"])
    }

    @Test func archiveXibWithReusedResources() throws {
        let document = try InterfaceBuilderScanner().scan(bytes: Array(TraceFixtureProject.legacyXib.utf8), path: "Legacy.xib")
        #expect(document.source == .xib)
        #expect(summary(document.references) == [
            "7:34 IBUIImage logo.png",
            "13:34 IBUIHighlightedImage btn_play.png",
            "15:42 IBUINormalImage btn_play.png",
            "16:44 IBUISelectedImage btn_play.png",
        ])
    }

    @Test func modernXib() throws {
        let document = try InterfaceBuilderScanner().scan(bytes: Array(TraceFixtureProject.cellXib.utf8), path: "Cell.xib")
        #expect(summary(document.references) == [
            "5:40 slider.minimumValueImage vol_low",
            "5:68 slider.maximumValueImage Icons/star",
            "6:36 textField.background field_bg.png",
        ])
    }

    /// A Mac storyboard names AppKit's own images (`NSActionTemplate`) like the app's: they are the
    /// system's, counted as such, and no reference (NetNewsWire's preferences and inspector).
    @Test func appKitsNamedImagesAreTheSystems() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <scenes><scene sceneID="s"><objects>
                    <imageView id="a"><imageCell key="cell" image="NSActionTemplate" id="b"/></imageView>
                    <button id="c"><buttonCell key="cell" image="NSAddTemplate" id="d"/></button>
                    <imageView id="e"><imageCell key="cell" image="feedIcon" id="f"/></imageView>
                </objects></scene></scenes>
                <resources>
                    <image name="NSActionTemplate" width="20" height="20"/>
                    <image name="NSAddTemplate" width="14" height="13"/>
                    <image name="feedIcon" width="16" height="16"/>
                </resources>
            </document>
            """
        let document = try InterfaceBuilderScanner().scan(bytes: Array(storyboard.utf8), path: "Preferences.storyboard")
        #expect(document.references.map(\.displayName) == ["feedIcon"])
        #expect(document.systemSymbols == 2)
    }

    @Test func malformedDocumentIsALocatedError() {
        let text = "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n</document>\n"
        #expect(throws: TraceProblem.malformedXML(detail: "end tag does not match the start tag").located(at: "Bad.storyboard", line: 4, column: 12)) {
            try InterfaceBuilderScanner().scan(bytes: Array(text.utf8), path: "Bad.storyboard")
        }
    }

    @Test func infoPlistXMLAndBinary() throws {
        let plist = try InfoPlistScanner().scan(bytes: Array(TraceFixtureProject.infoPlist.utf8), path: "Info.plist")
        #expect(plist.mainInterface == "Main")
        #expect(plist.launchStoryboard == "Launch")
        #expect(summary(plist.references) == [
            "13:13 CFBundleIcons.CFBundleIconFiles btn_play",
            "10:12 CFBundleIconName AppIcon",
            "21:12 UILaunchImages.UILaunchImageName launch_logo",
            "25:10 UILaunchStoryboardName Launch",
            "27:10 UIMainStoryboardFile Main",
        ])
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIMainStoryboardFile": "Main", "CFBundleIconFiles": ["Icon", "Icon@2x.png"]], format: .binary, options: 0)
        let fromBinary = try InfoPlistScanner().scan(bytes: [UInt8](binary), path: "Info.plist")
        #expect(summary(fromBinary.references) == ["0:0 CFBundleIconFiles Icon", "0:0 CFBundleIconFiles Icon@2x.png", "0:0 UIMainStoryboardFile Main"])
        // Xcode's macOS app template writes `CFBundleIconFile` empty: it names nothing, so nothing is missing.
        let empty = try PropertyListSerialization.data(fromPropertyList: ["CFBundleIconFile": "", "CFBundleIconFiles": [" ", "Icon"]], format: .xml, options: 0)
        #expect(summary(try InfoPlistScanner().scan(bytes: [UInt8](empty), path: "Info.plist").references).map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
                == ["CFBundleIconFiles Icon"])
    }

    @Test func malformedPlists() {
        #expect(throws: TraceProblem.malformedXML(detail: "end tag does not match the start tag").located(at: "Info.plist", line: 3, column: 9)) {
            try InfoPlistScanner().scan(bytes: Array("<plist>\n<dict><key>a</key>\n</plist>\n".utf8), path: "Info.plist")
        }
        #expect(throws: TraceProblem.malformedPropertyList(detail: "the top level is not a dictionary").located(at: "Info.plist")) {
            try InfoPlistScanner().scan(bytes: Array("<plist><array/></plist>".utf8), path: "Info.plist")
        }
        #expect(throws: TraceProblem.malformedPropertyList(detail: "cannot be read as a property list").located(at: "Info.plist")) {
            try InfoPlistScanner().scan(bytes: Array("<plist><dict><key>a</key><date>not a date</date></dict></plist>".utf8), path: "Info.plist")
        }
    }

    @Test func catalogSetSlotsAndBrokenJSON() throws {
        let folder = TemporaryFolder()
        folder.write(Array(TraceFixtureProject.imageSet([("1x", nil), ("2x", "a@2x.png"), ("3x", "gone@3x.png")]).utf8),
                     to: "a.imageset/Contents.json")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 6, height: 4)), to: "a.imageset/a@2x.png")
        let set = try CatalogSetReader().read(folder: folder.path + "/a.imageset", name: "N/a", files: ["a@2x.png", "Contents.json"])
        #expect(set.variants.map { "\($0.scale ?? 0) \($0.pixelSize.map { "\($0.width)x\($0.height)" } ?? "-")" } == ["2 6x4"])
        #expect(set.emptySlots == [EmptySlot(idiom: "universal", scale: 1, line: 4)])
        #expect(set.missingFiles == [MissingSlotFile(fileName: "gone@3x.png", line: 13)])

        folder.write(Array("{\n  \"images\" : [\n    { \"idiom\" : }\n  ]\n}\n".utf8), to: "b.imageset/Contents.json")
        #expect(throws: TraceError.self) {
            try CatalogSetReader().read(folder: folder.path + "/b.imageset", name: "b", files: [])
        }
        do {
            _ = try CatalogSetReader().read(folder: folder.path + "/b.imageset", name: "b", files: [])
        } catch let error as TraceError {
            #expect(error.path == folder.path + "/b.imageset/Contents.json")
            #expect(error.message == "malformed JSON: not valid JSON")
        }
    }
}
