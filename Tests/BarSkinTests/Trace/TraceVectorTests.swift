import BarSkin
import BarSkinTestSupport
import Testing

/// SVG and PDF files are images to trace: loose ones and catalogs' count as assets, a
/// skin's vector mask counts as found and used, and a vector, drawn at every scale, has no scale gap.
@Suite struct TraceVectorTests {
    static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><rect width="9" height="9"/></svg>"#.utf8)

    @Test func vectorsAreImagesWithoutScaleGapsAndASkinsVectorMaskIsUsed() {
        let folder = TemporaryFolder()
        folder.write(Self.svg, to: "P/icons/chat.svg")
        folder.write(Array("%PDF-1.4\n".utf8), to: "P/icons/badge.pdf")
        folder.write(Self.svg + [0x0A], to: "P/loose.svg")
        folder.write(Array("version: 1\noutput: ../Build\ntab-items:\n  items:\n    - mask: icons/chat\n    - mask: icons/badge.pdf\n".utf8),
                     to: "P/App.skin.yml")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.assets.map(\.name).sorted() == ["badge.pdf", "chat.svg", "loose.svg"])
        #expect(report.errors.isEmpty)
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.name): \($0.message)" } == [
            "unused loose.svg: image 'loose.svg' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    @Test func identicalVectorsAreDuplicatesByTheirBytesAndSaySo() {
        let folder = TemporaryFolder()
        folder.write(Self.svg, to: "P/a.svg")
        folder.write(Self.svg, to: "P/b.svg")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        // Before: "same pixels as", though no pixel of an SVG is compared.
        #expect(report.findings.filter { $0.kind == .duplicate }.map(\.message) == ["same bytes as P/a.svg ('a.svg')"])
    }

    /// A skin's mask named with its extension, outside the traced folder, is found on disk as the build finds it.
    @Test func aSkinsVectorMaskOutsideTheTracedFolderIsFound() {
        let folder = TemporaryFolder()
        folder.write(Self.svg, to: "masks/bell.svg")
        folder.write(Array("version: 1\noutput: ../Build\ntab-items:\n  items:\n    - mask: ../masks/bell.svg\n    - mask: ../masks/gone.svg\n".utf8),
                     to: "skin/My.skin.yml")
        let report = Tracer().trace([folder.path + "/skin"]).relativized(to: folder.path + "/")
        #expect(report.findings.map { "\($0.kind.rawValue) \($0.line ?? 0): \($0.message)" } == [
            "missing 6: the mask '../masks/gone.svg' does not exist: no skin/../masks/gone.svg",
        ])
    }
}
