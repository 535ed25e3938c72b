import Foundation
import Testing
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport

/// The writers' side of appearances: a set's looks merged in Xcode's order, and dark 9-patches.
struct AppearanceCatalogTests {
    private func variant(_ name: String, width: Int, height: Int) -> SliceVariant {
        let bitmap = StretchFixtures.nineRegions(columns: [width / 2, 1, width - width / 2 - 1], rows: [height / 2, 1, height - height / 2 - 1])
        return SliceVariant(path: "/in/" + name, fileName: AssetFileName(parsing: name), bitmap: bitmap, bytes: try! PNGEncoder().encode(bitmap))
    }

    private var variants: [SliceVariant] {
        [variant("Sel.png", width: 10, height: 40), variant("Sel@2x.png", width: 20, height: 80)]
    }

    private func files(_ path: String) throws -> [String] {
        try ImageSetContents(parsing: [UInt8](FileManager.default.contents(atPath: path)!), path: path).images.map { $0.filename ?? "-" }
    }

    @Test func aLookAddedLaterGoesBesideItsScalesAnyEntry() throws {
        let folder = TemporaryFolder()
        let writer = CatalogWriter(catalogPath: folder.path + "/A.xcassets")
        _ = try writer.write(name: "Sel", variants: variants, caps: nil, template: nil)
        _ = try writer.write(name: "Sel", looks: [ImageSetLook(appearance: .any, variants: variants, caps: nil),
                                                  ImageSetLook(appearance: .highContrast, variants: variants, caps: nil),
                                                  ImageSetLook(appearance: .dark, variants: variants, caps: nil)], template: nil)
        let contents = folder.path + "/A.xcassets/Sel.imageset/Contents.json"
        #expect(try files(contents) == ["Sel.png", "Sel-dark.png", "Sel-high-contrast.png", "Sel@2x.png", "Sel-dark@2x.png", "Sel-high-contrast@2x.png"])
        // A later light-only write (slice) keeps the looks it did not write; a drawn item's drops them.
        _ = try writer.write(name: "Sel", variants: variants, caps: nil, template: nil)
        #expect(try files(contents).count == 6)
        _ = try writer.write(name: "Sel", looks: [ImageSetLook(appearance: .any, variants: variants, caps: nil),
                                                  ImageSetLook(appearance: .dark, variants: variants, caps: nil)],
                             template: nil, ownsAppearances: true)
        #expect(try files(contents) == ["Sel.png", "Sel-dark.png", "Sel@2x.png", "Sel-dark@2x.png"])
    }

    @Test func darkNinePatchesGoToTheNightFolders() throws {
        let folder = TemporaryFolder()
        let written = try NinePatchExporter(folder: folder.path + "/res").write(
            name: AndroidResourceName(making: "sel"), variants: variants, caps: .legacy(leftCap: 4, topCap: 10), contentInsets: nil, appearance: .dark)
        #expect(written.map { String($0.output.dropFirst(folder.path.count + 1)) } == ["res/drawable-night-mdpi/sel.9.png", "res/drawable-night-xhdpi/sel.9.png"])
        #expect(NinePatchExporter.densityFolder(forScale: 3, appearance: .any) == "drawable-xxhdpi")
        #expect(NinePatchExporter.densityFolder(forScale: 3, appearance: .dark) == "drawable-night-xxhdpi")
        // Read back as aapt2 reads a 9-patch: the frame is valid.
        let framed = try PNGDecoder().decode(fileAt: folder.path + "/res/drawable-night-xhdpi/sel.9.png").bitmap
        #expect(throws: Never.self) { try NinePatch(framed: framed, path: "sel.9.png") }
    }
}
