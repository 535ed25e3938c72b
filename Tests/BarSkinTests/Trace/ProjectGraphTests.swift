import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30: a project's group graph is walked once, whatever its shape: a cycle is
/// one warning naming the group, and a very deep chain costs time linear in its length.
@Suite struct ProjectGraphTests {
    /// A project whose one target copies `files` (identifiers) as resources, with `objects` besides.
    static func project(objects: String, files: [String]) -> String {
        let buildFiles = files.enumerated().map { "BF\($0.offset) = { isa = PBXBuildFile; fileRef = \($0.element); };" }.joined(separator: "\n")
        return """
            { objects = { \(objects)
              \(buildFiles)
              T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R); };
              R = { isa = PBXResourcesBuildPhase; files = (\(files.indices.map { "BF\($0)" }.joined(separator: ", "))); };
              P = { isa = PBXProject; targets = (T); mainGroup = G0; }; };
              rootObject = P; }
            """
    }

    @Test func aCycleOfGroupsIsOneWarningNamingTheGroup() {
        let folder = TemporaryFolder()
        // 3,000 files in two groups that contain each other.
        let files = (0..<3000).map { "F\($0)" }
        let objects = "G0 = { isa = PBXGroup; children = (G1, \(files.prefix(1500).joined(separator: ", "))); path = a; sourceTree = \"<group>\"; };\n"
            + "G1 = { isa = PBXGroup; children = (G0, \(files.suffix(1500).joined(separator: ", "))); name = Loop; sourceTree = \"<group>\"; };\n"
            + files.map { "\($0) = { isa = PBXFileReference; path = \($0).png; sourceTree = \"<group>\"; };" }.joined(separator: "\n")
        folder.write(Array(Self.project(objects: objects, files: files).utf8), to: "P/Loop.xcodeproj/project.pbxproj")
        // Its time is bench_reliability.py's to measure; here, that it ends with the right answer.
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.warnings.map(\.description) == ["\(folder.path)/P/Loop.xcodeproj/project.pbxproj: group 'a' contains itself; the files below it are left out"])
        #expect(report.errors.isEmpty)
        #expect(report.targets.map(\.name) == ["App"] && report.targets.first?.resources.isEmpty == true)
    }

    @Test func aTwentyThousandDeepChainOfGroupsIsReadWhole() throws {
        let folder = TemporaryFolder()
        let depth = 20_000
        var objects = ""
        for level in 0..<depth {
            let child = level + 1 < depth ? "G\(level + 1), " : ""
            objects += "G\(level) = { isa = PBXGroup; children = (\(child)F\(level)); path = d; sourceTree = \"<group>\"; };\n"
            objects += "F\(level) = { isa = PBXFileReference; path = f\(level).png; sourceTree = \"<group>\"; };\n"
        }
        folder.write(Array(Self.project(objects: objects, files: (0..<depth).map { "F\($0)" }).utf8), to: "P/Deep.xcodeproj/project.pbxproj")
        // Its time is bench_reliability.py's to measure; here, that it ends with the right answer.
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.warnings.isEmpty && report.errors.isEmpty)
        let resources = try #require(report.targets.first?.resources)
        // Each file sits below every group's `d`, down to the deepest path a file can have.
        #expect(resources.contains(folder.path + "/P/d/f0.png"))
        #expect(resources.contains(folder.path + "/P/" + Array(repeating: "d", count: 100).joined(separator: "/") + "/f99.png"))
        #expect(!resources.isEmpty && resources.allSatisfy { $0.utf8.count <= 4096 })
    }
}
