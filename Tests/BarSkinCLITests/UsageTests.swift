import Testing

/// Bad usage exits 64 with a `barskin: error:` line; help is pinned.
struct UsageTests {
    @Test(arguments: [
        (["normalize", "x.png"], "barskin: error: missing expected argument '--output <out>'"),
        (["normalize", "x.png", "-o", "out", "--compression", "max"], "barskin: error: the value 'max' is invalid for '--compression <compression>'"),
        (["info", "--jobs", "0", "x.png"], "barskin: error: --jobs must be a positive number, not 0"),
        (["info", "--max-pixels=-5", "x.png"], "barskin: error: --max-pixels must be a positive number, not -5"),
        (["frobnicate"], "barskin: error: unknown command 'frobnicate'; the commands are info, normalize, tint, glow, shadow, stretch, slice, ninepatch, build, tabbar-art, back-button, bar-button, navbar-art, cell-art, trace"),
        (["normalize", "x.png", "-o", ""], "barskin: error: --output is empty: name the folder to write into"),
        (["stretch", "x.png", "--size", "2x2", "--insets", "0,0,0,0", "-o", ""], "barskin: error: --output is empty: name the folder to write into"),
        (["slice", "x.png", "--insets", "1,1,1,1", "--catalog", ""], "barskin: error: --catalog is empty: name the folder to write into"),
        (["trace", ".", "-o", ""], "barskin: error: --output is empty: name the file to write into"),
    ])
    func badUsageExits64(arguments: [String], firstLine: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.split(separator: "\n").first.map(String.init)?.hasPrefix(firstLine) == true,
                "got: \(result.standardError)")
    }

    @Test(arguments: [["--help"], ["help", "info"], ["normalize", "--help"], ["tint", "--help"]])
    func helpIsPinned(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        try assertSnapshot(result.standardOutput, named: "help-" + arguments.joined(separator: "-").replacingOccurrences(of: "--", with: ""))
    }
}
