import Foundation
import Testing

/// The core knows nothing of the command line: its messages say what is wrong, and a
/// front end words the fix (``Remedy``: a flag on the command line, a key in a skin
/// file). A flag name in a core string literal is that wording in the wrong layer.
struct CoreFlagNameTests {
    /// The core modules.
    static let coreFolders = ["BarSkin/", "BarSkinArt/", "BarSkinCore/", "BarSkinTrace/"]

    /// Flags of other programs the core runs or names: git's (`diff --base`) and Homebrew's.
    static let otherProgramsFlags: Set<String> = ["--show-toplevel", "--verify", "--quiet", "--end-of-options", "--shared",
                                                  "--no-checkout", "--detach", "--cask",
                                                  // git's, which a quarantine runs and writes patches for
                                                  "--is-inside-work-tree", "--show-prefix", "--porcelain", "--untracked-files", "--git"]

    /// The string literals of Swift `source`, comments left out: plain, raw (`#"..."#`) and
    /// multi-line, an interpolation's code skipped up to its closing parenthesis.
    static func stringLiterals(in source: String) -> [String] {
        let text = Array(source.unicodeScalars)
        var literals: [String] = [], index = 0
        func starts(_ prefix: String, at position: Int) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            return position + scalars.count <= text.count && Array(text[position..<position + scalars.count]) == scalars
        }
        func skip(to end: String, from position: Int) -> Int {
            var position = position
            while position < text.count && !starts(end, at: position) { position += 1 }
            return position
        }
        while index < text.count {
            if starts("//", at: index) {
                index = skip(to: "\n", from: index)
            } else if starts("/*", at: index) {
                index = skip(to: "*/", from: index) + 2
            } else if starts("\"\"\"", at: index) {
                let end = skip(to: "\"\"\"", from: index + 3)
                literals.append(String(String.UnicodeScalarView(text[(index + 3)..<min(end, text.count)])))
                index = end + 3
            } else if text[index] == "\"" || starts("#\"", at: index) {
                let raw = text[index] == "#"
                index += raw ? 2 : 1
                var literal = String.UnicodeScalarView(), depth = 0
                while index < text.count {
                    let scalar = text[index]
                    if depth > 0 {
                        if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
                    } else if scalar == "\\" && !raw && index + 1 < text.count {
                        if text[index + 1] == "(" { depth = 1 }
                        index += 2
                        continue
                    } else if scalar == "\"" {
                        break
                    } else {
                        literal.append(scalar)
                    }
                    index += 1
                }
                literals.append(String(literal))
                index += raw ? 2 : 1
            } else {
                index += 1
            }
        }
        return literals
    }

    /// The long flags `literal` names (`--output`), other programs' left out.
    static func flagNames(in literal: String) -> [String] {
        let pattern = /(?:^|[^A-Za-z0-9-])(--[a-z][a-z0-9-]*)/
        return literal.matches(of: pattern).map { String($0.output.1) }.filter { !otherProgramsFlags.contains($0) }
    }

    @Test func literalsAndFlagsAreFound() {
        let source = #"""
        // no "--comment" here
        let a = "outside the --output folder", b = "\(x("--inner")) and --mode tile"
        /* "--block" */ let c = #"raw --raw"#
        """#
        #expect(Self.stringLiterals(in: source).flatMap(Self.flagNames) == ["--output", "--mode", "--raw"])
        #expect(Self.flagNames(in: "git rev-parse --show-toplevel, x--y, a-b").isEmpty)
    }

    @Test func coreSourcesNameNoFlags() throws {
        let files = PlatformFileTests.swiftFiles().filter { file in Self.coreFolders.contains { file.hasPrefix($0) } }
        // A wrong path would find nothing and pass.
        try #require(files.count > 100, "found \(files.count) core Swift files under \(PlatformFileTests.sources.path)")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: PlatformFileTests.sources.appendingPathComponent(file), encoding: .utf8)
            found += Self.stringLiterals(in: text).flatMap(Self.flagNames).map { "Sources/\(file): \($0)" }
        }
        // The bar: no flag at all. A fix worded as a flag belongs in the front end's remedy wording.
        #expect(found.count <= 0, "core string literals name command-line flags; word them in CommandLineRemedies: \(found)")
    }
}
