import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: `diff --base` leaves no temporary clone behind (an interrupt removes it, the next
/// run sweeps a killed run's), reads nothing through a link leading out of the commit, and
/// names the commit's files by their path in the repository.
@Suite struct DiffBaseSafetyTests {
    /// A project committed once, with a temporary folder of its own for the clones.
    static func committed() throws -> (project: ReviewProject, temporary: TemporaryFolder) {
        let project = ReviewProject()
        _ = try DiffBaseTests.git(["init", "-q"], in: project.path)
        _ = try DiffBaseTests.git(["add", "-A"], in: project.path)
        _ = try DiffBaseTests.git(["commit", "-q", "-m", "skin"], in: project.path)
        return (project, TemporaryFolder())
    }

    /// The clones left in `temporary`.
    static func clones(_ temporary: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("barskin-diff-") }
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptRemovesTheClone(signal: Int32) throws {
        let (project, temporary) = try Self.committed()
        // A git that stops in the checkout until killed: the clone exists, the run is mid-way.
        let tools = TemporaryFolder()
        let marker = tools.path + "/checking-out"
        let realGit = try #require(["/usr/bin/git", "/usr/local/bin/git", "/opt/homebrew/bin/git"].first { FileManager.default.isExecutableFile(atPath: $0) })
        tools.write(Array("""
            #!/bin/sh
            for argument in "$@"; do
              if [ "$argument" = checkout ]; then echo $$ > '\(marker)'; exec sleep 60; fi
            done
            exec \(realGit) "$@"

            """.utf8), to: "git")
        chmod(tools.path + "/git", 0o755)
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["diff", "--base", "HEAD", "App.skin.yml"]
        process.currentDirectoryURL = project.url
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && !FileManager.default.fileExists(atPath: marker) && Date() < deadline { usleep(10_000) }
        #expect(Self.clones(temporary).count == 1, "the clone is there while the run is")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        if let pid = (try? String(contentsOfFile: marker, encoding: .utf8)).flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
            kill(pid, SIGKILL)
        }
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(Self.clones(temporary).isEmpty, "\(Self.clones(temporary))")
    }

    @Test func aKilledRunsCloneIsSweptByTheNextRunAndALiveOnesIsNot() throws {
        let (project, temporary) = try Self.committed()
        // A run killed outright: its lock file is there, and no process holds it.
        temporary.write(Array("x".utf8), to: "barskin-diff-DEAD/clone/App.skin.yml")
        temporary.write([], to: "barskin-diff-DEAD/.barskin-lock")
        // One of a run killed before it locked, from well over a minute ago.
        temporary.write([], to: "barskin-diff-OLD/clone/x")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: temporary.path + "/barskin-diff-OLD")
        // A live run's: its lock is held (here by this test).
        temporary.write([], to: "barskin-diff-LIVE/.barskin-lock")
        let lock = open(temporary.path + "/barskin-diff-LIVE/.barskin-lock", O_RDONLY)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        let result = try CommandRunner.run(["diff", "--base", "HEAD", "App.skin.yml"], in: project.url, environment: ["TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.clones(temporary) == ["barskin-diff-LIVE"])
    }

    @Test func aBaseSkinFileLinkedOutOfTheRepositoryIsNotRead() throws {
        let project = ReviewProject(), victim = TemporaryFolder()
        let secret = victim.write(Array("PRIVATE-KEY-MATERIAL: not yaml at all\n".utf8), to: "id_rsa")
        let skin = try String(contentsOfFile: project.path + "/App.skin.yml", encoding: .utf8)
        try FileManager.default.removeItem(atPath: project.path + "/App.skin.yml")
        try FileManager.default.createSymbolicLink(atPath: project.path + "/App.skin.yml", withDestinationPath: secret)
        _ = try DiffBaseTests.git(["init", "-q"], in: project.path)
        _ = try DiffBaseTests.git(["add", "-A"], in: project.path)
        _ = try DiffBaseTests.git(["commit", "-q", "-m", "linked skin"], in: project.path)
        try FileManager.default.removeItem(atPath: project.path + "/App.skin.yml")
        project.write(Array(skin.utf8), to: "App.skin.yml")
        let result = try CommandRunner.run(["diff", "--base", "HEAD", "App.skin.yml"], in: project.url, environment: ["TMPDIR": TemporaryFolder().path])
        #expect(result.status == 2, "\(result.standardError)")
        #expect(!result.standardError.contains("PRIVATE") && !result.standardError.contains("yaml"), "\(result.standardError)")
        #expect(result.standardError == "barskin: error: App.skin.yml: cannot build the skin at the base commit: "
            + "at HEAD the skin file is a link leading out of the repository\n")
    }

    @Test func theCommitsFilesAreNamedByTheirPathInTheRepository() throws {
        let (project, temporary) = try Self.committed()
        // At the commit the skin names a mask that is not there; the working tree has it.
        let skin = try String(contentsOfFile: project.path + "/App.skin.yml", encoding: .utf8)
        let mask = try #require(skin.split(separator: "\n").first { $0.contains("mask:") })
        let name = String(mask.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        project.write(Array(skin.replacingOccurrences(of: String(mask), with: mask.replacingOccurrences(of: name, with: "icons/later")).utf8), to: "App.skin.yml")
        _ = try DiffBaseTests.git(["commit", "-q", "-a", "-m", "a mask not there yet"], in: project.path)
        let result = try CommandRunner.run(["diff", "--base", "HEAD", "App.skin.yml"], in: project.url, environment: ["TMPDIR": temporary.path])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("barskin-diff-") && !result.standardError.contains(temporary.path), "\(result.standardError)")
        #expect(result.standardError.contains("barskin: error: App.skin.yml:"), "\(result.standardError)")
        #expect(result.standardError.contains("icons/later"), "\(result.standardError)")
        #expect(Self.clones(temporary).isEmpty)
    }
}
