import BarSkin
import Testing

/// "Did you mean": the closest allowed name within the flag parser's distance, or none.
struct NameSuggestionTests {
    @Test(arguments: [
        ("tnit", ["info", "tint", "glow", "trace"], "tint"),
        ("navbar", ["tab-bar", "nav-bar", "cells"], "nav-bar"),
        ("mising", ["missing", "misnamed", "unused"], "missing"),
        ("colour", ["color", "height"], "color"),
    ])
    func aTypoGetsTheClosestName(typed: String, allowed: [String], expected: String) {
        #expect(NameSuggestion.closest(to: typed, among: allowed) == expected)
        #expect(NameSuggestion.hint(for: typed, among: allowed) == "; did you mean '\(expected)'?")
    }

    @Test(arguments: [("frobnicate", ["info", "tint"]), ("x", ["info", "tint"]), ("tint", ["tint"])])
    func aDifferentWordGetsNone(typed: String, allowed: [String]) {
        #expect(NameSuggestion.closest(to: typed, among: allowed) == nil)
        #expect(NameSuggestion.hint(for: typed, among: allowed) == "")
    }

    @Test func theDistanceCountsSingleEdits() {
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.editDistance("tnit", "tint") == 2)
    }
}
