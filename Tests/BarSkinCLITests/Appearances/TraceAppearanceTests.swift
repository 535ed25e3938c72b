import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Trace on a catalog with dark entries: each set one asset, a scale gap in any look found.
@Suite struct TraceAppearanceTests {
    /// The built sample of ``BuildAppearanceTests`` and trace's JSON findings other than `unused`.
    static func trace(_ scratch: TemporaryFolder) throws -> (assets: Int, findings: [[String: Any]]) {
        let result = try CommandRunner.run(["trace", "Build/App.xcassets", "--format", "json", "-o", "-"], in: scratch.url)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let findings = (document["findings"] as! [[String: Any]]).filter { $0["kind"] as? String != "unused" }
        return ((document["assets"] as! [Any]).count, findings)
    }

    @Test func aBuiltCatalogHasNoGapUntilADarkFileGoes() throws {
        let scratch = BuildAppearanceTests.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let clean = try Self.trace(scratch)
        // 19 sets, each with its dark entries, and the tab item's template icon, which needs none, are 20 image assets,
        // and the build's 8 colour sets are assets too.
        #expect(clean.assets == 28)
        #expect(clean.findings.isEmpty, "\(clean.findings)")
        try FileManager.default.removeItem(atPath: scratch.path + "/Build/App.xcassets/middleRow.imageset/middleRow-dark@3x.png")
        let gap = try Self.trace(scratch)
        // The file Contents.json still names is missing, and the dark look is a scale short.
        #expect(gap.findings.map { "\($0["kind"] as? String ?? "") \($0["file"] as? String ?? "") \($0["message"] as? String ?? "")" } == [
            "scale-gap Build/App.xcassets/middleRow.imageset/Contents.json the image set 'middleRow' has no dark @3x image where its any look has one",
            "missing Build/App.xcassets/middleRow.imageset/Contents.json the file 'middleRow-dark@3x.png' for the dark appearance of the image set 'middleRow' does not exist",
        ])
    }

    @Test func aDarkEntryWithoutAnAnyOneBesideItIsReported() throws {
        let scratch = BuildAppearanceTests.workspace()
        #expect(try CommandRunner.run(["build", "App.skin.yml"], in: scratch.url).status == 0)
        let contents = "Build/App.xcassets/TabBarNipple.imageset/Contents.json"
        var document = try JSONSerialization.jsonObject(with: Data(scratch.contents(contents)!)) as! [String: Any]
        document["images"] = (document["images"] as! [[String: Any]]).filter { $0["filename"] as? String != "TabBarNipple@2x.png" }
        _ = scratch.write([UInt8](try JSONSerialization.data(withJSONObject: document)), to: contents)
        let messages = try Self.trace(scratch).findings.compactMap { $0["message"] as? String }
        #expect(messages.contains("the image set 'TabBarNipple' has a dark @2x image but no any @2x image beside it"), "\(messages)")
    }
}

/// A skin's looks, as trace counts what the skin builds: one product per image set and per loose file.
@Suite struct TraceSkinAppearanceTests {
    @Test func aSkinsDarkLooksAreNoDuplicates() throws {
        let scratch = BuildAppearanceTests.workspace()
        let result = try CommandRunner.run(["trace", ".", "--format", "json", "-o", "-"], in: scratch.url)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let kinds = (document["findings"] as! [[String: Any]]).compactMap { $0["kind"] as? String }
        #expect(!kinds.contains("duplicate"), "\(document["findings"]!)")
        #expect(result.status == 0, "\(result.standardError)")
    }
}
