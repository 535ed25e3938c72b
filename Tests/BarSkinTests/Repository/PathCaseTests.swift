import Foundation
import Testing

/// macOS's default disk ignores case: two paths that differ only in case are one
/// path there, so a clone on a Mac silently merges them (two targets' sources in
/// one folder, one file lost). No two tracked paths, folders included, may differ
/// only in case.
struct PathCaseTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every tracked file and every folder above one, or nil outside a git checkout (a release tarball).
    static func trackedPaths() -> [String]? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return nil }
        var paths = Set<String>()
        for file in String(decoding: data, as: UTF8.self).split(separator: "\0") {
            var parts = file.split(separator: "/")
            while !parts.isEmpty {
                paths.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        return paths.sorted()
    }

    /// Groups of paths that are one path on a case-insensitive disk.
    static func collisions(in paths: [String]) -> [[String]] {
        Dictionary(grouping: paths) { $0.lowercased() }.values.filter { $0.count > 1 }.map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }

    @Test func collisionsAreFoundAtEveryLevel() {
        #expect(Self.collisions(in: ["A/b.swift", "A/B.swift", "a", "c"]) == [["A/B.swift", "A/b.swift"]])
        #expect(Self.collisions(in: ["Docs", "docs", "x"]) == [["Docs", "docs"]])
    }

    @Test(.enabled(if: trackedPaths() != nil, "not a git checkout"))
    func noTwoTrackedPathsDifferOnlyInCase() throws {
        let collisions = Self.collisions(in: try #require(Self.trackedPaths()))
        #expect(collisions.isEmpty, "paths that are one on a case-insensitive disk: \(collisions)")
    }
}
