import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: references find their image's file and their storyboard through indexes
/// built once, not by searching per reference, and a storyboard's scenes are followed
/// without recursion; the answers are the ones the searches gave.
@Suite struct TraceIndexShapeTests {
    private static let png = PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 8, 7, 255)))

    private static func variant(_ path: String, _ scale: Int?, _ device: String? = nil) -> AssetVariant {
        AssetVariant(path: path, scale: scale, device: device, pixelSize: nil)
    }

    @Test func aSetsFileIsTheFirstOfTheBestSlotWhateverItsSize() {
        // Thousands of slots, most of them repeats of the few a device chooses between.
        let filler = (0..<3_000).map { Self.variant("f\($0).png", 1 + $0 % 2, $0 % 3 == 0 ? "ipad" : nil) }
        let set = ImageAsset(name: "big", kind: .imageset, location: "big.imageset",
                             variants: filler + [Self.variant("three.png", 3), Self.variant("three-again.png", 3)], emptySlots: [], missingFiles: [])
        let index = AssetIndex(imageSets: [set], looseImages: [], iconSets: [])
        let resolver = ImageNamedResolver(index: index, profile: DeviceProfile())
        #expect(resolver.variant(of: set, at: 3)?.path == "three.png")
        #expect(resolver.variant(of: set, at: 2)?.path == "f1.png")
        #expect(resolver.variant(of: set, at: 1)?.path == "f2.png")
        // The same answer for an asset the index does not hold, found by a pass of its own.
        let empty = ImageNamedResolver(index: AssetIndex(imageSets: [], looseImages: [], iconSets: []), profile: DeviceProfile())
        #expect(empty.variant(of: set, at: 3)?.path == "three.png" && empty.variant(of: set, at: 1)?.path == "f2.png")
    }

    @Test func aLaterSameNamedSetIsFoundByItsNumber() {
        let sets = (0..<4).map { ImageAsset(name: "logo", kind: .imageset, location: "C\($0).xcassets/logo.imageset",
                                           variants: [], emptySlots: [], missingFiles: []) }
        let index = AssetIndex(imageSets: sets, looseImages: [], iconSets: [])
        #expect((0..<4).map { index.asset(AssetKey(kind: .imageset, name: "logo", instance: $0))?.location } == sets.map(\.location))
        #expect(index.asset(AssetKey(kind: .imageset, name: "logo", instance: 4)) == nil)
    }

    @Test func storyboardsAreFoundByBaseNameOrFileNameInProjectOrder() {
        let documents = ["A/Main.storyboard", "B/Main.storyboard", "A/Main.xib", "A/Other.v2.storyboard"].map { path in
            InterfaceDocument(path: path, source: path.hasSuffix(".xib") ? .xib : .storyboard, references: [], initialViewController: nil,
                              scenes: [], systemSymbols: 0)
        }
        let index = InterfaceDocumentIndex(documents)
        #expect(index.named("Main", source: .storyboard).map(\.path) == ["A/Main.storyboard", "B/Main.storyboard"])
        #expect(index.named("Main.storyboard", source: .storyboard).map(\.path) == ["A/Main.storyboard", "B/Main.storyboard"])
        #expect(index.named("Main", source: .xib).map(\.path) == ["A/Main.xib"])
        #expect(index.named("Other.v2", source: .storyboard).map(\.path) == ["A/Other.v2.storyboard"])
        #expect(index.named("Other", source: .storyboard).isEmpty)
    }

    @Test func aTwentyThousandSceneChainOfEmbedsLoadsItsLastSceneAtLaunch() throws {
        let folder = TemporaryFolder()
        let depth = 20_000
        var scenes = ""
        for level in 0..<depth {
            // The last scene embeds the first again: a loop, followed once.
            let next = level + 1 < depth ? level + 1 : 0
            let image = level + 1 < depth ? "" : #"<view key="view" id="v"><subviews><imageView image="last" id="iv"/></subviews></view>"#
            scenes += "<scene sceneID=\"s\(level)\"><objects><viewController id=\"vc\(level)\" sceneMemberID=\"viewController\">\(image)"
                + "<connections><segue destination=\"vc\(next)\" kind=\"embed\" id=\"e\(level)\"/></connections></viewController></objects></scene>\n"
        }
        folder.write(Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" "
            + "version=\"3.0\" initialViewController=\"vc0\"><scenes>\n" + scenes + "</scenes></document>\n").utf8), to: "P/Main.storyboard")
        folder.write(Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
            + "<key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n").utf8), to: "P/Info.plist")
        folder.write(Self.png, to: "P/last@2x.png")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.errors.isEmpty)
        #expect(report.launch.images.map(\.path) == [folder.path + "/P/last@2x.png"])
        #expect(report.references.filter(\.launch).map(\.reference.displayName) == ["last"])
    }
}
