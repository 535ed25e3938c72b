@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Storyboards, xibs, Info.plists and catalog sets a hostile or careless project
/// can hold: each gives a located error or a sane result, never an expanded
/// entity, a trap or a misplaced location.
struct TraceHostileDocumentTests {
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
        #expect(scanDocument(laughs) == .failure(TraceProblem.entityDeclaration.located(at: "A.storyboard", line: 3, column: 2)))
        let external = """
        <?xml version="1.0"?>
        <!DOCTYPE archive [ <!ENTITY xx SYSTEM "file:///etc/passwd"> ]>
        <archive><object class="NSCustomResource" key="IBUIImage"><string key="NSResourceName">a&xx;b.png</string></object></archive>
        """
        #expect(scanDocument(external, path: "Old.xib") == .failure(TraceProblem.entityDeclaration.located(at: "Old.xib", line: 2, column: 21)))
        #expect(TraceProblem.entityDeclaration.located(at: "Old.xib", line: 2, column: 21).message
            == "declares XML entities, which barskin neither expands nor fetches")
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<plist><dict/></plist>\n"
        #expect(throws: TraceProblem.entityDeclaration.located(at: "Info.plist", line: 2, column: 18)) {
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
        #expect(scanDocument("") == .failure(TraceProblem.malformedXML(detail: "empty document").located(at: "A.storyboard", line: 1, column: 1)))
        #expect(scanDocument("\0\0\0") == .failure(TraceProblem.malformedXML(detail: "empty document").located(at: "A.storyboard", line: 1, column: 1)))
        #expect(scanDocument("hello\n") == .failure(TraceProblem.malformedXML(detail: "not an XML document (no start tag)").located(at: "A.storyboard", line: 1, column: 1)))
    }

    @Test func valuesOverTheParserLimitSaySo() {
        let huge = "<?xml version=\"1.0\"?>\n<document><imageView image=\"" + String(repeating: "n", count: 10_500_000) + "\" id=\"x\"/></document>\n"
        #expect(scanDocument(huge) == .failure(TraceProblem.malformedXML(detail: "unfinished attribute (or a value longer than the XML parser's 10 MB limit)").located(at: "A.storyboard", line: 2, column: 28)))
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

    @Test func damagedPlistsSayWhatIsWrong() throws {
        #expect(throws: TraceProblem.malformedPropertyList(detail: "cannot be read as a binary property list").located(at: "Info.plist")) {
            try InfoPlistScanner().scan(bytes: Array("bplist00garbage".utf8), path: "Info.plist")
        }
        // One odd entry in UILaunchImages does not hide the others.
        let plist = """
        <?xml version="1.0"?>
        <plist><dict><key>UILaunchImages</key><array><string>odd</string><dict><key>UILaunchImageName</key><string>Launch</string></dict></array></dict></plist>
        """
        #expect(try InfoPlistScanner().scan(bytes: Array(plist.utf8), path: "Info.plist").references.map(\.displayName) == ["Launch"])
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
}
