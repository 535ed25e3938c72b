import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// A mistake is answered with what is wrong and what to type instead: the exact
/// line on standard error, nothing on standard output, and the exit status.
struct MistakeTests {
    @Test(arguments: [
        (["tnit", "icons", "-o", "x"], "barskin: error: unknown command 'tnit'; did you mean 'tint'?\n"),
        (["help", "tnit"], "barskin: error: unknown command 'tnit'; did you mean 'tint'?\n"),
        (["help", "ninepatch", "chek"], "barskin: error: unknown command 'ninepatch chek'; did you mean 'check'?\n"),
        (["trace", "--format", "pdf"],
         "barskin: error: the value 'pdf' is invalid for '--format <format>'; use one of: text, xcode, github, sarif, json, html\n"),
        (["trace", "--format", "jsn"], "barskin: error: the value 'jsn' is invalid for '--format <format>'; did you mean 'json'?\n"),
        // A mistyped option is suggested for as a mistyped command is: one fragment, "; did you mean".
        (["tint", "icons", "-o", "x", "--jsn"], "barskin: error: unknown option '--jsn'; did you mean '--json'?\n"),
        (["glow", "icons", "-o", "x", "--keep-sise"], "barskin: error: unknown option '--keep-sise'; did you mean '--keep-size'?\n"),
        (["normalize", "x.png", "-o", "out", "--compression", "max"],
         "barskin: error: the value 'max' is invalid for '--compression <compression>'; use one of: fast, default, best\n"),
    ])
    func badUsageSaysWhatToTypeInstead(arguments: [String], firstLines: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix(firstLines), "\(result.standardError)")
        #expect(!result.standardError.contains("\\n"), "a list of choices printed as escaped line breaks")
    }

    @Test func helpForACommandThatExistsStillWorks() throws {
        let result = try CommandRunner.run(["help", "ninepatch", "check"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("OVERVIEW: Validate 9-patches"))
    }

    @Test func aSkinKeyTypoNamesTheKey() throws {
        let folder = TemporaryFolder()
        _ = folder.write(Array("version: 1\noutput: out\nnavbar:\n  color: \"#223344\"\n".utf8), to: "App.skin.yml")
        let result = try CommandRunner.run(["build", "App.skin.yml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("barskin: error: App.skin.yml:3:1: unknown key 'navbar' in the top level; did you mean 'nav-bar'?\n"),
                "\(result.standardError)")
    }

    @Test func aTraceOfAPathThatIsNotThereIsOnlyTheError() throws {
        let result = try CommandRunner.run(["trace", "/nonexistent"])
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "barskin: error: /nonexistent: no such file or folder\n")
    }

    @Test func aBaselineFindingKindTypoNamesTheKind() throws {
        let folder = TemporaryFolder()
        _ = folder.write(Array(#"{"findings": [{"kind": "mising", "name": "a", "file": "a.swift"}]}"#.utf8), to: "baseline.json")
        _ = folder.write(Array("let x = 1\n".utf8), to: "App/a.swift")
        let result = try CommandRunner.run(["trace", "App", "--baseline", "baseline.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError
            == "barskin: error: baseline.json: malformed JSON: unknown finding kind 'mising'; did you mean 'missing'?\n")
    }
}
