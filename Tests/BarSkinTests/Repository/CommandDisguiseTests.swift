import Foundation
import Testing

/// A command run is a ``SkinSource/command(_:)``, never a skin file in disguise: no
/// spec whose "skin path" is the command's name, no line 0 (or line 1) standing for
/// "no place in a file", no test of an empty skin path to find out which it is. The
/// patterns those took are searched for in the modules that build skins and commands.
struct CommandDisguiseTests {
    /// The modules a command's build passes through.
    static let folders = ["BarSkin/", "BarSkinCLI/", "BarSkinCore/"]

    /// The shapes the disguise took, each with why it is one.
    static let patterns: [(regex: String, why: String)] = [
        (#"SkinSpec\(path: [A-Za-z.]*(command|invocation)"#, "a command's name as a skin path"),
        (#"skinPath: """#, "an empty skin path for a value typed on the command line"),
        (#"line: 0\b|column: 0\b"#, "line 0 for no place in a file"),
        (#"SkinPosition\(line: 1, column: 1\)|line: 1, column: 1, skinPath"#, "line 1 for no place in a file"),
        (#"\bline [>=!]= 0\b|\bline > 0\b|\(_, 0, _\)"#, "a test of line 0 for no place in a file"),
        (#"(location|item)\.skin\.isEmpty"#, "a test of an empty skin path for a command's item"),
    ]

    /// Each line of `text` in a disguise's shape, numbered from 1, with why.
    static func disguises(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            patterns.filter { line.range(of: $0.regex, options: .regularExpression) != nil }.map { "\(index + 1): \($0.why): \(line)" }
        }
    }

    @Test func theShapesAreFound() {
        #expect(Self.disguises(in: #"spec = SkinSpec(path: invocation.command, output: nil)"#).count == 1)
        #expect(Self.disguises(in: #"SkinPath(text: text, line: 0, column: 0, skinPath: "")"#).count == 2)
        #expect(Self.disguises(in: "let at = SkinPosition(line: 1, column: 1)\nreturn line > 0 ? line : nil").count == 2)
        #expect(Self.disguises(in: "case .tiledNinePatch(_, 0, _): x\nlet file = item.skin.isEmpty ? a : b").count == 2)
        #expect(Self.disguises(in: "SkinPath(text: text, line: 10, column: 3, skinPath: path)\nlet line = 0").isEmpty)
    }

    @Test func noCommandRunIsDisguisedAsASkinFile() throws {
        let files = PlatformFileTests.swiftFiles().filter { file in Self.folders.contains { file.hasPrefix($0) } }
        // A wrong path would find nothing and pass: the files the disguise lived in must be among them.
        try #require(files.count > 100, "found \(files.count) Swift files under \(PlatformFileTests.sources.path)")
        for file in ["BarSkin/Items/CommandSpec.swift", "BarSkin/Items/MaskItem.swift", "BarSkin/Skin/SkinBuildPlan.swift",
                     "BarSkinCLI/Support/DrawnArtOptions.swift"] {
            try #require(files.contains(file), "Sources/\(file) is not among the files searched")
        }
        for file in files {
            let text = try String(contentsOf: PlatformFileTests.sources.appendingPathComponent(file), encoding: .utf8)
            let found = Self.disguises(in: text)
            #expect(found.isEmpty, "Sources/\(file) disguises a command run as a skin file; use SkinSource and SkinPath(typed:): \(found)")
        }
    }
}
