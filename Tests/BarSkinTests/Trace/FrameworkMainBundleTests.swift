import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `UIImage(named:)` with no bundle loads from the main bundle, the app's, wherever the code
/// is compiled: a shared framework's call finds the art its app ships (Home Assistant's watch
/// complications load the watch app's `RoundLogo` from its Shared framework).
@Suite struct FrameworkMainBundleTests {
    /// An app shipping `Art.xcassets` (when `shipsArt`) and a framework whose code loads `RoundLogo`.
    static func project(shipsArt: Bool) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write(Array("{\n  \"images\" : [\n    {\n      \"filename\" : \"logo.png\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".utf8),
                     to: "P/Art.xcassets/RoundLogo.imageset/Contents.json")
        folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(9, 9, 9, 255))), to: "P/Art.xcassets/RoundLogo.imageset/logo.png")
        folder.write(Array("let main = 1\n".utf8), to: "P/App.swift")
        folder.write(Array("let logo = UIImage(named: \"RoundLogo\")\n".utf8), to: "P/Shared.swift")
        let project = """
            { objects = {
              FA = { isa = PBXFileReference; path = Art.xcassets; lastKnownFileType = folder.assetcatalog; sourceTree = "<group>"; };
              FB = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
              FC = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
              BA = { isa = PBXBuildFile; fileRef = FA; };
              BB = { isa = PBXBuildFile; fileRef = FB; };
              BC = { isa = PBXBuildFile; fileRef = FC; };
              RA = { isa = PBXResourcesBuildPhase; files = (\(shipsArt ? "BA" : "")); };
              SA = { isa = PBXSourcesBuildPhase; files = (BB); };
              SS = { isa = PBXSourcesBuildPhase; files = (BC); };
              TA = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (SA, RA); };
              TS = { isa = PBXNativeTarget; name = Shared; productType = "com.apple.product-type.framework"; buildPhases = (SS); };
              G0 = { isa = PBXGroup; children = (FA, FB, FC); sourceTree = "<group>"; };
              P = { isa = PBXProject; targets = (TA, TS); mainGroup = G0; }; };
              rootObject = P; }
            """
        folder.write(Array(project.utf8), to: "P/App.xcodeproj/project.pbxproj")
        return folder
    }

    @Test func aFrameworksCallFindsTheArtItsAppShips() {
        let scratch = Self.project(shipsArt: true)
        let report = Tracer().trace([scratch.path + "/P"])
        #expect(report.findings.filter { $0.kind == .missing }.map(\.message) == [])
        #expect(report.isUsed(report.assets.first { $0.name == "RoundLogo" }!))
    }

    @Test func aFrameworksCallForArtNoAppShipsIsStillMissing() {
        let scratch = Self.project(shipsArt: false)
        let report = Tracer().trace([scratch.path + "/P"])
        let kinds = report.findings.map(\.kind.rawValue)
        #expect(kinds.contains("not-in-bundle") || kinds.contains("missing"), "\(report.findings.map(\.message))")
    }
}
