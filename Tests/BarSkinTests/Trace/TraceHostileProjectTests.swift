@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Project layouts, names and art that stress the walker, the resolver, the
/// matchers and the reports: broken links, overlapping roots, pixel bombs,
/// hostile globs and names that would split a diagnostic.
struct TraceHostileProjectTests {
    private static let png = PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 8, 7, 255)))

    private static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func word(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + word(width) + word(height)
    }

    @Test func brokenLinksAndBrokenNamespacesAreReported() throws {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "A.xcassets/Group/logo.imageset/l.png")
        folder.write(Array(#"{"images":[{"idiom":"universal","filename":"l.png"}]}"#.utf8), to: "A.xcassets/Group/logo.imageset/Contents.json")
        folder.write(Array("{ \"properties\": ".utf8), to: "A.xcassets/Group/Contents.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/gone.png", withDestinationPath: folder.path + "/nowhere.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/notes.txt", withDestinationPath: folder.path + "/nowhere.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop.png", withDestinationPath: folder.path + "/loop.png")
        // A name that is not UTF-8, which Linux allows and Foundation cannot open.
        let badName = Array((folder.path + "/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".png".utf8CString)
        let descriptor = badName.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let files = ProjectWalker().walk([folder.path])
        #expect(files.errors.map(\.path) == [folder.path + "/A.xcassets/Group/Contents.json", folder.path + "/bad\u{FFFD}.png", folder.path + "/gone.png", folder.path + "/loop.png"])
        #expect(files.errors.map(\.message).dropFirst() == [
            "cannot read: the file name is not valid UTF-8", "cannot read: broken symbolic link", "cannot read: symbolic link loop",
        ])
        #expect(files.looseImages.isEmpty)
    }

    @Test func catalogsSetsAndBundlesNamedAsRootsAreReadAsSuch() {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "A.xcassets/logo.imageset/l.png")
        folder.write(Array(#"{"images":[{"idiom":"universal","scale":"2x","filename":"l.png"}]}"#.utf8), to: "A.xcassets/logo.imageset/Contents.json")
        folder.write(Self.png, to: "X.bundle/e@2x.png")
        for root in ["/A.xcassets", "/A.xcassets/", "/A.xcassets/logo.imageset"] {
            let files = ProjectWalker().walk([folder.path + root])
            #expect(files.looseImages.isEmpty)
            #expect(files.imageSets.map(\.name) == ["logo"])
        }
        #expect(ProjectWalker().walk([folder.path + "/X.bundle"]).looseImages.map(\.bundleName) == ["X.bundle/e@2x.png"])
    }

    @Test func overlappingRootsReadEachFileOnce() {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "P/a@2x.png")
        folder.write(Array("let i = UIImage(named: \"a\")\n".utf8), to: "P/V.swift")
        let root = folder.path + "/P"
        let report = Tracer().trace([root, root + "/", root + "/V.swift", folder.path + "/./P/a@2x.png"])
        #expect(report.references.count == 1)
        #expect(report.assets.map(\.variants.count) == [1])
        #expect(!report.findings.contains { $0.kind == .duplicate })
    }

    @Test func hugeHeaderSizesSaturateLaunchMemory() {
        #expect(PNGHeader.pixelSize(header: Self.header(width: 0xFFFF_FFFF, height: 1)) == nil)
        #expect(PNGHeader.pixelSize(header: Self.header(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) == PixelSize(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF))
        #expect(LaunchImage.decodedBytes(of: PixelSize(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) == Int.max)
        #expect(LaunchImage.decodedBytes(of: PixelSize(width: 3, height: 5)) == 60)
        let images = [LaunchImage(name: "a", path: "a", pixelSize: nil, decodedBytes: Int.max),
                      LaunchImage(name: "b", path: "b", pixelSize: nil, decodedBytes: 8)]
        #expect(LaunchSet(images: images, storyboard: nil).decodedBytes == Int.max)
    }

    @Test func pixelBombsAreComparedByBytesAndGetNoThumbnail() throws {
        // 5000 × 5000 one-bit grey: 3 MB of zeros before compression, 100 MB once decoded to RGBA.
        let side = 5000, rowBytes = 1 + (side + 7) / 8
        let compressed = try #require(zlibCompress(Data(count: rowBytes * side)))
        let bomb = ChunkSurgery.file([ChunkSurgery.ihdr(width: UInt32(side), height: UInt32(side), bitDepth: 1, colorType: 0),
                                      ChunkSurgery.Chunk(type: "IDAT", data: compressed), ChunkSurgery.Chunk(type: "IEND", data: [])])
        let folder = TemporaryFolder()
        let first = folder.write(bomb, to: "a@2x.png")
        folder.write(bomb, to: "b@2x.png")
        #expect(Thumbnail.png(ofFileAt: first) == nil)
        let duplicates = Tracer().trace([folder.path]).findings.filter { $0.kind == .duplicate }
        #expect(duplicates.map(\.message) == ["same bytes as \(first) ('a')"])
    }

    @Test func manyHolePatternsAndGlobsMatchInLinearTime() {
        // Backtracking matchers take exponential time on these; this would not finish.
        let pattern = NamePattern(Array(repeating: [NamePattern.Segment.text("x"), .hole], count: 30).flatMap { $0 } + [.text("y")])
        #expect(!pattern.matches(String(repeating: "x", count: 200)))
        #expect(pattern.matches(String(repeating: "x", count: 60) + "y"))
        #expect(!pattern.matches(String(repeating: "x", count: 59) + "y"))
        let glob = Glob(String(repeating: "*a", count: 30) + "b")
        #expect(!glob.matches(String(repeating: "a", count: 300)))
        #expect(glob.matches(String(repeating: "a", count: 30) + "b"))
        #expect(!Glob("**" + String(repeating: "*a", count: 30) + "b").matches(String(repeating: "a/", count: 200)))
    }

    @Test func globSemanticsAreKept() {
        #expect(Glob("*.png").matches("a.png"))
        #expect(!Glob("*.png").matches("x/a.png"))
        #expect(Glob("**.png").matches("x/a.png"))
        #expect(Glob("x/**/a?.png").matches("x/y/z/ab.png"))
        #expect(!Glob("a?b").matches("a/b"))
        #expect(Glob("").matches(""))
        #expect(!Glob("").matches("a"))
        #expect(Glob("a*").matches("a"))
        #expect(Glob("[x").matches("[x"))
        #expect(Glob("**/Generated").matches("Generated"))
        #expect(Glob("**/Generated").matches("a/b/Generated"))
        #expect(Glob("x/**/a.png").matches("x/a.png"))
        #expect(!Glob("**/Generated").matches("NotGenerated"))
    }

    @Test func wantedScaleThenNearestHigherThenLower() {
        let loose = AssetIndex(imageSets: [], looseImages: ["a.png", "a@3x.png", "b.png", "b@2x.png", "b@3x.png", "c.png", "c~iphone.png", "c@3x.png"]
            .map { ("R/" + $0, $0, nil) }, iconSets: [])
        let two = ImageNamedResolver(index: loose, profile: DeviceProfile(scales: [2]))
        // audit.md §3.3: the other scales come before the unsuffixed file.
        #expect(two.resolve("a") == .found(assetKey: AssetKey(kind: .file, name: "a"), path: "R/a@3x.png"))
        #expect(two.resolve("b") == .found(assetKey: AssetKey(kind: .file, name: "b"), path: "R/b@2x.png"))
        #expect(two.resolve("c") == .found(assetKey: AssetKey(kind: .file, name: "c"), path: "R/c@3x.png"))
        let one = ImageNamedResolver(index: loose, profile: DeviceProfile(scales: [1]))
        #expect(one.resolve("c") == .found(assetKey: AssetKey(kind: .file, name: "c"), path: "R/c~iphone.png"))
        #expect(one.resolve("a") == .found(assetKey: AssetKey(kind: .file, name: "a"), path: "R/a.png"))
        let three = ImageNamedResolver(index: loose, profile: DeviceProfile(scales: [3]))
        #expect(three.resolve("b") == .found(assetKey: AssetKey(kind: .file, name: "b"), path: "R/b@3x.png"))

        // Catalog: the exact scale, else the nearest higher, then lower.
        let set = ImageAsset(name: "s", kind: .imageset, location: "C/s.imageset", variants: [
            AssetVariant(path: "C/s.imageset/1", scale: 1, device: nil, pixelSize: nil),
            AssetVariant(path: "C/s.imageset/3", scale: 3, device: nil, pixelSize: nil),
        ], emptySlots: [], missingFiles: [])
        let catalog = AssetIndex(imageSets: [set], looseImages: [], iconSets: [])
        #expect(ImageNamedResolver(index: catalog, profile: DeviceProfile(scales: [2])).resolve("s")
            == .found(assetKey: AssetKey(kind: .imageset, name: "s"), path: "C/s.imageset/3"))
        #expect(ImageNamedResolver(index: catalog, profile: DeviceProfile(scales: [1])).resolve("s")
            == .found(assetKey: AssetKey(kind: .imageset, name: "s"), path: "C/s.imageset/1"))
    }

    @Test func upperCaseExtensionsAreCaseMismatchesAtEveryScale() {
        let index = AssetIndex(imageSets: [], looseImages: ["stem@2x.PNG", "Other@3x.png", "low.png"].map { ("R/" + $0, $0, nil) }, iconSets: [])
        let resolver = ImageNamedResolver(index: index, profile: DeviceProfile())
        // A Mac finds stem@2x.PNG for "stem" (its file system ignores case); a device does not.
        #expect(resolver.resolve("stem") == .caseMismatch(assetKey: AssetKey(kind: .file, name: "stem.PNG"), actualName: "stem.PNG", path: "R/stem@2x.PNG"))
        #expect(resolver.resolve("stem.png") == .caseMismatch(assetKey: AssetKey(kind: .file, name: "stem.PNG"), actualName: "stem.PNG", path: "R/stem@2x.PNG"))
        #expect(resolver.resolve("low.PNG") == .caseMismatch(assetKey: AssetKey(kind: .file, name: "low"), actualName: "low", path: "R/low.png"))
        #expect(resolver.resolve("other") == .caseMismatch(assetKey: AssetKey(kind: .file, name: "Other"), actualName: "Other", path: "R/Other@3x.png"))
        #expect(resolver.resolve("stem.PNG") == .found(assetKey: AssetKey(kind: .file, name: "stem.PNG"), path: "R/stem@2x.PNG"))
    }

    @Test func diagnosticsStayOnOneLine() {
        let finding = Finding(kind: .missing, name: "a\nb", file: "dir\n/x.swift", line: 2, column: 3,
                              message: "no image named 'a\nb\u{1B}[31m'")
        var report = Tracer().trace([])
        report.findings = [finding]
        // Xcode jumps only to absolute paths.
        #expect(TraceXcodeReport.text(report, workingFolder: "/w") == "/w/dir\\n/x.swift:2:3: error: no image named 'a\\nb\\u{1B}[31m' [missing]\n")
        // A workflow command ends at a newline; its properties at ':' and ','. A line break is
        // encoded as GitHub documents (%0A, which the runner decodes), other controls spelled out.
        #expect(TraceGitHubReport.text(report) == "::error file=dir%0A/x.swift,line=2,col=3,title=barskin missing::no image named 'a%0Ab\\u{1B}[31m'\n")
        #expect(TraceTextReport.text(report).contains("    dir\\n/x.swift:2:3: no image named 'a\\nb\\u{1B}[31m'\n"))
        report.findings[0].file = "a:b,c%.swift"
        report.findings[0].column = nil
        #expect(TraceGitHubReport.text(report).hasPrefix("::error file=a%3Ab%2Cc%25.swift,line=2,title=barskin missing::"))
    }
}
