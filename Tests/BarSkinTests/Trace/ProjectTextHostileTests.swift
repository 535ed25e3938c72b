@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// Files that are not projects, or are hostile ones, fail with a located message rather than a crash.
struct ProjectTextHostileTests {
    /// The message a `text` read as a project fails with, as `PATH:LINE:COL: message`.
    static func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    static func failure(_ bytes: [UInt8]) -> String {
        do {
            _ = try XcodeProjectText(path: "P/project.pbxproj", bytes: bytes)
            return "read"
        } catch let error as QuarantineError {
            return "\(error.path):\(error.line.map(String.init) ?? "-"):\(error.column.map(String.init) ?? "-"): \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func malformedTextIsLocated() {
        let cases: [(String, String)] = [
            ("", "P/project.pbxproj:1:1: malformed Xcode project: the file ends where a value should be"),
            ("hello", "P/project.pbxproj:1:1: malformed Xcode project: the property list is not a dictionary"),
            ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n}\n", "P/project.pbxproj:1:1: malformed Xcode project: no 'objects' dictionary"),
            ("{\n\ta = \"abc;\n}\n", "P/project.pbxproj:2:6: malformed Xcode project: unterminated quoted string"),
            ("{\n\ta = b; /* note\n}\n", "P/project.pbxproj:2:9: malformed Xcode project: unterminated comment"),
            ("{\n\ta = b\n}\n", "P/project.pbxproj:3:1: malformed Xcode project: expected ';' after the value of 'a', found '}'"),
            ("{ a = (b c); }", "P/project.pbxproj:1:10: malformed Xcode project: expected ',' or ')' after an array element, found 'c'"),
            ("{ a = <0f>; }", "P/project.pbxproj:1:7: malformed Xcode project: expected a value, found '<'"),
            ("{ objects = {}; } }", "P/project.pbxproj:1:19: malformed Xcode project: text after the end of the property list"),
            ("{ objects = { X = { name = a; }; }; }", "P/project.pbxproj:1:15: malformed Xcode project: object 'X' is not a dictionary with an 'isa'"),
            ("{ objects = { X = { isa = A; }; X = { isa = B; }; }; }", "P/project.pbxproj:1:33: malformed Xcode project: object 'X' appears twice"),
            ("{ a = \"caf\u{E9}\"; b = \u{1F600}; }", "P/project.pbxproj:1:19: malformed Xcode project: expected a value, found byte 0xF0"),
        ]
        for (text, message) in cases { #expect(Self.failure(text) == message, "\(text.debugDescription)") }
        #expect(Self.failure([0x7B, 0x20, 0x61, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22, 0x3B, 0x20, 0x7D])
            == "P/project.pbxproj:1:8: malformed Xcode project: not UTF-8 text")
    }

    @Test func deepNestingAndHugeFilesFailWithoutCrashing() {
        #expect(Self.failure(String(repeating: "(", count: 200_000)) == "P/project.pbxproj:1:65: values nest more than 64 deep; the project is not edited")
        #expect(Self.failure("{ a = " + String(repeating: "{ a = ", count: 100_000)).hasSuffix("values nest more than 64 deep; the project is not edited"))
        let huge = [UInt8](repeating: 0x20, count: XcodeProjectText.byteLimit + 1)
        #expect(Self.failure(huge) == "P/project.pbxproj:-:-: project file is 67108865 bytes, more than the 67108864 bytes barskin edits")
        // A megabyte-long quoted string and comment are read, not recursed into.
        let long = "{ objects = { X = { isa = \"" + String(repeating: "a", count: 1 << 20) + "\"; }; }; /* " + String(repeating: "b", count: 1 << 20) + " */ }"
        #expect(Self.failure(long) == "read")
    }
}
