@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// Files that are not projects, or are hostile ones, fail with a located message rather than a
/// crash; restoring into a project that changed where the text sat is refused.
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

    @Test func removingWhatIsStillNamedAndRestoringIntoAChangedProjectAreRefused() throws {
        let project = try XcodeProjectText(path: "P/project.pbxproj", bytes: ProjectTextFixture.bytes)
        #expect(throws: QuarantineProblem.stillReferenced(object: "1A0000000000000000000002", owner: "1B0000000000000000000002", key: "fileRef")
            .located(at: "P/project.pbxproj", line: 11, column: 1)) {
            try project.remove(objects: ["1A0000000000000000000002"])
        }
        let (bytes, removed) = try project.remove(objects: project.objectsRemoved(withFileReferences: ["1A0000000000000000000002"]))
        // Restored twice: the objects are there already.
        let restored = try XcodeProjectText(path: "P/project.pbxproj", bytes: try XcodeProjectText(path: "P/project.pbxproj", bytes: bytes).restore(removed))
        #expect(throws: QuarantineProblem.cannotRestore(detail: "object 1B0000000000000000000002 is in the project again").located(at: "P/project.pbxproj")) {
            try restored.restore(removed)
        }
        // The element it followed went meanwhile.
        let edited = try XcodeProjectText(path: "P/project.pbxproj", bytes: bytes).remove(objects: [], entries: [
            ProjectEntry(object: "1C0000000000000000000002", key: "children", value: "1A0000000000000000000001"),
        ])
        let message = "'children' of object 1C0000000000000000000002 changed where '1A0000000000000000000002' was"
        #expect(throws: QuarantineProblem.cannotRestore(detail: message).located(at: "P/project.pbxproj")) {
            try XcodeProjectText(path: "P/project.pbxproj", bytes: edited.bytes).restore(removed)
        }
    }

    /// Section markers inside an object are comments: removing the object after one cuts no other.
    @Test func sectionMarkersInsideObjectsAreComments() throws {
        let head = "{\n\tobjects = {\n\n/* Begin A section */\n\t\tX = {\n\t\t\tisa = A;\n/* Begin B section */\n\t\t};\n"
        let tail = "/* End B section */\n/* End A section */\n\t};\n}\n"
        let original = Array((head + "\t\tY = {\n\t\t\tisa = B;\n\t\t};\n" + tail).utf8)
        let project = try XcodeProjectText(path: "P/project.pbxproj", bytes: original)
        #expect(project.objects["Y"]?.section == "A")
        let (bytes, removed) = try project.remove(objects: ["Y"])
        #expect(String(decoding: bytes, as: UTF8.self) == head + tail)
        #expect(removed.sections.isEmpty)
        #expect(try XcodeProjectText(path: "P/project.pbxproj", bytes: bytes).restore(removed) == original)
    }
}
