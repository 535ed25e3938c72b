@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import Testing

/// The imageNamed: model on hand-built indexes: each lookup rule on its own.
struct ResolverTests {
    private func index(sets: [String: [(Int?, String?)]] = [:], files: [String]) -> AssetIndex {
        let imageSets = sets.keys.sorted().map { name in
            ImageAsset(name: name, kind: .imageset, location: "C.xcassets/\(name).imageset",
                       variants: sets[name]!.map { AssetVariant(path: "C.xcassets/\(name).imageset/\($0.0 ?? 0)\($0.1 ?? "")", scale: $0.0, device: $0.1, pixelSize: nil) },
                       emptySlots: [], missingFiles: [])
        }
        return AssetIndex(imageSets: imageSets, looseImages: files.map { ("R/" + $0, $0, nil) }, iconSets: [])
    }

    private func resolve(_ name: String, in index: AssetIndex, _ profile: DeviceProfile = DeviceProfile()) -> String {
        switch ImageNamedResolver(index: index, profile: profile).resolve(name) {
        case .found(_, let path): "found \(path ?? "-")"
        case .caseMismatch(_, let actual, let path): "case \(actual) \(path ?? "-")"
        case .missing: "missing"
        }
    }

    @Test func pngIsTheOnlyImplicitExtension() {
        let files = index(files: ["a.png", "b.jpg", "c.PNG"])
        #expect(resolve("a", in: files) == "found R/a.png")
        #expect(resolve("a.png", in: files) == "found R/a.png")
        #expect(resolve("b", in: files) == "missing")
        #expect(resolve("b.jpg", in: files) == "found R/b.jpg")
        // Only a case-insensitive file system finds c.PNG for "c": the Simulator, not a device.
        #expect(resolve("c", in: files) == "case c.PNG R/c.PNG")
        #expect(resolve("c.PNG", in: files) == "found R/c.PNG")
    }

    @Test func scaleBeatsDeviceAndHighestScaleFirst() {
        let files = index(files: ["i.png", "i~iphone.png", "i@2x.png", "i@2x~iphone.png", "i@3x.png", "j@2x.png", "j~iphone.png", "k@3x.png"])
        #expect(resolve("i", in: files) == "found R/i@3x.png")
        #expect(resolve("i", in: files, DeviceProfile(scales: [2])) == "found R/i@2x~iphone.png")
        #expect(resolve("i", in: files, DeviceProfile(scales: [1])) == "found R/i~iphone.png")
        #expect(resolve("i", in: files, DeviceProfile(device: .ipad, scales: [1])) == "found R/i.png")
        // @2x beats ~iphone at 1x.
        #expect(resolve("j", in: files) == "found R/j@2x.png")
        // Only a higher scale: a 2x device still finds it.
        #expect(resolve("k", in: files, DeviceProfile(scales: [2])) == "found R/k@3x.png")
    }

    @Test func catalogFirstWithNamespacesAndIdioms() {
        let index = index(sets: ["a": [(2, nil), (3, nil)], "Icons/b": [(2, nil), (2, "ipad")], "v": [(nil, nil)]],
                          files: ["a@3x.png", "b@2x.png"])
        #expect(resolve("a", in: index) == "found C.xcassets/a.imageset/3")
        #expect(resolve("Icons/b", in: index, DeviceProfile(device: .ipad, scales: [2])) == "found C.xcassets/Icons/b.imageset/2ipad")
        #expect(resolve("Icons/b", in: index) == "found C.xcassets/Icons/b.imageset/2")
        #expect(resolve("b", in: index) == "found R/b@2x.png")
        #expect(resolve("v", in: index) == "found C.xcassets/v.imageset/0")
    }

    /// ChatSecure's `imageNamed:@"xmpp.png"` finds its catalog's `xmpp` set: a PNG's extension may be written
    /// for a set as for a file. Another extension may not, and a set named with the extension is found first.
    @Test func aSetIsFoundByItsNameWithPNGsExtension() {
        let index = index(sets: ["xmpp": [(2, nil)], "logo.png": [(2, nil)], "logo": [(3, nil)], "photo": [(2, nil)]], files: [])
        #expect(resolve("xmpp.png", in: index) == "found C.xcassets/xmpp.imageset/2")
        #expect(resolve("logo.png", in: index) == "found C.xcassets/logo.png.imageset/2")
        #expect(resolve("photo.jpg", in: index) == "missing")
        #expect(resolve("xmpp.PNG", in: index) == "case xmpp C.xcassets/xmpp.imageset/2")
    }

    @Test func caseMismatchIsNotMissing() {
        let index = index(sets: ["Logo": [(2, nil)]], files: ["Banner@2x.png", "Stuff.bundle/Icon.png"])
        #expect(resolve("logo", in: index) == "case Logo C.xcassets/Logo.imageset/2")
        #expect(resolve("banner", in: index) == "case Banner R/Banner@2x.png")
        #expect(resolve("stuff.bundle/icon", in: index) == "case Stuff.bundle/Icon R/Stuff.bundle/Icon.png")
        #expect(resolve("Stuff.bundle/Icon", in: index) == "found R/Stuff.bundle/Icon.png")
        #expect(resolve("nothing", in: index) == "missing")
    }

    @Test func spelledOutVariantsAndMisnamedFiles() {
        let index = index(files: ["Icon@2x.png", "Icon.png", "x~ipad@2x.png", "y~iPad.png"])
        #expect(resolve("Icon@2x.png", in: index) == "found R/Icon@2x.png")
        #expect(resolve("x", in: index, DeviceProfile(device: .ipad)) == "missing")
        #expect(index.misnamedFiles == ["R/x~ipad@2x.png", "R/y~iPad.png"])
    }

    @Test func generatedSymbols() {
        #expect(AssetSymbol.symbol(for: "ic_chat_white_24px") == "icChatWhite24Px")
        #expect(AssetSymbol.symbol(for: "App Logo") == "appLogo")
        #expect(AssetSymbol.symbol(for: "appBadge") == "appBadge")
        #expect(AssetSymbol.symbol(for: "tab-home") == "tabHome")
    }

    @Test func patternThatMatchesNothing() {
        let index = index(files: ["a.png"])
        let reference = ImageReference(target: .pattern(NamePattern([.text("zz_"), .hole])), file: "f.swift", line: 3, column: 9, source: .swift, role: "UIImage(named:)")
        let resolved = ReferenceResolver(index: index, profile: DeviceProfile(), documents: []).resolve([reference])
        let findings = FindingAnalyzer(index: index, profile: DeviceProfile()).findings(references: resolved, used: [])
        #expect(findings.last == Finding(kind: .unresolvableDynamic, name: "zz_*", file: "f.swift", line: 3, column: 9,
                                          message: "dynamic image name 'zz_*' matches no image"))
    }
}
