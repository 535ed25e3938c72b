import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 16's cases end to end.
@Suite struct ReliabilityTests {
    @Test(arguments: [
        (["tint", "icons", "-o", "out", "--selected-color", "#ff00ff\n"],
         "barskin: error: invalid colour '#ff00ff\\n' for --selected-color: expected #RGB, #RRGGBB or #RRGGBBAA"),
        (["tint", "icons", "-o", "out", "--style", "fl\nat"],
         "barskin: error: the value 'fl\\nat' is invalid for '--style <style>'. Please provide one of 'classic', 'recipe' or 'flat'."),
        (["tint", "icons", "-o", "out", "--bogus\u{1B}[2J"], "barskin: error: unknown option '--bogus\\u{1B}[2J'"),
        (["info", "--jobs", "x\ny", "x.png"], "barskin: error: the value 'x\\ny' is invalid for '--jobs <n>'"),
    ])
    func aUsageErrorIsOneEscapedLineNamingTheOption(arguments: [String], firstLine: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == firstLine, "got: \(result.standardError)")
        // What follows is the parser's own help and usage, never the rest of the value.
        #expect(lines.dropFirst().allSatisfy { $0.isEmpty || $0.hasPrefix("Help:") || $0.hasPrefix("Usage:") || $0.hasPrefix("  See ") },
                "got: \(result.standardError)")
    }
}
