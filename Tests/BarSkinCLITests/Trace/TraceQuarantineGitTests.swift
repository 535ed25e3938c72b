import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `trace --quarantine` in a git work tree (moves staged as renames, uncommitted files refused unless
/// `--allow-dirty`, `--restore` staging the way back) and `--patch`, whose patch `git apply` turns into
/// exactly what `--apply` leaves.
struct TraceQuarantineGitTests {
    /// Runs git in `folder`; its standard output.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "core.quotePath=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    /// The fixture project in a repository of its own at `P`, all committed.
    static func repository() throws -> TraceScratchProject {
        let workspace = TraceQuarantineCommandTests.workspace()
        let root = workspace.path + "/P"
        try git(["init", "-q"], in: root)
        try git(["add", "-A"], in: root)
        try git(["commit", "-q", "-m", "fixture"], in: root)
        return workspace
    }

    @Test func theMovesAreStagedAsRenamesAndRestoreLeavesNothingToCommit() throws {
        let workspace = try Self.repository()
        let root = workspace.path + "/P"
        let before = TraceQuarantineCommandTests.tree(workspace).filter { !$0.key.hasPrefix(".git/") }
        #expect(try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: workspace.url).status == 0)
        #expect(try Self.git(["diff", "--cached", "-M", "--name-status"], in: root) == """
            M\tApp.xcodeproj/project.pbxproj
            A\tBarSkinQuarantine/Assets.xcassets/Contents.json
            A\tBarSkinQuarantine/Assets.xcassets/Icons/Contents.json
            R100\tApp/Assets.xcassets/Icons/stale.imageset/Contents.json\tBarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/Contents.json
            R100\tApp/Assets.xcassets/Icons/stale.imageset/stale@2x.png\tBarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@2x.png
            R100\tApp/Assets.xcassets/Icons/stale.imageset/stale@3x.png\tBarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@3x.png
            R100\tApp/old@2x.png\tBarSkinQuarantine/Loose/App/old@2x.png
            R100\tApp/old@3x.png\tBarSkinQuarantine/Loose/App/old@3x.png
            A\tBarSkinQuarantine/manifest.json

            """)
        #expect(try Self.git(["status", "--porcelain"], in: root) .split(separator: "\n").allSatisfy { !$0.hasPrefix(" ") && !$0.hasPrefix("?") })
        #expect(try CommandRunner.run(["trace", "P", "--restore"], in: workspace.url).status == 0)
        #expect(try Self.git(["status", "--porcelain"], in: root) == "")
        #expect(TraceQuarantineCommandTests.tree(workspace).filter { !$0.key.hasPrefix(".git/") } == before)
    }

    @Test func aFileWithUncommittedChangesIsRefusedUnlessAllowed() throws {
        let workspace = try Self.repository()
        // Another image's bytes: still a PNG, not the one committed.
        let other = try #require(workspace.contents("P/App/old@2x.png"))
        try Data(other).write(to: URL(fileURLWithPath: workspace.path + "/P/App/old@3x.png"))
        // The dry run says so first, and moves nothing.
        let plan = try CommandRunner.run(["trace", "P", "--quarantine"], in: workspace.url)
        #expect(plan.status == 0)
        #expect(plan.standardError == "barskin: warning: P/App/old@3x.png: has changes git has not committed (status ' M'); 'old' is not moved\n"
            + "barskin: 1 asset with uncommitted changes would not be moved; --allow-dirty moves them too\n"
            + "barskin: quarantine plan: 2 unused assets, 5 files into P/BarSkinQuarantine; nothing is moved without --apply\n")
        let refused = try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: workspace.url)
        #expect(refused.status == 1)
        #expect(refused.standardError == "barskin: error: P/App/old@3x.png: has changes git has not committed (status ' M'); 'old' is not moved\n"
            + "barskin: 1 asset with uncommitted changes not moved; --allow-dirty moves them too\n"
            + "barskin: quarantined 1 asset (3 files) into P/BarSkinQuarantine; 1 error\n")
        #expect(workspace.exists("P/App/old@3x.png") && workspace.exists("P/BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/stale@2x.png"))
        let allowed = try CommandRunner.run(["trace", "P", "--quarantine", "--apply", "--allow-dirty"], in: workspace.url)
        #expect(allowed.status == 0, "\(allowed.standardError)")
        #expect(workspace.contents("P/BarSkinQuarantine/Loose/App/old@3x.png") == other)
    }

    @Test func thePatchAppliedByGitLeavesWhatApplyLeaves() throws {
        // Outside any work tree: the patch is a plain one, which git apply (or patch -p1) applies anywhere.
        let patched = TraceQuarantineCommandTests.workspace(), applied = TraceQuarantineCommandTests.workspace()
        let before = TraceQuarantineCommandTests.tree(patched)
        let patchFile = patched.path + "/quarantine.patch"
        let written = try CommandRunner.run(["trace", "P", "--quarantine", "--patch", patchFile], in: patched.url)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput == QuarantineFixtureProject.planLines.map { $0 + "\n" }.joined())
        #expect(written.standardError == "barskin: wrote the quarantine of 2 assets (5 files) to \(patchFile); nothing is moved: apply it with git apply in P\n")
        #expect(TraceQuarantineCommandTests.tree(patched) == before)
        let patch = try String(contentsOfFile: patchFile, encoding: .utf8)
        #expect(patch.hasPrefix("diff --git a/App/Assets.xcassets/Icons/stale.imageset/Contents.json b/BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/Contents.json\n"
            + "similarity index 100%\nrename from App/Assets.xcassets/Icons/stale.imageset/Contents.json\n"
            + "rename to BarSkinQuarantine/Assets.xcassets/Icons/stale.imageset/Contents.json\n"))
        #expect(patch.contains("diff --git a/App.xcodeproj/project.pbxproj b/App.xcodeproj/project.pbxproj\n--- a/App.xcodeproj/project.pbxproj\n"
            + "+++ b/App.xcodeproj/project.pbxproj\n@@ -9,"))
        #expect(!patch.contains("old@2x.png\nGIT binary patch"))
        try Self.git(["apply", patchFile], in: patched.path + "/P")
        #expect(try CommandRunner.run(["trace", "P", "--quarantine", "--apply"], in: applied.url).status == 0)
        #expect(try TraceQuarantineInterruptTests.state(patched) == TraceQuarantineInterruptTests.state(applied))
        #expect(try CommandRunner.run(["trace", "P", "--restore"], in: patched.url).status == 0)
        #expect(TraceQuarantineCommandTests.tree(patched) == before)
    }
}
