import BarSkinCore

/// What a trace needs of a `Package.swift`, read as text without running Swift:
/// the package's name and each target's name, kind, folder, exclusions, source
/// list and declared resources. Only literal strings count; a target built from
/// variables keeps its defaults.
struct PackageManifest: Equatable {
    /// One `.target(...)`, `.executableTarget(...)` or `.testTarget(...)` entry.
    struct Target: Equatable {
        var name: String
        var isTest: Bool
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
        /// Paths of `.process("x")`, `.copy("y")` and `.embedInCode("z")`.
        var resources: [String] = []
    }

    /// Target entries that build code; binary targets, plugins, macros and system libraries ship no images of theirs.
    static let kinds: [String: Bool] = ["target": false, "executableTarget": false, "testTarget": true,
                                        "binaryTarget": false, "plugin": false, "macro": false, "systemLibrary": false]
    private static let skipped: Set<String> = ["binaryTarget", "plugin", "macro", "systemLibrary"]

    /// The most targets read from one manifest: a real package has dozens, a hostile one 100,000.
    static let maximumTargets = 1000

    var name: String
    var targets: [Target] = []
    /// The line where string interpolations nested too deep to read on: nothing is read then.
    var tooDeepAt: Int?
    /// Whether targets past ``maximumTargets`` were left out.
    var leftTargetsOut = false

    /// Parses the manifest at `path`.
    /// - Throws: ``TraceProblem/malformedPackage(detail:)`` when it has no `Package(name:)`
    ///   with a literal name, or a target entry has no literal name or no closing bracket.
    init(path: String, bytes: [UInt8]) throws {
        var lexer = SourceLexer(bytes: bytes, swift: true)
        let tokens = lexer.tokenize()
        if let line = lexer.tooDeepAt {
            (name, tooDeepAt) = ("", line)
            return
        }
        func fail(_ line: Int?, _ detail: String) -> TraceError { TraceProblem.malformedPackage(detail: detail).located(at: path, line: line) }
        guard let call = tokens.indices.first(where: { tokens[$0].identifier == "Package" && Self.opens(tokens, at: $0 + 1) }) else {
            throw fail(nil, "no Package(name:) call")
        }
        guard let end = Self.close(tokens, from: call + 1) else { throw fail(tokens[call].line, "no ')' closes Package(") }
        // `let packageName = "Nos"` then `.target(name: packageName, path: packageName)`: a constant is its literal.
        let constants = Self.constants(tokens)
        func text(_ index: Int) -> String? { tokens[index].string?.literal ?? tokens[index].identifier.flatMap { constants[$0] } }
        guard let name = Self.labelled(tokens, call + 2..<end)["name"].flatMap(text) else {
            throw fail(tokens[call].line, "Package( has no literal name:")
        }
        self.name = name
        var index = 0
        while index + 2 < tokens.count {
            guard tokens[index].isPunctuation("."), let kind = tokens[index + 1].identifier, let isTest = Self.kinds[kind],
                  Self.opens(tokens, at: index + 2) else { index += 1; continue }
            guard let close = Self.close(tokens, from: index + 2) else { throw fail(tokens[index].line, "no ')' closes .\(kind)(") }
            // A dependency `.target(name:)` sits inside its target's brackets and is stepped over with them.
            defer { index = close + 1 }
            guard !Self.skipped.contains(kind) else { continue }
            let labels = Self.labelled(tokens, index + 3..<close)
            guard let targetName = labels["name"].flatMap(text) else {
                throw fail(tokens[index].line, ".\(kind)( has no literal name:")
            }
            var target = Target(name: targetName, isTest: isTest, path: labels["path"].flatMap(text))
            target.exclude = labels["exclude"].map { Self.strings(tokens, from: $0) } ?? []
            target.sources = labels["sources"].map { Self.strings(tokens, from: $0) }
            target.resources = labels["resources"].map { Self.strings(tokens, from: $0, firstOfEachCall: true) } ?? []
            guard targets.count < Self.maximumTargets else {
                leftTargetsOut = true
                break
            }
            targets.append(target)
        }
    }

    /// The manifest's string constants, `let name = "literal"` (the first of each name).
    private static func constants(_ tokens: [SourceToken]) -> [String: String] {
        var constants: [String: String] = [:]
        for index in tokens.indices.dropLast(3) where tokens[index].identifier == "let" {
            guard let name = tokens[index + 1].identifier, tokens[index + 2].isPunctuation("="),
                  let literal = tokens[index + 3].string?.literal, constants[name] == nil else { continue }
            // A literal followed by more (`"a" + b`) is no constant of its own.
            if index + 4 < tokens.count, tokens[index + 4].isPunctuation("+") { continue }
            constants[name] = literal
        }
        return constants
    }

    private static func opens(_ tokens: [SourceToken], at index: Int) -> Bool {
        index < tokens.count && tokens[index].isPunctuation("(")
    }

    /// The index of the bracket that closes the one at `open`, nil when none does.
    private static func close(_ tokens: [SourceToken], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isOpening { depth += 1 } else if tokens[index].isClosing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The first token of each `label:` argument at the top level of `range`.
    private static func labelled(_ tokens: [SourceToken], _ range: Range<Int>) -> [String: Int] {
        var values: [String: Int] = [:], depth = 0
        for index in range {
            if tokens[index].isOpening { depth += 1 } else if tokens[index].isClosing { depth -= 1 }
            guard depth == 0, let label = tokens[index].identifier, index + 2 < range.upperBound,
                  tokens[index + 1].isPunctuation(":"), values[label] == nil else { continue }
            values[label] = index + 2
        }
        return values
    }

    /// The literal strings of the array at `start` (`["a", "b"]`), or the first string of each call in it
    /// (`[.process("x"), .copy("y", ...)]`).
    private static func strings(_ tokens: [SourceToken], from start: Int, firstOfEachCall: Bool = false) -> [String] {
        guard tokens[start].isPunctuation("["), let end = close(tokens, from: start) else { return [] }
        var strings: [String] = [], depth = 0, taken = false
        for index in start + 1..<end {
            if tokens[index].isOpening { depth += 1; taken = false } else if tokens[index].isClosing { depth -= 1 }
            guard let text = tokens[index].string?.literal, depth == (firstOfEachCall ? 1 : 0), !taken else { continue }
            strings.append(text)
            taken = firstOfEachCall
        }
        return strings
    }
}
