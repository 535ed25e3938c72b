import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// The hostile vectors of issue 45, against the real librsvg and poppler: each is one
/// `barskin: error: PATH: message` line, the good drawing beside it is still drawn, and
/// the run ends with exit 1, however the library fails (a crash, an abort, a hang, a
/// blow-up) or the prescan refuses it first.
struct VectorSandboxTests {
    static let good = #"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="10"/></svg>"#

    static func svg(_ body: String, head: String = "") -> [UInt8] {
        Array((head + #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="30" height="30">"#
            + body + "</svg>").utf8)
    }

    /// A PDF of `objects` (the first the catalog), with its cross-reference table.
    static func pdf(_ objects: [[UInt8]]) -> [UInt8] {
        var out = Array("%PDF-1.4\n".utf8), offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8) + object + Array("\nendobj\n".utf8)
        }
        let table = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets { out += Array((String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n").utf8) }
        out += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n".utf8)
        return out
    }

    static func stream(_ dictionary: String, _ data: [UInt8]) -> [UInt8] {
        Array("<< \(dictionary) /Length \(data.count) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)
    }

    static let page = [Array("<< /Type /Catalog /Pages 2 0 R >>".utf8), Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8)]

    /// Runs `normalize` on `file` (holding `bytes`) and the good drawing; returns the error lines.
    static func normalize(_ file: String, _ bytes: [UInt8], flags: [String] = [], environment: [String: String] = [:],
                          expectDrawn: Bool = false) throws -> [String] {
        let scratch = TemporaryFolder()
        scratch.write(bytes, to: "in/" + file)
        scratch.write(Array(good.utf8), to: "in/good.svg")
        let result = try CommandRunner.run(["normalize", "in", "-o", "out"] + flags, in: scratch.url, environment: environment)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(scratch.exists("out/good.png"), "the batch goes on")
        return result.diagnostics.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        ("convolve.svg", svg(#"<filter id="f"><feConvolveMatrix order="30" kernelMatrix=""# + Array(repeating: "1", count: 900).joined(separator: " ")
            + #""/></filter><rect width="30" height="30" filter="url(#f)"/>"#)),
        ("fontsize.svg", svg(#"<text x="1" y="20" font-size="1e9">A</text>"#)),
    ])
    func aLibraryAbortIsOneErrorForThatFile(file: String, bytes: [UInt8]) throws {
        let lines = try Self.normalize(file, bytes)
        #expect(lines == ["barskin: error: in/\(file): librsvg crashed on it (SIGABRT); nothing of it is drawn"])
    }

    @Test func aType3FontThatDrawsItselfIsOneError() throws {
        let font = "<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R >> "
            + "/Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << /Font << /F 5 0 R >> >> >>"
        let bytes = Self.pdf(Self.page + [
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /Font << /F 5 0 R >> >> >>".utf8),
            Self.stream("", Array("BT /F 10 Tf 1 1 Td (aaaa) Tj ET".utf8)), Array(font.utf8),
            Self.stream("", Array("1000 0 d0 BT /F 1000 Tf (aaaa) Tj ET 0 0 100 100 re f".utf8)),
        ])
        let lines = try Self.normalize("type3.pdf", bytes)
        #expect(lines == ["barskin: error: in/type3.pdf: poppler crashed on it (SIGSEGV); nothing of it is drawn"])
    }

    @Test func aFormXObjectBombIsStoppedAtTheTimeLimit() throws {
        // Each of twelve levels draws the one below ten times: 10^12 rectangles.
        var objects = Self.page + [
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>".utf8),
            Self.stream("", Array("/X Do".utf8)),
        ]
        for _ in 0..<12 {
            let below = objects.count + 2
            objects.append(Self.stream("/Type /XObject /Subtype /Form /BBox [0 0 30 30] /Resources << /XObject << /Y \(below) 0 R >> >>",
                                       Array(String(repeating: "/Y Do ", count: 10).utf8)))
        }
        objects.append(Self.stream("/Type /XObject /Subtype /Form /BBox [0 0 30 30]", Array("0 0 1 1 re f".utf8)))
        let start = ContinuousClock.now
        let lines = try Self.normalize("xobject.pdf", Self.pdf(objects), environment: ["BARSKIN_VECTOR_SECONDS": "1"])
        #expect(lines == ["barskin: error: in/xobject.pdf: poppler did not finish drawing it within 1 s, so it was stopped; nothing of it is drawn"])
        // One time limit for the file, not one a scale.
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aDrawingPastTheChildsMemoryLimitIsOneError() throws {
        // Its 6000 x 6000 px canvas alone is 144 MB, past a 100 MB allowance: refused when cairo asks for it.
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><filter id="f"><feGaussianBlur stdDeviation="20"/></filter><rect width="6000" height="6000" filter="url(#f)"/></svg>"#.utf8)
        let lines = try Self.normalize("blur.svg", bytes, flags: ["--scales", "1"], environment: ["BARSKIN_VECTOR_MEMORY_MB": "100"])
        #expect(lines == ["barskin: error: in/blur.svg: drawing failed: out of memory"])
    }

    @Test func aQuadraticEntityExpansionIsRefusedBeforeParsing() throws {
        let head = #"<!DOCTYPE svg [<!ENTITY e ""# + String(repeating: "x", count: 50_000) + #"">]>"#
        let lines = try Self.normalize("quadratic.svg", Self.svg("<text>" + String(repeating: "&e;", count: 50_000) + "</text>", head: head))
        #expect(lines == ["barskin: error: in/quadratic.svg: its entities expand to more than 1048576 bytes beyond the file; refused as an entity expansion bomb"])
    }

    @Test func imagesWithinTheLimitEachButNotTogetherAreRefused() throws {
        let scratch = TemporaryFolder()
        scratch.png("dot.png", Bitmap(width: 50, height: 50, filledWith: RGBA8(0, 0, 0, 255)))
        let data = Data(scratch.contents("dot.png") ?? []).base64EncodedString()
        let body = String(repeating: #"<image width="30" height="30" href="data:image/png;base64,\#(data)"/>"#, count: 6)
        // 2,500 pixels each, 15,000 together: the six 8000 x 8000 PNGs of the issue, at a hundredth the size.
        let lines = try Self.normalize("six.svg", Self.svg(body), flags: ["--max-pixels", "10000"])
        #expect(lines == ["barskin: error: in/six.svg: embedded image refused: the file's images hold 12500 pixels together, over the limit of 10000"])
    }

    @Test func manyElementsAreRefusedWithoutReadingThemAll() throws {
        let lines = try Self.normalize("groups.svg", Self.svg(String(repeating: "<g/>", count: 60_000)))
        #expect(lines == ["barskin: error: in/groups.svg: has more than 50000 elements; refused before drawing"])
    }

    @Test func anExternalDTDIsRefusedButTheW3CsIsNot() throws {
        let external = Self.svg("<rect width=\"3\" height=\"3\"/>", head: #"<!DOCTYPE svg SYSTEM "file:///etc/passwd">"#)
        let lines = try Self.normalize("dtd.svg", external)
        #expect(lines == ["barskin: error: in/dtd.svg: its DOCTYPE names the external DTD 'file:///etc/passwd'; vector masks must be self-contained, so it is not loaded"])
        let scratch = TemporaryFolder()
        scratch.write(Self.svg("<rect width=\"3\" height=\"3\"/>", head: #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"#),
                      to: "w3c.svg")
        let result = try CommandRunner.run(["normalize", "w3c.svg", "-o", "out"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test(arguments: [
        // Markup in an entity, its attribute name spelled with a character reference.
        (#"<!DOCTYPE svg [<!ENTITY e "<image width='3' height='3' h&#114;ef='file:///etc/passwd'/>">]>"#, "&e;"),
        // A reference split over two entities.
        (#"<!DOCTYPE svg [<!ENTITY a "file:///etc/"><!ENTITY b "passwd">]>"#, #"<rect width="3" height="3" style="fill:u&#114;l(&a;&b;)"/>"#),
    ])
    func aReferenceSmuggledThroughEntitiesIsRefused(head: String, body: String) throws {
        let lines = try Self.normalize("smuggled.svg", Self.svg(body, head: head))
        #expect(lines == ["barskin: error: in/smuggled.svg: refers to 'file:///etc/passwd' outside the file; vector masks must be self-contained, so it is not loaded"])
    }

    @Test func oneBadSizeIsOneErrorForAllItsScales() throws {
        let lines = try Self.normalize("wide.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1e5" height="10"/>"#.utf8))
        #expect(lines == ["barskin: error: in/wide.svg: drawing is 100000x10 px at this scale, over the limit of 16384 px a side and 67108864 pixels (--max-pixels raises it)"])
    }

    @Test func theSamePNGsWhateverChildDrewEachScale() throws {
        // One job: every file's scales from one child's open document; four: files interleaved over children.
        let scratch = TemporaryFolder()
        for index in 0..<8 {
            scratch.write(Self.svg(#"<circle cx="\#(7 + index).5" cy="13.25" r="\#(4 + index).3" fill-opacity="0.7"/><path d="M3 20 Q 15 2.5 27 9" "#
                + ##"fill="none" stroke="#000" stroke-width="2.2"/>"##), to: "in/icon\(index).svg")
        }
        for jobs in ["1", "4"] {
            let result = try CommandRunner.run(["normalize", "in", "-o", "out" + jobs, "--jobs", jobs], in: scratch.url)
            #expect(result.status == 0, "\(result.standardError)")
        }
        for index in 0..<8 {
            for suffix in ["", "@2x", "@3x"] {
                let name = "icon\(index)\(suffix).png"
                #expect(scratch.contents("out1/" + name) != nil && scratch.contents("out1/" + name) == scratch.contents("out4/" + name), "\(name)")
            }
        }
    }

    @Test func aFolderOrALinkLoopNamedAsAVectorIsAnError() throws {
        let scratch = TemporaryFolder()
        scratch.write(Array(Self.good.utf8), to: "in/good.svg")
        try FileManager.default.createDirectory(atPath: scratch.path + "/in/folder.svg", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/in/loop.svg", withDestinationPath: "loop.svg")
        let result = try CommandRunner.run(["normalize", "in", "-o", "out"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.diagnostics.split(separator: "\n") == [
            "barskin: error: in/folder.svg: cannot read file: it is a folder",
            "barskin: error: in/loop.svg: cannot read file: a loop of symbolic links",
        ])
        #expect(scratch.exists("out/good@2x.png"))
    }

    @Test func aCatalogVectorIsCopiedOnlyWhenItPassesTheChecks() throws {
        let scratch = TemporaryFolder()
        scratch.write(Self.svg("&e;", head: #"<!DOCTYPE svg [<!ENTITY e "<image width='3' height='3' h&#114;ef='file:///etc/passwd'/>">]>"#),
                      to: "icons/star.svg")
        scratch.write(Array("""
            version: 1
            catalog: App.xcassets
            tab-items:
              style: flat
              items:
                - mask: icons/star.svg
                  vector: true
            """.utf8), to: "App.skin.yml")
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.diagnostics.split(separator: "\n") == [
            "barskin: error: icons/star.svg: refers to 'file:///etc/passwd' outside the file; vector masks must be self-contained, so it is not loaded",
        ])
        #expect(!scratch.exists("App.xcassets/star-normal.imageset/star-normal.svg"))
    }
}
