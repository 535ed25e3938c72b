@testable import BarSkin
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Inputs a hostile or careless project can hold: each must give a located
/// error or a sane result, never a trap, a hang or an expanded entity.
struct TraceHostileInputTests {
    private static let png = PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 8, 7, 255)))

    private func scanDocument(_ text: String, path: String = "A.storyboard") -> Result<[String], TraceError> {
        Result { try InterfaceBuilderScanner().scan(bytes: Array(text.utf8), path: path) }
            .map { $0.references.map { "\($0.line):\($0.column) \($0.displayName)" } }
            .mapError { $0 as! TraceError }
    }

    @Test func entityDeclarationsAreRefusedNotExpandedOrFetched() throws {
        let laughs = """
        <?xml version="1.0"?>
        <!DOCTYPE document [
         <!ENTITY a "lollollollollollollollollollol">
         <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
        ]>
        <document><imageView image="&b;" id="x"/></document>
        """
        #expect(scanDocument(laughs) == .failure(.entityDeclaration(path: "A.storyboard", line: 3, column: 2)))
        let external = """
        <?xml version="1.0"?>
        <!DOCTYPE archive [ <!ENTITY xx SYSTEM "file:///etc/passwd"> ]>
        <archive><object class="NSCustomResource" key="IBUIImage"><string key="NSResourceName">a&xx;b.png</string></object></archive>
        """
        #expect(scanDocument(external, path: "Old.xib") == .failure(.entityDeclaration(path: "Old.xib", line: 2, column: 21)))
        #expect(TraceError.entityDeclaration(path: "Old.xib", line: 2, column: 21).message
            == "declares XML entities, which barskin neither expands nor fetches")
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><dict/></plist>\n"
        #expect(throws: TraceError.entityDeclaration(path: "Info.plist", line: 2, column: 18)) {
            try InfoPlistScanner().scan(bytes: Array(plist.utf8), path: "Info.plist")
        }
        // Apple's own DOCTYPE (no internal subset) is fine.
        let apple = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>CFBundleIconFile</key><string>icon</string></dict></plist>
        """
        #expect(try InfoPlistScanner().scan(bytes: Array(apple.utf8), path: "Info.plist").references.map(\.line) == [3])
    }

    @Test func emptyAndNonXMLDocumentsAreErrors() {
        #expect(scanDocument("") == .failure(.malformedXML(path: "A.storyboard", line: 1, column: 1, detail: "empty document")))
        #expect(scanDocument("\0\0\0") == .failure(.malformedXML(path: "A.storyboard", line: 1, column: 1, detail: "empty document")))
        #expect(scanDocument("hello\n") == .failure(.malformedXML(path: "A.storyboard", line: 1, column: 1,
                                                                   detail: "not an XML document (no start tag)")))
    }

    @Test func valuesOverTheParserLimitSaySo() {
        let huge = "<?xml version=\"1.0\"?>\n<document><imageView image=\"" + String(repeating: "n", count: 10_500_000) + "\" id=\"x\"/></document>\n"
        #expect(scanDocument(huge) == .failure(.malformedXML(path: "A.storyboard", line: 2, column: 28,
                                                             detail: "unfinished attribute (or a value longer than the XML parser's 10 MB limit)")))
    }

    @Test func utf16DocumentsAreLocated() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document>\n  <imageView image=\"h\u{E9}ro\" id=\"x\"/></document>\n"
        let units = Array(text.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        for bytes in [little, big] {
            let document = try InterfaceBuilderScanner().scan(bytes: bytes, path: "U.storyboard")
            #expect(document.references.map { "\($0.line):\($0.column) \($0.displayName)" } == ["3:21 h\u{E9}ro"])
        }
    }

    @Test func damagedPlistsSayWhatIsWrong() throws {
        #expect(throws: TraceError.malformedPropertyList(path: "Info.plist", detail: "cannot be read as a binary property list")) {
            try InfoPlistScanner().scan(bytes: Array("bplist00garbage".utf8), path: "Info.plist")
        }
        // One odd entry in UILaunchImages does not hide the others.
        let plist = """
        <?xml version="1.0"?>
        <plist><dict><key>UILaunchImages</key><array><string>odd</string><dict><key>UILaunchImageName</key><string>Launch</string></dict></array></dict></plist>
        """
        #expect(try InfoPlistScanner().scan(bytes: Array(plist.utf8), path: "Info.plist").references.map(\.displayName) == ["Launch"])
    }

    @Test func catalogScalesNoDeviceHasAreSkippedNotDividedBy() throws {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "A.xcassets/z.imageset/a.png")
        folder.write(Array(#"{"images":[5,{"idiom":"universal","scale":"0x","filename":"a.png"},{"idiom":"universal","scale":"2x","filename":"a.png"}]}"#.utf8),
                     to: "A.xcassets/z.imageset/Contents.json")
        let set = try CatalogSetReader().read(folder: folder.path + "/A.xcassets/z.imageset", name: "z", files: ["a.png", "Contents.json"])
        #expect(set.variants.map(\.scale) == [2])
        let report = Tracer().trace([folder.path])
        #expect(report.findings.map(\.kind) == [.scaleGap, .unused])
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

    private static func header(width: UInt32, height: UInt32) -> [UInt8] {
        func word(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + word(width) + word(height)
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

    private func names(_ source: String, swift: Bool) -> [String] {
        var lexer = SourceLexer(bytes: Array(source.utf8), swift: swift)
        return CallSiteScanner(tokens: lexer.tokenize(), file: "f", source: swift ? .swift : .objc).scan()
            .map { "\($0.line):\($0.column) \($0.displayName)" }
    }

    @Test func multiLineStringsLoseTheirIndentation() {
        let source = "let a = UIImage(named: \"\"\"\n    icon_\\(f(\")\", \"(\"))_on\n    \"\"\")\n"
            + "let b = UIImage(named: \"\"\"\n\tline\\\n\tcont\n\t\"\"\")\n"
        #expect(names(source, swift: true) == ["1:24 icon_*_on", "4:24 linecont"])
    }

    @Test func adjacentObjectiveCLiteralsAreOneString() {
        let source = "UIImage *a = [UIImage imageNamed:@\"concat_\" @\"joined\"];\nUIImage *b = [UIImage imageNamed:@\"one_\"\n    @\"two\"];\n"
        #expect(names(source, swift: false) == ["1:34 concat_joined", "2:34 one_two"])
    }

    @Test func diagnosticsStayOnOneLine() {
        let finding = Finding(kind: .missing, name: "a\nb", file: "dir\n/x.swift", line: 2, column: 3,
                              message: "no image named 'a\nb\u{1B}[31m'")
        var report = Tracer().trace([])
        report.findings = [finding]
        #expect(TraceXcodeReport.text(report) == "dir\\n/x.swift:2:3: error: no image named 'a\\nb\\u{1B}[31m' [missing]\n")
        #expect(TraceTextReport.text(report).contains("    dir\\n/x.swift:2:3: no image named 'a\\nb\\u{1B}[31m'\n"))
    }

    @Test func brokenLinksAndBrokenNamespacesAreReported() throws {
        let folder = TemporaryFolder()
        folder.write(Self.png, to: "A.xcassets/Group/logo.imageset/l.png")
        folder.write(Array(#"{"images":[{"idiom":"universal","filename":"l.png"}]}"#.utf8), to: "A.xcassets/Group/logo.imageset/Contents.json")
        folder.write(Array("{ \"properties\": ".utf8), to: "A.xcassets/Group/Contents.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/gone.png", withDestinationPath: folder.path + "/nowhere.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/notes.txt", withDestinationPath: folder.path + "/nowhere.txt")
        // A name that is not UTF-8, which Linux allows and Foundation cannot open.
        let badName = Array((folder.path + "/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".png".utf8CString)
        let descriptor = badName.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let files = ProjectWalker().walk([folder.path])
        #expect(files.errors.map(\.path) == [folder.path + "/A.xcassets/Group/Contents.json", folder.path + "/bad\u{FFFD}.png", folder.path + "/gone.png"])
        #expect(files.errors.map(\.message).dropFirst() == ["cannot read: the file name is not valid UTF-8", "cannot read: broken symbolic link"])
        #expect(files.looseImages.isEmpty)
    }

    @Test func deeplyNestedArgumentsAreUnknownNotFatal() {
        // Each of these overflowed the stack or took minutes before arguments were capped.
        let ternaries = "let a = UIImage(named: " + (0..<20_000).map { "c\($0) ? \"x\($0)\" : " }.joined() + "\"end\")\n"
        let parentheses = "let a = UIImage(named: " + String(repeating: "(", count: 50_000) + "\"x\"" + String(repeating: ")", count: 50_000) + ")\n"
        let sum = "let a = UIImage(named: " + Array(repeating: "\"a\"", count: 50_000).joined(separator: " + ") + ")\n"
        for source in [ternaries, parentheses, sum] {
            #expect(names(source, swift: true) == ["1:24 *"])
        }
        // Short expressions are still evaluated in full.
        #expect(names("let a = UIImage(named: c ? \"on\" : \"off\")\n", swift: true) == ["1:24 on", "1:24 off"])
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
        #expect(duplicates.map(\.message) == ["same pixels as \(first) ('a')"])
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

    @Test func categoryDeclarationsAreNotCallsAndInitIsSpelledOut() {
        let objc = """
        + (UIImage *)imageNamed:(NSString *)name inSkin:(NSString *)skin {
            return [[self class] imageNamed:@"cls"];
        }
        """
        #expect(names(objc, swift: false) == ["2:37 cls"])
        #expect(names("let a = UIImage.init(named: \"viaInit\")\n", swift: true) == ["1:29 viaInit"])
    }

    @Test func emptyArchiveResourceNamesAreNotImages() throws {
        let xib = """
        <?xml version="1.0"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00"><data>
        <object class="NSCustomResource" key="IBUIImage" id="1"><string key="NSClassName">NSImage</string><string key="NSResourceName"> </string></object>
        <object class="NSCustomResource" key="IBUIImage"><string key="NSClassName">NSImage</string><string key="NSResourceName">logo.png</string></object>
        <reference key="IBUISelectedImage" ref="1"/>
        </data></archive>
        """
        #expect(scanDocument(xib, path: "Old.xib") == .success(["4:121 logo.png"]))
    }

    @Test func objectLikeMacrosAreConstants() {
        let objc = """
        #define kIcon @"icon_" @"star"
        #define kPrefix (@"flag_")
        #define IMG(n) [UIImage imageNamed:n]
        UIImage *a = [UIImage imageNamed:kIcon];
        UIImage *b = [UIImage imageNamed:[NSString stringWithFormat:@"%@%@", kPrefix, code]];
        UIImage *c = IMG(@"macro");
        """
        #expect(names(objc, swift: false) == ["3:36 *", "4:34 icon_star", "5:34 flag_*"])
    }

    @Test func plistValuesAreLocatedUnderTheirKey() throws {
        let plist = """
        <?xml version="1.0"?>
        <plist><dict>
          <key>CFBundleName</key><string>Icon</string>
          <key>CFBundleIconFile</key><string>Icon</string>
        </dict></plist>
        """
        let references = try InfoPlistScanner().scan(bytes: Array(plist.utf8), path: "Info.plist").references
        #expect(references.map { "\($0.line):\($0.column) \($0.displayName)" } == ["4:38 Icon"])
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
}
