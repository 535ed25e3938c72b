@testable import BarSkinTrace
import BarSkinCore
import BarSkinTestSupport
import Testing

/// `#if os(...)` around a call: the platforms it is compiled for.
struct PlatformConditionTests {
    static func platforms(_ source: String) -> [String] {
        SourceScanningTests.references(source, swift: true, file: "A.swift").map { "\($0.displayName) \($0.platforms.map { $0.sorted().joined(separator: ",") } ?? "all")" }
    }

    @Test func branchesOfOsConditionsGiveTheirPlatforms() {
        let source = """
            func image() -> Image {
                #if os(macOS)
                return Image("mac")
                #elseif os(iOS) || os(visionOS)
                return Image("phone")
                #else
                return Image("other")
                #endif
            }
            let any = UIImage(named: "any")
            #if DEBUG
            let debug = UIImage(named: "debug")
            #else
            let release = UIImage(named: "release")
            #endif
            #if !os(watchOS)
            let notWatch = UIImage(named: "notWatch")
            #endif

            """
        #expect(Self.platforms(source) == ["mac macOS", "phone iOS,visionOS", "other tvOS,watchOS", "any all", "debug all", "release all",
                                           "notWatch iOS,macOS,tvOS,visionOS"])
    }
}

/// A file two apps compile, with `#if os(macOS)` around the Mac art's call: each app is asked only
/// for the art its own branch loads (NetNewsWire's shared account images). Platforms come from
/// SDKROOT, in the project or in the `.xcconfig` a configuration is based on.
struct PlatformTargetTests {
    /// `includedBesideProject`: the Mac app's configuration lies in `Config/` and includes a file beside the project
    /// that sets its SDK (MobileOrg's layout), which Xcode finds there.
    static func project(conditioned: Bool, includedBesideProject: Bool = false) -> TemporaryFolder {
        let folder = TemporaryFolder()
        for (catalog, name) in [("Mac.xcassets", "macArt"), ("Phone.xcassets", "phoneArt")] {
            folder.write(Array("{\n  \"images\" : [\n    {\n      \"filename\" : \"a.png\",\n      \"idiom\" : \"universal\"\n    }\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n".utf8),
                         to: "P/\(catalog)/\(name).imageset/Contents.json")
            folder.write(PNGFixture.bytes(of: Bitmap(width: 4, height: 4, filledWith: RGBA8(name == "macArt" ? 1 : 2, 0, 0, 255))), to: "P/\(catalog)/\(name).imageset/a.png")
        }
        let body = conditioned ? "#if os(macOS)\nlet art = Image(\"macArt\")\n#else\nlet art = Image(\"phoneArt\")\n#endif\n"
            : "let mac = Image(\"macArt\")\nlet phone = Image(\"phoneArt\")\n"
        folder.write(Array(body.utf8), to: "P/Shared.swift")
        if includedBesideProject {
            folder.write(Array("// The Mac app's settings.\n#include \"Common.xcconfig\"\n".utf8), to: "P/Config/Mac.xcconfig")
            folder.write(Array("PRODUCT_NAME = $(TARGET_NAME)\nSDKROOT = macosx\n".utf8), to: "P/Common.xcconfig")
        } else {
            folder.write(Array("// The Mac app's settings.\n#include \"Common.xcconfig\"\nSDKROOT = macosx; // its SDK\n".utf8), to: "P/Mac.xcconfig")
            folder.write(Array("PRODUCT_NAME = $(TARGET_NAME)\n".utf8), to: "P/Common.xcconfig")
        }
        let project = """
            { objects = {
              FM = { isa = PBXFileReference; path = Mac.xcassets; lastKnownFileType = folder.assetcatalog; sourceTree = "<group>"; };
              FP = { isa = PBXFileReference; path = Phone.xcassets; lastKnownFileType = folder.assetcatalog; sourceTree = "<group>"; };
              FS = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
              FX = { isa = PBXFileReference; path = \(includedBesideProject ? "Config/Mac.xcconfig" : "Mac.xcconfig"); sourceTree = "<group>"; };
              BM = { isa = PBXBuildFile; fileRef = FM; }; BP = { isa = PBXBuildFile; fileRef = FP; };
              BS1 = { isa = PBXBuildFile; fileRef = FS; }; BS2 = { isa = PBXBuildFile; fileRef = FS; };
              RM = { isa = PBXResourcesBuildPhase; files = (BM); }; RP = { isa = PBXResourcesBuildPhase; files = (BP); };
              SM = { isa = PBXSourcesBuildPhase; files = (BS1); }; SP = { isa = PBXSourcesBuildPhase; files = (BS2); };
              CM = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = FX; buildSettings = { }; };
              CP = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = iphoneos; }; };
              LM = { isa = XCConfigurationList; buildConfigurations = (CM); }; LP = { isa = XCConfigurationList; buildConfigurations = (CP); };
              TM = { isa = PBXNativeTarget; name = MacApp; productType = "com.apple.product-type.application"; buildPhases = (SM, RM); buildConfigurationList = LM; };
              TP = { isa = PBXNativeTarget; name = PhoneApp; productType = "com.apple.product-type.application"; buildPhases = (SP, RP); buildConfigurationList = LP; };
              G0 = { isa = PBXGroup; children = (FM, FP, FS, FX); sourceTree = "<group>"; };
              P = { isa = PBXProject; targets = (TM, TP); mainGroup = G0; }; };
              rootObject = P; }
            """
        folder.write(Array(project.utf8), to: "P/App.xcodeproj/project.pbxproj")
        return folder
    }

    @Test(arguments: [false, true]) func eachAppIsAskedOnlyForTheArtItsBranchLoads(includedBesideProject: Bool) {
        let scratch = Self.project(conditioned: true, includedBesideProject: includedBesideProject)
        let report = Tracer().trace([scratch.path + "/P"])
        #expect(report.targets.map { "\($0.name) \($0.platforms.sorted())" } == ["MacApp [\"macOS\"]", "PhoneApp [\"iOS\"]"])
        #expect(report.findings.filter { $0.kind == .missing }.map(\.message) == [])
    }

    @Test func withoutTheConditionEachAppLacksTheOthersArt() {
        let scratch = Self.project(conditioned: false)
        let report = Tracer().trace([scratch.path + "/P"])
        // Each app ships its own art and compiles the shared file: the other app lacks it, a warning naming that app
        // (the file's path in it may never load the art), never a missing error.
        #expect(report.findings.filter { $0.kind == .missing }.map(\.name) == [])
        #expect(report.findings.filter { $0.kind == .missingInSomeTargets }.map { "\($0.name) \($0.targets)" }.sorted()
                == ["macArt [\"PhoneApp\"]", "phoneArt [\"MacApp\"]"])
    }
}

/// Delta: `if #available(iOS 16, *) { UIImage(named: "gamecontroller.slash") } else { UIImage(named: "hand.point.up.left") }`
/// in an app that deploys to iOS 17.4: the `else` never runs, so its name is missing from no app; where a
/// target that compiles the file deploys lower, it runs there, and is.
struct AvailabilityBranchTests {
    static func trace(deploying version: String) -> TraceReport {
        let project = TraceScratchProject()
        project.imageSet("P/App/Assets.xcassets/new")
        project.text("P/App/Icon.swift", """
            func icon() -> UIImage? {
                if #available(iOS 16.4, *) {
                    return UIImage(named: "new")
                } else if flag {
                    return UIImage(named: "older")
                } else {
                    return UIImage(named: "oldest")
                }
            }
            func fallback() -> UIImage? {
                guard #available(iOS 16, *) else { return UIImage(named: "guarded") }
                if #unavailable(iOS 15) { return UIImage(named: "unavailable") }
                return UIImage(named: "new")
            }

            """)
        project.xcodeProject("P", targets: [.init("App", sources: ["App/Icon.swift"], resources: ["App/Assets.xcassets"])],
                             settings: ["IPHONEOS_DEPLOYMENT_TARGET": version])
        return DeclaredNameTests.trace(project)
    }

    @Test func codeOnlyOlderSystemsRunLoadsNothingInAnAppThatDeploysLater() {
        #expect(Self.trace(deploying: "17.4").findings.filter { $0.kind == .missing }.map(\.name) == [])
        #expect(Self.trace(deploying: "16.4").findings.filter { $0.kind == .missing }.map(\.name) == [])
        #expect(Self.trace(deploying: "16.0").findings.filter { $0.kind == .missing }.map(\.name) == ["older", "oldest"])
        #expect(Self.trace(deploying: "14.0").findings.filter { $0.kind == .missing }.map(\.name) == ["older", "oldest", "guarded", "unavailable"])
    }
}
