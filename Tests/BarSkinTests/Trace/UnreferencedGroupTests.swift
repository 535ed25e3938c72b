@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Images loaded by names built from data, in an app laid out as Xcode writes it: a catalog, a
/// namespace group and a loose folder of which no image is named are each one `unreferenced-group`
/// finding naming the data-driven call, not an `unused` per image; art beside named art stays `unused`.
/// The app is ``TraceScratchProject/dataDrivenApp(dataDriven:)``.
struct UnreferencedGroupTests {
    static func trace(_ project: TraceScratchProject, assumeUsed: [Glob] = []) -> TraceReport {
        Tracer(options: TraceOptions(assumeUsed: assumeUsed)).trace([project.path + "/P"]).relativized(to: project.path + "/P/")
    }

    static func lines(_ report: TraceReport) -> [String] {
        report.findings.filter { $0.kind != .scaleGap }.map { "\($0.kind.rawValue) \($0.file) \($0.name)" }
    }

    @Test func wholeUnnamedGroupsAreOneFindingEach() {
        let report = Self.trace(TraceScratchProject.dataDrivenApp())
        #expect(report.errors.isEmpty)
        #expect(Self.lines(report) == [
            "unreferenced-group App/Assets.xcassets/Flags Assets.xcassets/Flags",
            // Beside the named hero: unused as ever.
            "unused App/Assets.xcassets/stale.imageset stale",
            "unresolvable-dynamic App/Logo.swift *",
            "unreferenced-group App/Logos Logos",
            "unreferenced-group App/Trackers.xcassets Trackers.xcassets",
        ])
        let trackers = report.findings.first { $0.name == "Trackers.xcassets" }
        #expect(trackers?.severity == .warning)
        #expect(trackers?.message == "Trackers.xcassets: 3 images, none named in the code; the data-driven name at App/Logo.swift:4:20 may load them")
        #expect(trackers?.groupImages == ["tracker_a", "tracker_b", "tracker_c"])
        #expect(trackers?.evidence.map(\.location) == ["App/Logo.swift:4:20"])
        let json = TraceJSONReport.json(report).rendered()
        #expect(json.contains("\"imageCount\"") && json.contains("\"App/Trackers.xcassets\""))
        let text = TraceTextReport.text(report)
        #expect(text.contains("  unreferenced-group (3)\n    App/Assets.xcassets/Flags: Assets.xcassets/Flags: 2 images, none named"))
        #expect(text.contains("(1 unused, 7 in 3 unreferenced groups)"))
    }

    /// AppSales' flags: `[NSString stringWithFormat:@"%@.png", [country lowercaseString]]` over a folder of
    /// 246 `ad.png` … `zw.png` beside a named `world.png`; ChatSecure's `BE` … `RU` in a catalog whose `US`
    /// a xib shows. A family of names of one shape that nothing names (one in five at most) is the load's
    /// values: one group finding, not an `unused` each. Other art beside them, and a family too small or
    /// too often named, stays `unused`.
    @Test func aFamilyOfNamesOfOneShapeBesideNamedArtIsAGroup() {
        let project = TraceScratchProject()
        project.text("P/App/Assets.xcassets/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        for name in ["ad", "ae", "fr", "de", "us", "world", "old_world"] { project.looseImage("P/App/Flags/" + name) }
        for name in ["BE", "CA", "DE", "FR", "NL", "US", "banner", "Inv1", "Inv2", "Inv3", "Inv4", "Inv10"] { project.imageSet("P/App/Assets.xcassets/" + name) }
        project.text("P/App/Flags.m", """
            UIImage *flag(NSString *country) { return [UIImage imageNamed:[NSString stringWithFormat:@"%@.png", [country lowercaseString]]]; }
            UIImage *world(void) { return [UIImage imageNamed:@"world"]; }
            UIImage *us(void) { return [UIImage imageNamed:@"US"]; }
            UIImage *inventory(void) { return [UIImage imageNamed:@"Inv1"] ?: [UIImage imageNamed:@"Inv2"]; }

            """)
        let report = Self.trace(project)
        #expect(Self.lines(report).filter { !$0.hasPrefix("unresolvable") } == [
            "unreferenced-group App/Assets.xcassets Assets.xcassets",
            "unused App/Assets.xcassets/Inv10.imageset Inv10",
            "unused App/Assets.xcassets/Inv3.imageset Inv3",
            "unused App/Assets.xcassets/Inv4.imageset Inv4",
            "unused App/Assets.xcassets/banner.imageset banner",
            "unreferenced-group App/Flags Flags",
            "unused App/Flags/old_world@2x.png old_world",
        ])
        #expect(report.findings.first { $0.file == "App/Flags" }?.message
            == "Flags: 5 images named alike ('ad', 'ae' and 3 more), none named in the code; the data-driven name at App/Flags.m:1:63 may load them")
        #expect(report.findings.first { $0.file == "App/Assets.xcassets" }?.groupImages == ["BE", "CA", "DE", "FR", "NL"])
    }

    @Test func withoutADataDrivenNameEachImageIsUnused() {
        let report = Self.trace(TraceScratchProject.dataDrivenApp(dataDriven: false))
        #expect(report.findings.filter { $0.kind == .unreferencedGroup }.isEmpty)
        #expect(report.findings.filter { $0.kind == .unused }.count == 8)
    }

    @Test func assumedNamesSettleAGroup() {
        let report = Self.trace(TraceScratchProject.dataDrivenApp(), assumeUsed: [Glob("tracker_*"), Glob("logo_x")])
        #expect(Self.lines(report).filter { !$0.hasPrefix("unresolvable") } == [
            "unreferenced-group App/Assets.xcassets/Flags Assets.xcassets/Flags",
            "unused App/Assets.xcassets/stale.imageset stale",
            "unused App/Logos/logo_y@2x.png logo_y",
        ])
    }

    /// Zashi's token logos: `SwapAsset(token: "zec")` for the wallet's own coin, `SwapAsset(token: symbol)`
    /// for each a server lists, loaded by `UIImage(named: token.lowercased())`. That `zec` is named makes
    /// its neighbours no less data-driven: they are one group, not 3 `unused`; art named plainly still splits a group.
    @Test func imagesNamedOnlyByTheDataDrivenLoadItselfLeaveTheirGroupUnreferenced() {
        let project = TraceScratchProject()
        for name in ["zec", "btc", "eth", "sol", "usdc"] { project.imageSet("P/App/Assets.xcassets/Tokens/" + name) }
        for name in ["hero", "stale"] { project.imageSet("P/App/Assets.xcassets/" + name) }
        project.text("P/App/SwapAsset.swift", """
            struct SwapAsset {
                let token: String
                var icon: UIImage? { UIImage(named: token.lowercased()) }
            }
            let wallet = SwapAsset(token: "zec")
            func assets(_ list: [[String: String]]) -> [SwapAsset] {
                list.compactMap { item in item["symbol"].map { SwapAsset(token: $0) } }
            }
            let hero = UIImage(named: "hero")
            func stable(_ asset: SwapAsset) -> Bool { asset.token == "usdc" }

            """)
        project.xcodeProject("P", targets: [.init("App", sources: ["App/SwapAsset.swift"], resources: ["App/Assets.xcassets"])])
        let report = Self.trace(project)
        #expect(Self.lines(report) == [
            "unreferenced-group App/Assets.xcassets/Tokens Assets.xcassets/Tokens",
            // A string names usdc: possibly used, and still one of the family.
            "possibly-used App/Assets.xcassets/Tokens/usdc.imageset usdc",
            "unused App/Assets.xcassets/stale.imageset stale",
            "unresolvable-dynamic App/SwapAsset.swift *",
        ])
        let tokens = report.findings.first { $0.kind == .unreferencedGroup }
        #expect(tokens?.message == "Assets.xcassets/Tokens: 3 images, none named in the code but 'zec', which a data-driven load takes too; "
            + "the data-driven name at App/SwapAsset.swift:7:69 may load them")
        #expect(tokens?.groupImages == ["btc", "eth", "sol"])
        #expect(report.usedAssets.map(\.name).sorted() == ["hero", "zec"])
    }
}
