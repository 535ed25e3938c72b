import Foundation
import Testing

/// Every example in every command's `--help` pastes as it reads: at 80 columns
/// none is wrapped by the help renderer (a long one is written with ` \`
/// continuations, as `slice`'s are), so a terminal never splits a command
/// into a line that runs alone.
struct HelpExampleWidthTests {
    /// Every command path, found by reading the SUBCOMMANDS of each help, so a
    /// new command is checked without being listed here.
    static func commandPaths() throws -> [[String]] {
        var paths: [[String]] = [[]], queue: [[String]] = [[]]
        while !queue.isEmpty {
            let path = queue.removeFirst()
            let help = try CommandRunner.run(path + ["--help"], environment: ["COLUMNS": "1000"]).standardOutput
            for name in subcommands(in: help) where name != "help" {
                paths.append(path + [name])
                queue.append(path + [name])
            }
        }
        return paths
    }

    /// The names in a help's SUBCOMMANDS section (one per line, indented by two spaces).
    static func subcommands(in help: String) -> [String] {
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { return [] }
        return section.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
            .map { $0.replacingOccurrences(of: " (default)", with: "") }
    }

    /// The lines of the help's Examples section.
    static func examples(in help: String) -> [String] {
        guard let section = help.components(separatedBy: "\nExamples:\n").dropFirst().first else { return [] }
        return Array(section.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(String.init))
    }

    @Test func noExampleWrapsAtEightyColumns() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count > 15, "found \(paths)")
        for path in paths {
            let wide = try CommandRunner.run(path + ["--help"], environment: ["COLUMNS": "1000"]).standardOutput
            let narrow = try CommandRunner.run(path + ["--help"], environment: ["COLUMNS": "80"]).standardOutput
            let examples = Self.examples(in: wide)
            #expect(!examples.isEmpty, "barskin \(path.joined(separator: " ")) --help has no examples")
            #expect(Self.examples(in: narrow) == examples, "barskin \(path.joined(separator: " ")) --help wraps an example at 80 columns")
            for line in examples {
                // The renderer wraps at 80 columns whatever COLUMNS says about wider terminals.
                #expect(line.count < 80, "barskin \(path.joined(separator: " ")) --help: '\(line)' is \(line.count) columns")
                #expect(line.hasPrefix("  barskin") || line.hasPrefix("    ") || line.hasPrefix("  #"),
                        "barskin \(path.joined(separator: " ")) --help: '\(line)' continues an example without a \\")
            }
            for (line, next) in zip(examples, examples.dropFirst()) where next.hasPrefix("    ") {
                #expect(line.hasSuffix(" \\"), "barskin \(path.joined(separator: " ")) --help: '\(next)' follows a line without ' \\'")
            }
        }
    }
}
