import Foundation
import Testing

/// The command line holds no look of its own: no list of `--dark` keys, no switch over them,
/// no parser of their values. Each look's keys, parsing and defaults are a core table
/// (`LookTable`), which the skin reader and `--dark` both read; the shapes the command
/// line's own tables took are searched for in its sources.
struct CommandLineLookTableTests {
    /// The shapes, each with why it is one.
    static let patterns: [(regex: String, why: String)] = [
        (#"\bdarkKeys\b"#, "a command's own list of --dark keys"),
        (#"static let [A-Za-z]*[Kk]eys = \["#, "a list of look keys"),
        (#"case "[a-z]+(-[a-z]+)+":"#, "a switch over look keys"),
        (#"DarkLookPairs\.number"#, "a --dark value parsed by the command line"),
    ]

    /// Each line of `text` in one of the shapes, numbered from 1, with why.
    static func tables(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            patterns.filter { line.range(of: $0.regex, options: .regularExpression) != nil }.map { "\(index + 1): \($0.why): \(line)" }
        }
    }

    @Test func theShapesAreFound() {
        #expect(Self.tables(in: #"static let darkKeys = ["tint", "height"]"#).count == 2)
        #expect(Self.tables(in: #"            case "selection-color": copy.selectionColor = value"#).count == 1)
        #expect(Self.tables(in: #"let n: Int = try DarkLookPairs.number(value, key: key)"#).count == 1)
        #expect(Self.tables(in: #"let values = try DarkLookPairs.read(dark, CellsSection.lookTable, over: light)"#).isEmpty)
    }

    @Test func theCommandLineHoldsNoLookTables() throws {
        let files = PlatformFileTests.swiftFiles().filter { $0.hasPrefix("BarSkinCLI/") }
        // A wrong path would find nothing and pass.
        try #require(files.contains("BarSkinCLI/Support/DarkLookPairs.swift"), "found \(files.count) files")
        for file in files {
            let text = try String(contentsOf: PlatformFileTests.sources.appendingPathComponent(file), encoding: .utf8)
            let found = Self.tables(in: text)
            #expect(found.isEmpty, "\(file):\n\(found.joined(separator: "\n"))")
        }
    }
}
