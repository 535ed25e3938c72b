@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Pluggable reference sources, walker exclusions and report thumbnails.
struct TraceExtrasTests {
    /// A skin file's masks resolve by path, from the walked project first and the disk
    /// beyond it; outside the project nothing is marked used, but nothing is missing either.
    @Test func skinPathsResolveInsideAndOutsideTheProject() {
        let folder = TemporaryFolder()
        let mask = PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255)))
        folder.write(mask, to: "P/Skin/icons/star@2x.png")
        folder.write(mask, to: "P/Skin/icons/star~ipad.png")
        folder.write(mask, to: "Shared/moon@3x.png")
        folder.write(mask, to: "Shared/fill.png")
        folder.write(Array("""
            version: 1
            output: out
            tab-items:
              items:
                - mask: icons/star.png
                - mask: ./icons/../icons/star@2x.png
                  name: star2
                - mask: ../../Shared/moon
                  selected-fill: ../../Shared/fill.png
                - mask: ../../Shared/gone@2x.png
                  name: nofill

            """.utf8), to: "P/Skin/App.skin.yaml")
        let report = Tracer(options: TraceOptions(profile: DeviceProfile(device: .ipad, scales: [1]))).trace([folder.path + "/P"])
        let base = folder.path + "/P/Skin/"
        #expect(report.references.map { "\($0.reference.line):\($0.reference.column) \($0.reference.calledAs) \($0.resolvedPath ?? "-")" } == [
            "5:13 mask \(base)icons/star~ipad.png", "6:13 mask \(base)icons/star~ipad.png",
            "8:13 mask \(base)../../Shared/moon@3x.png", "9:22 selected-fill \(base)../../Shared/fill.png", "10:13 mask -",
        ])
        #expect(report.references.allSatisfy { $0.reference.source == .skin && $0.reference.file == base + "App.skin.yaml" })
        #expect(report.findings.map(\.message) == ["the mask '../../Shared/gone@2x.png' does not exist: no \(base)../../Shared/gone.png or a scale variant of it"])
        #expect(report.assets.map { "\($0.name) \(report.isUsed($0))" } == ["star true"])
        #expect(report.fileCounts.skins == 1)
    }

    /// A selected fill is opened as the one file it names (no implied `.png`, no scale variants);
    /// a mask that spells a scale is still its whole family, as `barskin build` reads it,
    /// inside the project or beyond it.
    @Test func exactAndSpelledPathsResolveAsTheBuildOpensThem() {
        let folder = TemporaryFolder()
        for (shade, path) in ["P/Skin/Icons/moon@2x.png", "P/Skin/Art/fill.png", "P/Skin/Art/dots@2x.png", "Shared/cloud@3x.png"].enumerated() {
            folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(UInt8(shade), 0, 0, 255))), to: path)
        }
        folder.write(Array("""
            version: 1
            output: out
            tab-items:
              items:
                - {mask: Icons/moon, name: a, selected-fill: Art/fill}
                - {mask: Icons/moon, name: b, selected-fill: Art/fill.PNG}
                - {mask: Icons/moon, name: c, selected-fill: art/fill.png}
                - {mask: Icons/moon, name: d, selected-fill: Art/dots}
                - {mask: ../../Shared/cloud@3x, name: e, selected-fill: Art/fill.png}
                - {mask: ../../Shared/cloud@2x, name: f}

            """.utf8), to: "P/Skin/App.skin.yml")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.references.map { "\($0.reference.line) \($0.reference.displayName) \($0.resolvedPath ?? "-")" } == [
            "5 Icons/moon P/Skin/Icons/moon@2x.png", "5 Art/fill -",
            "6 Icons/moon P/Skin/Icons/moon@2x.png", "6 Art/fill.PNG P/Skin/Art/fill.png",
            "7 Icons/moon P/Skin/Icons/moon@2x.png", "7 art/fill.png P/Skin/Art/fill.png",
            "8 Icons/moon P/Skin/Icons/moon@2x.png", "8 Art/dots -",
            "9 ../../Shared/cloud@3x P/Skin/../../Shared/cloud@3x.png", "9 Art/fill.png P/Skin/Art/fill.png",
            "10 ../../Shared/cloud@2x P/Skin/../../Shared/cloud@3x.png",
        ])
        #expect(Self.lines(report.findings.filter { $0.kind != .scaleGap }) == [
            "missing P/Skin/App.skin.yml:5:50 Art/fill the selected fill 'Art/fill' does not exist: no P/Skin/Art/fill",
            "case-mismatch P/Skin/App.skin.yml:6:50 Art/fill.PNG the selected fill 'Art/fill.PNG' only matches P/Skin/Art/fill.png when ignoring case: builds on macOS, fails on a case-sensitive disk",
            "case-mismatch P/Skin/App.skin.yml:7:50 art/fill.png the selected fill 'art/fill.png' only matches P/Skin/Art/fill.png when ignoring case: builds on macOS, fails on a case-sensitive disk",
            "missing P/Skin/App.skin.yml:8:50 Art/dots the selected fill 'Art/dots' does not exist: no P/Skin/Art/dots",
            "unused P/Skin/Art/dots@2x.png:0:0 dots image 'dots' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    /// Beyond the walked folders a path is looked up on disk, and a folder or file that only
    /// matches ignoring case is a case mismatch there too; it marks no project asset as used.
    @Test func caseMismatchesBeyondTheProjectAreFound() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255))), to: "Shared/Icons/cloud@3x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(9, 0, 0, 255))), to: "P/cloud.png")
        folder.write(Array("""
            version: 1
            output: out
            tab-items:
              items:
                - {mask: ../Shared/icons/cloud, name: a}
                - {mask: ../Shared/Icons/Cloud@3x.png, name: b}
                - {mask: ../shared/Icons/cloud@2x, name: c}

            """.utf8), to: "P/App.skin.yml")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.references.map { "\($0.reference.line) \($0.resolvedPath ?? "-")" } == [
            "5 P/../Shared/Icons/cloud@3x.png", "6 P/../Shared/Icons/cloud@3x.png", "7 P/../Shared/Icons/cloud@3x.png",
        ])
        #expect(Self.lines(report.findings.filter { $0.kind != .scaleGap }) == [
            "case-mismatch P/App.skin.yml:5:14 ../Shared/icons/cloud the mask '../Shared/icons/cloud' only matches P/../Shared/Icons/cloud@3x.png when ignoring case: builds on macOS, fails on a case-sensitive disk",
            "case-mismatch P/App.skin.yml:6:14 ../Shared/Icons/Cloud@3x.png the mask '../Shared/Icons/Cloud@3x.png' only matches P/../Shared/Icons/cloud@3x.png when ignoring case: builds on macOS, fails on a case-sensitive disk",
            "case-mismatch P/App.skin.yml:7:14 ../shared/Icons/cloud@2x the mask '../shared/Icons/cloud@2x' only matches P/../Shared/Icons/cloud@3x.png when ignoring case: builds on macOS, fails on a case-sensitive disk",
            "unused P/cloud.png:0:0 cloud image 'cloud' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    /// Code may name what a skin builds before `barskin build` has run: those names resolve
    /// to the file the build will write, with the scale of the mask it is made from.
    @Test func namesASkinBuildsAreNotMissing() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255))), to: "P/Skin/icons/star@2x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 6, height: 6, filledWith: RGBA8(0, 0, 0, 255))), to: "P/Skin/icons/star@3x.png")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 6, height: 6, filledWith: RGBA8(9, 9, 9, 255))), to: "P/Skin/art/bar@3x.png")
        folder.write(Array("""
            version: 1
            output: ../Generated
            catalog: ../Skin.xcassets
            tab-items:
              items:
                - mask: icons/star
            backgrounds:
              - image: art/bar
                name: barbg
                insets: 0,1,0,1
                sizes: [10x5]

            """.utf8), to: "P/Skin/App.skin.yml")
        folder.write(Array("""
            let a = UIImage(named: "star-selected")
            let b = UIImage(named: "star-normal.png")
            let c = UIImage(named: "barbg-10x5")
            let d = UIImage(named: "barbg")
            let e = UIImage(named: "Star-Normal")
            let f = UIImage(named: "star")
            let g = UIImage(named: "moon-selected")

            """.utf8), to: "P/View.swift")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        // The masks themselves are loose images like any other: `star` finds the mask. With a
        // catalog, tab items are image sets there; sized backgrounds stay loose.
        #expect(report.references.filter { $0.reference.source == .swift }.map { "\($0.reference.displayName) \($0.resolvedPath ?? "-")" } == [
            "star-selected P/Skin.xcassets/star-selected.imageset/star-selected@3x.png",
            "star-normal.png P/Skin.xcassets/star-normal.imageset/star-normal@3x.png",
            "barbg-10x5 P/Generated/barbg-10x5@3x.png", "barbg P/Skin.xcassets/barbg.imageset/barbg@3x.png",
            "Star-Normal P/Skin.xcassets/star-normal.imageset/star-normal@3x.png", "star P/Skin/icons/star@3x.png", "moon-selected -",
        ])
        #expect(Self.lines(report.findings) == [
            "case-mismatch P/View.swift:5:24 Star-Normal 'Star-Normal' only matches 'star-normal' when ignoring case: works in the Simulator, fails on a device",
            "missing P/View.swift:7:24 moon-selected no image named 'moon-selected' in any asset catalog or loose file",
        ])
    }

    /// An image two skin files build, or one the project already has elsewhere, reaches the app
    /// only once (and on macOS, names differing in case are one file); the skin's own earlier
    /// output in its output folder is no clash.
    @Test func skinOutputsTheAppWouldGetTwiceAreReported() {
        let folder = TemporaryFolder()
        for (shade, path) in ["P/icons/star@2x.png", "P/Old/star-selected@2x.png", "P/outA/star-normal@2x.png", "P/bar@2x.png"].enumerated() {
            folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(UInt8(shade * 50), 0, 0, 255))), to: path)
        }
        folder.write(Array("version: 1\noutput: outA\ntab-items:\n  items:\n    - mask: icons/star\n".utf8), to: "P/A.skin.yml")
        folder.write(Array("""
            version: 1
            output: outB
            catalog: Skin.xcassets
            tab-items:
              items:
                - {mask: icons/star, name: Star}
            backgrounds:
              - {image: bar, top-cap: 1}

            """.utf8), to: "P/B.skin.yml")
        folder.write(Array("let a = UIImage(named: \"bar\")\n".utf8), to: "P/View.swift")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(Self.lines(report.findings.filter { $0.kind == .duplicate }) == [
            "duplicate P/A.skin.yml:5:13 star-selected 'star-selected' is also the name of P/Old/star-selected@2x.png, already in the project: the app gets only one of them",
            "duplicate P/B.skin.yml:6:14 Star-normal 'Star-normal' is also built by P/A.skin.yml:5:13: the app gets only one of them",
            "duplicate P/B.skin.yml:6:14 Star-selected 'Star-selected' is also built by P/A.skin.yml:5:13: the app gets only one of them",
            "duplicate P/B.skin.yml:8:13 bar 'bar' is also the name of P/bar@2x.png, the art it is built from, which is in the project too: "
                + "the app gets only one of them; give it a 'name:' of its own, or keep that art out of the app's resources",
        ])
    }

    /// A skin and the images it names may be reached through different spellings of the same
    /// folder (one root absolute, one relative): the mask is still the project's, and used.
    @Test func rootsSpelledDifferentlyStillMatch() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255))), to: "App/Icons/star@2x.png")
        folder.write(Array("version: 1\noutput: ../Build\ntab-items:\n  items:\n    - mask: ../App/Icons/star\n".utf8), to: "Skins/App.skin.yml")
        let upToRoot = FileManager.default.currentDirectoryPath.split(separator: "/").map { _ in ".." }.joined(separator: "/")
        let report = Tracer().trace([folder.path + "/App", upToRoot + folder.path + "/Skins"])
        #expect(report.references.map(\.resolvedPath) == [folder.path + "/App/Icons/star@2x.png"])
        #expect(report.assets.map { "\($0.name) \(report.isUsed($0))" } == ["star true"])
    }

    /// Swift compares `ô` written composed and decomposed as equal, a Linux disk does not (macOS
    /// does): a skin path that only matches another normalization is flagged like a case mismatch.
    @Test func unicodeNormalizationMismatchesAreFlagged() {
        let folder = TemporaryFolder()
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(0, 0, 0, 255))), to: "P/Ico\u{0302}nes/e\u{0301}toile@2x.png")
        folder.write(Array("version: 1\noutput: out\ntab-items:\n  items:\n    - mask: Ic\u{00F4}nes/\u{00E9}toile\n    - {mask: Ico\u{0302}nes/e\u{0301}toile, name: b}\n".utf8),
                     to: "P/App.skin.yml")
        let report = Tracer().trace([folder.path + "/P"]).relativized(to: folder.path + "/")
        #expect(report.findings.filter { $0.kind == .caseMismatch }.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["5:13"])
        #expect(report.assets.map { "\($0.name) \(report.isUsed($0))" } == ["e\u{0301}toile true"])
    }

    /// Names are looked up in a dictionary (a scan per reference was quadratic: 3.7 s for 500 skins
    /// and 4,000 names); an exact name beats an earlier one that only matches ignoring case, and of
    /// two products with one name the first skin file's is found.
    @Test func skinProductsAreFoundByNameThenIgnoringCase() {
        let products = [
            SkinProduct(name: "Star-selected", kind: .file, folder: "a", input: "a/star"),
            SkinProduct(name: "star-selected", kind: .file, folder: "b", input: "b/star"),
            SkinProduct(name: "star-selected", kind: .file, folder: "c", input: "c/star"),
        ]
        let index = SkinProductIndex(products)
        #expect(index.product(named: "star-selected")?.folder == "b")
        #expect(index.product(named: "Star-selected")?.folder == "a")
        #expect(index.product(named: "STAR-SELECTED")?.folder == "a")
        #expect(index.product(named: "star") == nil)
    }

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.kind.rawValue) \($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.name) \($0.message)" }
    }

    @Test func walkerSkipsDefaultsAndExcludes() {
        let folder = TemporaryFolder()
        for path in ["a.swift", "DerivedData/b.swift", "Carthage/c.m", ".git/d.swift", "gen/e.swift", "keep/gen.swift", "x/.build/f.swift",
                     "node_modules/react-native/Libraries/g.m", "node_modules/pkg/img.png", ".svn/h.swift"] {
            folder.write([], to: path)
        }
        try! FileManager.default.createSymbolicLink(atPath: folder.path + "/keep/loop", withDestinationPath: folder.path)
        let files = ProjectWalker(excludes: [Glob("gen")]).walk([folder.path])
        #expect(files.sources.map { String($0.dropFirst(folder.path.count + 1)) } == ["a.swift", "keep/gen.swift"])
        #expect(files.looseImages.isEmpty)
        #expect(ProjectWalker().walk([folder.path + "/nope"]).errors == [TraceProblem.noSuchPath.located(at: folder.path + "/nope")])
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
