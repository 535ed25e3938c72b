@testable import BarSkin
import Foundation
import Testing

/// Pluggable reference sources, walker exclusions and report thumbnails.
struct TraceExtrasTests {
    /// Stands in for the skin spec reader that does not exist yet.
    struct FakeSkinSource: SkinReferenceSource {
        func references(in files: ProjectFiles) throws -> [ImageReference] {
            [ImageReference(target: .name("mask_tab"), file: "Skins/tab.skin", line: 2, column: 7, source: .skin, role: "mask")]
        }
    }

    @Test func skinReferencesResolveLikeAnyOther() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255))), to: "art/mask_tab@2x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 6, height: 6, filledWith: RGBA8(0, 0, 0, 255))), to: "art/mask_tab@3x.png")
        let report = Tracer(options: TraceOptions(extraSources: [FakeSkinSource()])).trace([folder.path])
        #expect(report.references.map { "\($0.reference.source.rawValue) \($0.resolvedPath ?? "-")" } == ["skin \(folder.path)/art/mask_tab@3x.png"])
        #expect(report.findings.isEmpty)
    }

    @Test func walkerSkipsDefaultsAndExcludes() {
        let folder = TemporaryFolder()
        for path in ["a.swift", "DerivedData/b.swift", "Carthage/c.m", ".git/d.swift", "gen/e.swift", "keep/gen.swift", "x/.build/f.swift"] {
            folder.write([], to: path)
        }
        try! FileManager.default.createSymbolicLink(atPath: folder.path + "/keep/loop", withDestinationPath: folder.path)
        let files = ProjectWalker(excludes: [Glob("gen")]).walk([folder.path])
        #expect(files.sources.map { String($0.dropFirst(folder.path.count + 1)) } == ["a.swift", "keep/gen.swift"])
        #expect(ProjectWalker().walk([folder.path + "/nope"]).errors == [.noSuchPath(path: folder.path + "/nope")])
    }

    @Test func thumbnailsAverageByArea() {
        var bitmap = Bitmap(width: 160, height: 80, filledWith: RGBA8(200, 100, 0, 255))
        for y in 0..<80 { for x in 0..<80 { bitmap[x, y] = RGBA8(0, 0, 0, 0) } }
        let small = Thumbnail.shrunk(bitmap)
        #expect(small.width == 80 && small.height == 40)
        // Transparent left half, opaque orange right half; colour is not darkened by transparent neighbours.
        #expect(small[10, 10] == RGBA8(0, 0, 0, 0))
        #expect(small[70, 30] == RGBA8(200, 100, 0, 255))
        let tiny = Bitmap(width: 3, height: 3, filledWith: RGBA8(1, 2, 3, 4))
        #expect(Thumbnail.shrunk(tiny) == tiny)
    }
}
