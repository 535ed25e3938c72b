import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 30 end to end: a project whose groups form a cycle is traced, with one warning naming the group.
@Suite struct TraceHostileProjectTests {
    @Test func aGroupCycleIsReportedOnceAsAWarning() throws {
        let workspace = TemporaryFolder()
        workspace.write(Array("""
            { objects = { A = { isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
              B = { isa = PBXGroup; children = (A); path = b; sourceTree = "<group>"; };
              T = { isa = PBXNativeTarget; name = Loop; productType = "com.apple.product-type.application"; buildPhases = (R); };
              R = { isa = PBXResourcesBuildPhase; files = (F); };
              F = { isa = PBXBuildFile; fileRef = A; };
              P = { isa = PBXProject; targets = (T); mainGroup = A; }; };
              rootObject = P; }
            """.utf8), to: "P/Loop.xcodeproj/project.pbxproj")
        let result = try CommandRunner.run(["trace", "P"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings == ["barskin: warning: P/Loop.xcodeproj/project.pbxproj: group 'a' contains itself; the files below it are left out"],
                "\(result.standardError)")
    }
}
