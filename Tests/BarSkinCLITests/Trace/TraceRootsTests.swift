import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: trace walks only under its roots. A package target path of `/` listed the whole
/// file system (9.8 s); a project's local package at `/` walked it too. Each is now one warning
/// naming the path, and nothing outside is listed or read.
@Suite struct TraceRootsTests {
    /// Traces `root` in `folder` (as JSON) and returns the run, checked to exit `status` within 10 s.
    static func trace(_ root: String, in folder: TemporaryFolder, status: Int32 = 0) throws -> CommandResult {
        let start = Date()
        let result = try CommandRunner.run(["trace", root, "--format", "json"], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == status, "\(result.standardError)")
        return result
    }

    static func warnings(_ result: CommandResult) -> [String] {
        result.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
    }

    @Test(arguments: [("/", "'/'"), ("../Victim", "'../Victim'")])
    func aPackageTargetPathOutsideThePackageIsAWarningNotAWalk(path: String, shown: String) throws {
        let folder = TemporaryFolder()
        folder.write(Array("let victim = 1\n".utf8), to: "Victim/Secret.swift")
        folder.write(Array("let kit = 1\n".utf8), to: "P/Sources/Kit/Kit.swift")
        folder.write(Array("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "Kit"), .target(name: "Evil", path: "\(path)")])
            """.utf8), to: "P/Package.swift")
        let result = try Self.trace("P", in: folder)
        #expect(Self.warnings(result) == ["barskin: warning: P/Package.swift: the path of target 'Evil' \(shown) leads out of the package; it is not read"])
        #expect(!result.standardOutput.contains("Victim"))
    }

    @Test func aLocalPackageAtTheRootOfTheDiskIsAWarningNotAWalk() throws {
        let folder = TemporaryFolder()
        folder.write(Array("""
            { objects = { G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
              K = { isa = XCLocalSwiftPackageReference; relativePath = /; };
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); };
              P = { isa = PBXProject; targets = (T); mainGroup = G; packageReferences = (K); }; };
              rootObject = P; }
            """.utf8), to: "App/App.xcodeproj/project.pbxproj")
        let result = try Self.trace("App", in: folder)
        #expect(Self.warnings(result) == ["barskin: warning: App/App.xcodeproj/project.pbxproj: the local package '/' leads out of the traced folders; it is not read"])
    }

    @Test func aLocalPackageBesideAProjectGivenByItselfIsStillWalked() throws {
        let folder = TemporaryFolder()
        folder.write(Array("let image = UIImage(named: \"kit-star\")\n".utf8), to: "App/Packages/Kit/Sources/Kit/Kit.swift")
        folder.write(Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n".utf8),
                     to: "App/Packages/Kit/Package.swift")
        folder.write(Array("""
            { objects = { G = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
              K = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); };
              P = { isa = PBXProject; targets = (T); mainGroup = G; packageReferences = (K); }; };
              rootObject = P; }
            """.utf8), to: "App/App.xcodeproj/project.pbxproj")
        // The package's call names an image no catalog has: a `missing` error, so the walk reached it.
        let result = try Self.trace("App/App.xcodeproj", in: folder, status: 1)
        #expect(Self.warnings(result).isEmpty, "\(result.standardError)")
        #expect(result.standardOutput.contains("kit-star"))
    }

    @Test func aSynchronizedFolderExceptionLeadingOutIsAWarning() throws {
        let folder = TemporaryFolder()
        folder.png("App/Sources/icon.png", Masks.disc(size: 30, radius: 10))
        folder.write(Array("""
            { objects = { G = { isa = PBXGroup; children = (S); sourceTree = "<group>"; };
              S = { isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; exceptions = (E); };
              E = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("../../Victim/secret.png", "/etc/hosts", "icon.png"); target = T; };
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); fileSystemSynchronizedGroups = (S); };
              P = { isa = PBXProject; targets = (T); mainGroup = G; }; };
              rootObject = P; }
            """.utf8), to: "App/App.xcodeproj/project.pbxproj")
        let result = try Self.trace("App", in: folder)
        #expect(Self.warnings(result) == [
            "barskin: warning: App/App.xcodeproj/project.pbxproj: the synchronized folder exception '../../Victim/secret.png' leads out of its folder; it is not read",
            "barskin: warning: App/App.xcodeproj/project.pbxproj: the synchronized folder exception '/etc/hosts' leads out of its folder; it is not read",
        ], "\(result.standardError)")
    }

    @Test func aSwiftGenInputOutsideTheTracedFoldersIsAWarning() throws {
        let folder = TemporaryFolder()
        folder.write(Array("xcassets:\n  inputs:\n    - ../Outside/Assets.xcassets\n    - Assets.xcassets\n  outputs:\n    - templateName: swift5\n      output: Assets.swift\n".utf8),
                     to: "App/swiftgen.yml")
        folder.write(Array("{\"info\":{\"version\":1,\"author\":\"xcode\"}}".utf8), to: "App/Assets.xcassets/Contents.json")
        let result = try Self.trace("App", in: folder)
        let outside = PathText.absolute(folder.path + "/Outside/Assets.xcassets")
        #expect(Self.warnings(result) == ["barskin: warning: App/swiftgen.yml: the input '\(outside)' leads out of the traced folders; it is not read"],
                "\(result.standardError)")
    }
}
