import Foundation
import Testing

/// Only Linux runs the tests, so a C library call written for glibc alone would
/// first fail on a user's Mac. Every call goes through the platform files in
/// `Sources/BarSkinCore/System`, the one place with glibc and Darwin branches;
/// no other source file may import either C library or name one.
struct PlatformFileTests {
    /// The repository's `Sources` folder, from this file's place in it.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The folder of platform files, relative to `Sources`.
    static let platformFolder = "BarSkinCore/System/"

    /// What `text` does that only a platform file may: each offending line, numbered from 1.
    static func platformLines(in text: String) -> [String] {
        let markers = ["canImport(Glibc)", "canImport(Darwin)", "import Glibc", "import Darwin", "Glibc."]
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let qualifiedDarwin = line.ranges(of: "Darwin.").contains { range in
                range.upperBound < line.endIndex && line[range.upperBound].isLetter
            }
            return markers.contains(where: line.contains) || qualifiedDarwin ? "\(index + 1): \(line)" : nil
        }
    }

    /// Every Swift file under `Sources`, as a path relative to it.
    static func swiftFiles() -> [String] {
        let walker = FileManager.default.enumerator(atPath: sources.path)
        return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func platformLinesAreFound() {
        #expect(Self.platformLines(in: "#if canImport(Glibc)\nimport Glibc\n#endif") == ["1: #if canImport(Glibc)", "2: import Glibc"])
        #expect(Self.platformLines(in: "x = Darwin.exit(1)\n// runs on Darwin.\nGlibc.read()") == ["1: x = Darwin.exit(1)", "3: Glibc.read()"])
        #expect(Self.platformLines(in: "import Foundation\n/// Linux's limit, above Darwin's.").isEmpty)
    }

    @Test func onlyThePlatformFilesReachTheCLibrary() throws {
        let files = Self.swiftFiles()
        // A wrong path would find nothing and pass.
        try #require(files.count > 100, "found \(files.count) Swift files under \(Self.sources.path)")
        let platformFiles = files.filter { $0.hasPrefix(Self.platformFolder) }
        try #require(!platformFiles.isEmpty, "no platform files in \(Self.platformFolder)")
        for file in files where !platformFiles.contains(file) {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let lines = Self.platformLines(in: text)
            #expect(lines.isEmpty, "Sources/\(file) reaches the C library itself; call SystemCalls instead: \(lines)")
        }
    }

    @Test func everyPlatformFileHasBothBranches() throws {
        for file in Self.swiftFiles() where file.hasPrefix(Self.platformFolder) {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif"),
                    "Sources/\(file) does not import glibc and Darwin's libc in the one shape")
        }
    }
}
