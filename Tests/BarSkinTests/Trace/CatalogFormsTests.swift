@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Catalog folders other than plain image sets, written as Xcode writes them:
/// symbol sets, icon sets named from Info.plist, tvOS brand assets and image stacks.
struct CatalogFormsTests {
    private static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    private static func symbolSet(_ file: String) -> String {
        "{\n\(info),\n  \"symbols\" : [\n    {\n      \"filename\" : \"\(file)\",\n      \"idiom\" : \"universal\"\n    }\n  ]\n}\n"
    }

    private static func imageStack(_ layers: [String]) -> String {
        let entries = layers.map { "    {\n      \"filename\" : \"\($0).imagestacklayer\"\n    }" }.joined(separator: ",\n")
        return "{\n\(info),\n  \"layers\" : [\n\(entries)\n  ]\n}\n"
    }

    private static func write(_ text: String, _ path: String, in folder: TemporaryFolder) { folder.write(Array(text.utf8), to: path) }

    private static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    /// A 4x4 PNG of one grey, different for each `shade` so that no two images are duplicates.
    private static func png(_ shade: UInt8 = 0) -> [UInt8] { PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(shade, shade, shade, 255))) }

    @Test func aSymbolSetHasNoScalesToCheck() {
        let folder = TemporaryFolder()
        let catalog = "P/Assets.xcassets"
        Self.write(Self.symbolSet("custom.bolt.svg"), "\(catalog)/custom.bolt.symbolset/Contents.json", in: folder)
        Self.write("<svg/>", "\(catalog)/custom.bolt.symbolset/custom.bolt.svg", in: folder)
        Self.write(Self.symbolSet("gear.svg"), "\(catalog)/gear.symbolset/Contents.json", in: folder)
        Self.write("<svg><path d=\"M0 0h1\"/></svg>", "\(catalog)/gear.symbolset/gear.svg", in: folder)
        Self.write(TraceFixtureProject.imageSet([("2x", "b@2x.png"), ("3x", nil)]), "\(catalog)/bitmap.imageset/Contents.json", in: folder)
        folder.write(Self.png(), to: "\(catalog)/bitmap.imageset/b@2x.png")
        Self.write("let bolt = UIImage(named: \"custom.bolt\")\nlet art = UIImage(named: \"bitmap\")\n", "P/V.swift", in: folder)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        let symbols = report.assets.filter { $0.setType == .symbolSet }
        #expect(symbols.map { "\($0.name) \($0.variants.map(\.path))" } == [
            "custom.bolt [\"P/Assets.xcassets/custom.bolt.symbolset/custom.bolt.svg\"]", "gear [\"P/Assets.xcassets/gear.symbolset/gear.svg\"]",
        ])
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.name): \($0.message)" } == [
            "scale-gap bitmap: the image set 'bitmap' has an empty 3x slot (universal)",
            "unused gear: symbol set 'gear' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    /// A set of one 1x image (a large picture shown resized, as apps keep alternate icons'
    /// previews) has two empty slots an iPhone needs: one finding, which names the fix.
    @Test func aSetsEmptySlotsAreOneFindingAndOneImageForEveryScaleIsNamed() {
        let folder = TemporaryFolder()
        let catalog = "P/Assets.xcassets"
        Self.write(TraceFixtureProject.imageSet([("1x", "big.png"), ("2x", nil), ("3x", nil)]), "\(catalog)/preview.imageset/Contents.json", in: folder)
        folder.write(Self.png(1), to: "\(catalog)/preview.imageset/big.png")
        Self.write(TraceFixtureProject.imageSet([("1x", "s.png"), ("2x", "s@2x.png"), ("3x", nil)]), "\(catalog)/small.imageset/Contents.json", in: folder)
        folder.write(Self.png(2), to: "\(catalog)/small.imageset/s.png")
        folder.write(Self.png(3), to: "\(catalog)/small.imageset/s@2x.png")
        Self.write("let a = UIImage(named: \"preview\")\nlet b = UIImage(named: \"small\")\n", "P/V.swift", in: folder)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.findings.filter { $0.kind == .scaleGap }.map { "\($0.file):\($0.line ?? 0) \($0.message)" } == [
            "P/Assets.xcassets/preview.imageset/Contents.json:9 the image set 'preview' has empty 2x and 3x slots (universal): "
                + "if big.png serves every scale, make the set Single Scale in Xcode",
            "P/Assets.xcassets/small.imageset/Contents.json:14 the image set 'small' has an empty 3x slot (universal)",
        ])
    }

    /// Loop's watch app: a set of `watch` art alone is the watch's to load, no gap for an iPhone; a set of
    /// `ipad` art alone still is one (an iPhone's call finds no image in it).
    @Test func aSetOfAnotherPlatformsArtAloneHasNoGapForThisDevice() {
        let folder = TemporaryFolder()
        let catalog = "P/Assets.xcassets"
        let watch = "{\n\(Self.info),\n  \"images\" : [\n    {\n      \"filename\" : \"m.png\",\n      \"idiom\" : \"watch\",\n      \"scale\" : \"2x\"\n    },\n"
            + "    {\n      \"idiom\" : \"watch\",\n      \"screen-width\" : \">183\"\n    }\n  ]\n}\n"
        Self.write(watch, "\(catalog)/pre-meal.imageset/Contents.json", in: folder)
        folder.write(Self.png(1), to: "\(catalog)/pre-meal.imageset/m.png")
        Self.write(watch.replacingOccurrences(of: "watch", with: "ipad"), "\(catalog)/tablet.imageset/Contents.json", in: folder)
        folder.write(Self.png(2), to: "\(catalog)/tablet.imageset/m.png")
        Self.write("let a = UIImage(named: \"pre-meal\")\nlet b = UIImage(named: \"tablet\")\n", "P/V.swift", in: folder)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.name): \($0.message)" } == ["scale-gap tablet: 'tablet' has no image an iphone can load"])
    }

    @Test func infoPlistIconKeysNameIconSetsAndAlternateIcons() {
        let folder = TemporaryFolder()
        let catalog = "P/Assets.xcassets"
        let appIcon = "{\n  \"images\" : [\n    {\n      \"filename\" : \"icon.png\",\n      \"idiom\" : \"universal\",\n"
            + "      \"platform\" : \"ios\",\n      \"size\" : \"1024x1024\"\n    }\n  ],\n\(Self.info)\n}\n"
        for set in ["AppIcon", "Winter"] {
            Self.write(appIcon, "\(catalog)/\(set).appiconset/Contents.json", in: folder)
            folder.write(Self.png(), to: "\(catalog)/\(set).appiconset/icon.png")
        }
        for (shade, file) in ["Dark60x60@2x.png", "Dark60x60@3x.png", "plain.png"].enumerated() { folder.write(Self.png(UInt8(shade + 10)), to: "P/\(file)") }
        Self.write(Self.plist("""
            \t<key>CFBundleIconFile</key>\n\t<string>AppIcon</string>
            \t<key>CFBundleIconFiles</key>\n\t<array><string>AppIcon60x60</string><string>AppIcon2</string></array>
            \t<key>CFBundleIcons</key>\n\t<dict>
            \t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>
            \t\t\t<key>Dark</key><dict><key>CFBundleIconFiles</key><array><string>Dark60x60</string></array></dict>
            \t\t\t<key>Gone</key><dict><key>CFBundleIconName</key><string>Gone</string></dict>
            \t\t\t<key>Winter</key><dict><key>CFBundleIconFiles</key><array><string>Winter60x60</string></array>
            \t\t\t\t<key>CFBundleIconName</key><string>Winter</string></dict>
            \t\t</dict>
            \t\t<key>CFBundlePrimaryIcon</key>\n\t\t<dict><key>CFBundleIconFiles</key><array><string>AppIcon60x60</string><string>AppIcon-83.5</string></array></dict>
            \t</dict>
            \t<key>CFBundleIcons~ipad</key>\n\t<dict><key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconFiles</key>
            \t\t<array><string>AppIcon60x60</string><string>AppIcon83.5x83.5@2x~ipad.png</string></array></dict></dict>

            """), "P/Info.plist", in: folder)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.references.map { "\($0.reference.role) \($0.reference.displayName) \($0.resolvedPath ?? "-")" } == [
            "CFBundleIconFile AppIcon P/Assets.xcassets/AppIcon.appiconset",
            "CFBundleIconFiles AppIcon60x60 P/Assets.xcassets/AppIcon.appiconset",
            "CFBundleIconFiles AppIcon2 -",
            "CFBundleAlternateIcons.CFBundleIconFiles Dark60x60 P/Dark60x60@3x.png",
            "CFBundleAlternateIcons.CFBundleIconName Gone -",
            "CFBundleAlternateIcons.CFBundleIconFiles Winter60x60 P/Assets.xcassets/Winter.appiconset",
            "CFBundleAlternateIcons.CFBundleIconName Winter P/Assets.xcassets/Winter.appiconset",
            "CFBundleIcons.CFBundleIconFiles AppIcon60x60 P/Assets.xcassets/AppIcon.appiconset",
            // Rocket.Chat's hand-written primary icon files: actool replaces them with the set's.
            "CFBundleIcons.CFBundleIconFiles AppIcon-83.5 P/Assets.xcassets/AppIcon.appiconset",
            "CFBundleIcons.CFBundleIconFiles AppIcon60x60 P/Assets.xcassets/AppIcon.appiconset",
            "CFBundleIcons.CFBundleIconFiles AppIcon83.5x83.5@2x~ipad.png P/Assets.xcassets/AppIcon.appiconset",
        ])
        #expect(report.findings.filter { $0.kind == .missing }.map { "\($0.name): \($0.message)" } == [
            "AppIcon2: no image named 'AppIcon2' in any asset catalog or loose file", "Gone: no app icon set named 'Gone'",
        ])
        #expect(report.assets.map { "\($0.name): \(report.usedReason($0) ?? "-")" } == ["Dark60x60: app icon", "plain: -"])
    }

    @Test func tvBrandAssetsAreAnIconAndImageStacksOneImage() {
        let folder = TemporaryFolder()
        let brand = "P/Assets.xcassets/App Icon & Top Shelf Image.brandassets"
        Self.write("{\n  \"assets\" : [\n    {\n      \"filename\" : \"App Icon.imagestack\",\n      \"idiom\" : \"tv\",\n"
            + "      \"role\" : \"primary-app-icon\",\n      \"size\" : \"400x240\"\n    }\n  ],\n\(Self.info)\n}\n", "\(brand)/Contents.json", in: folder)
        Self.write(Self.imageStack(["Front", "Back"]), "\(brand)/App Icon.imagestack/Contents.json", in: folder)
        for (number, stack) in ["\(brand)/App Icon", "P/Assets.xcassets/Poster", "P/Assets.xcassets/Spare"].enumerated() {
            if !stack.hasPrefix(brand) { Self.write(Self.imageStack(["Front", "Middle", "Back"]), "\(stack).imagestack/Contents.json", in: folder) }
            for (depth, layer) in ["Front", "Middle", "Back"].enumerated() {
                let content = "\(stack).imagestack/\(layer).imagestacklayer/Content.imageset"
                Self.write("{\n\(Self.info)\n}\n", "\(stack).imagestack/\(layer).imagestacklayer/Contents.json", in: folder)
                Self.write(TraceFixtureProject.imageSet([("1x", "\(layer).png"), ("2x", nil)], idiom: "tv"), "\(content)/Contents.json", in: folder)
                folder.write(Self.png(UInt8(number * 3 + depth)), to: "\(content)/\(layer).png")
            }
        }
        Self.write("let poster = UIImage(named: \"Poster\")\n", "P/V.swift", in: folder)
        Self.write(Self.plist("\t<key>CFBundleIcons</key>\n\t<dict><key>CFBundlePrimaryIcon</key><string>App Icon &amp; Top Shelf Image</string>"
            + "<key>CFBundleAlternateIcons</key><array><string>App Icon &amp; Top Shelf Image</string></array></dict>\n"), "P/Info.plist", in: folder)
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        let layers = "P/Assets.xcassets/Poster.imagestack/%@.imagestacklayer/Content.imageset/%@.png"
        #expect(report.assets.map { "\($0.name) \($0.setType.rawValue)" } == ["Poster imageStack", "Spare imageStack"])
        #expect(report.assets.first?.variants.map(\.path) == ["Front", "Middle", "Back"].map { String(format: layers, $0, $0) })
        #expect(report.references.map { "\($0.reference.role) \($0.reference.displayName) \($0.resolvedPath ?? "-")" }.filter { $0.hasPrefix("CF") } == [
            "CFBundleAlternateIcons.CFBundleIconName App Icon & Top Shelf Image \(brand)",
            "CFBundleIconName App Icon & Top Shelf Image \(brand)",
        ])
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.name): \($0.message)" } == [
            "unused Spare: image stack 'Spare' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }
}
