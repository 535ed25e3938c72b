import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: every recursive descent in trace's readers has a depth limit that becomes one
/// warning naming the file. 40,000 nested interpolations crashed trace (a Package.swift) or ran
/// for minutes in gigabytes (a Swift file); 100,000 nested `#if`s crashed it; an `.xcconfig`
/// including itself six times a level, and 100,000 package targets, ran past a minute.
@Suite struct TraceDepthLimitTests {
    static let interpolations = 40_000

    /// `"\("\(...1...)")"` nested `depth` deep.
    static func nestedInterpolations(_ depth: Int) -> String {
        String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)
    }

    /// Traces `folder/root` and returns its warnings, checking it exits 0 within 30 s.
    static func warnings(tracing root: String, in folder: TemporaryFolder) throws -> [String] {
        let start = Date()
        let result = try CommandRunner.run(["trace", root, "--format", "json"], in: folder.url)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
    }

    @Test func deepInterpolationsInASwiftFileLeaveItOutWithAWarning() throws {
        let folder = TemporaryFolder()
        folder.write(Array("import UIKit\nlet kept = 1\n".utf8), to: "App/Kept.swift")
        folder.write(Array(("import UIKit\n\nlet x = " + Self.nestedInterpolations(Self.interpolations) + "\n").utf8), to: "App/Deep.swift")
        #expect(try Self.warnings(tracing: "App", in: folder)
            == ["barskin: warning: App/Deep.swift:3: string interpolations nest more than 64 deep; the file is left out"])
    }

    @Test func deepInterpolationsInAPackageManifestLeaveItOutWithAWarning() throws {
        let folder = TemporaryFolder()
        folder.write(Array(("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: "
            + Self.nestedInterpolations(Self.interpolations) + ")])\n").utf8), to: "P/Package.swift")
        #expect(try Self.warnings(tracing: "P", in: folder)
            == ["barskin: warning: P/Package.swift:3: string interpolations nest more than 64 deep; the file is left out"])
    }

    @Test func aHundredThousandNestedConditionalsLeaveTheFileOutWithAWarning() throws {
        let folder = TemporaryFolder()
        folder.write(Array((String(repeating: "#if DEBUG\n", count: 100_000) + "let x = 1\n" + String(repeating: "#endif\n", count: 100_000)).utf8),
                     to: "App/Deep.swift")
        #expect(try Self.warnings(tracing: "App", in: folder)
            == ["barskin: warning: App/Deep.swift:65: '#if' blocks nest more than 64 deep; the file is left out"])
    }

    /// swift-syntax's lookahead for a type recurses once a `[` without a limit: 100,000 of them overflowed the stack.
    /// A generic's `<` too (`let y: A<A<...B>> = 1`), which recursed as deep.
    @Test(arguments: ["[", "A<"])
    func aHundredThousandNestedBracketsLeaveTheFileOutWithAWarning(opening: String) throws {
        let folder = TemporaryFolder()
        let declaration = opening == "[" ? " = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            : ": " + String(repeating: "A<", count: 100_000) + "B" + String(repeating: ">", count: 100_000) + " = 1"
        folder.write(Array(("import UIKit\nlet x = 1\nlet y" + declaration + "\n").utf8), to: "App/Deep.swift")
        #expect(try Self.warnings(tracing: "App", in: folder)
            == ["barskin: warning: App/Deep.swift:3: brackets nest more than 256 deep; the file is left out"])
    }

    @Test func aShallowFileWithManyInterpolationsIsStillRead() throws {
        let folder = TemporaryFolder()
        let lines = (0..<200).map { "let s\($0) = \"\\(\"\\(\($0))\")\"" }.joined(separator: "\n")
        folder.write(Array(("import UIKit\n" + lines + "\nlet image = UIImage(named: \"missing-one\")\n").utf8), to: "App/Many.swift")
        let result = try CommandRunner.run(["trace", "App", "--format", "json"], in: folder.url)
        #expect(!result.standardError.contains("warning:"), "\(result.standardError)")
        #expect(result.standardOutput.contains("missing-one"))
    }

    @Test func anXCConfigIncludingItselfSixTimesIsReadOnceWithAWarning() throws {
        let folder = TemporaryFolder()
        folder.write(Array((String(repeating: "#include \"Base.xcconfig\"\n", count: 6) + "SDKROOT = iphoneos\n").utf8), to: "P/Base.xcconfig")
        folder.write(Array("""
            { objects = { G = { isa = PBXGroup; children = (X); sourceTree = "<group>"; };
              X = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
              C = { isa = XCBuildConfiguration; baseConfigurationReference = X; buildSettings = { }; name = Debug; };
              L = { isa = XCConfigurationList; buildConfigurations = (C); };
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (); buildConfigurationList = L; };
              P = { isa = PBXProject; targets = (T); mainGroup = G; buildConfigurationList = L; }; };
              rootObject = P; }
            """.utf8), to: "P/App.xcodeproj/project.pbxproj")
        #expect(try Self.warnings(tracing: "P", in: folder) == [
            "barskin: warning: P/Base.xcconfig: #include lines nest more than 8 deep or include a file that includes them; those files are left out",
        ])
    }

    @Test func aHundredThousandPackageTargetsAreCutAtAThousandWithAWarning() throws {
        let folder = TemporaryFolder()
        let targets = (0..<100_000).map { ".target(name: \"T\($0)\")" }.joined(separator: ",\n")
        folder.write(Array(("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\n" + targets + "\n])\n").utf8),
                     to: "P/Package.swift")
        #expect(try Self.warnings(tracing: "P", in: folder) == ["barskin: warning: P/Package.swift: declares more than 1000 targets; the rest are left out"])
    }
}
