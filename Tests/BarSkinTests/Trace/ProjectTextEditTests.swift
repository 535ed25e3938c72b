@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// `project.pbxproj` edited by object identifier (``XcodeProjectText``): what goes is exactly the
/// objects and array elements named, the rest stays byte for byte, Foundation still reads the
/// result as the same graph less what went, and restoring gives the original bytes back.
struct ProjectTextEditTests {
    static let path = "App.xcodeproj/project.pbxproj"

    static func project(_ bytes: [UInt8] = ProjectTextFixture.bytes) throws -> XcodeProjectText {
        try XcodeProjectText(path: path, bytes: bytes)
    }

    /// The fixture's text without `lines` (each one whole line, found exactly once).
    static func fixture(without lines: [String]) -> String {
        var text = ProjectTextFixture.text
        for line in lines {
            #expect(text.components(separatedBy: line + "\n").count == 2, "\(line) is not one line of the fixture")
            text = text.replacingOccurrences(of: line + "\n", with: "")
        }
        return text
    }

    @Test func readsObjectsSectionsAndElementLines() throws {
        let project = try Self.project()
        #expect(project.order.count == 26)
        let group = try #require(project.objects["1C0000000000000000000002"])
        #expect(group.isa == "PBXGroup" && group.section == "PBXGroup")
        #expect(project.text(group.span).hasPrefix("\t\t1C0000000000000000000002 /* App */ = {\n") && project.text(group.span).hasSuffix("\t\t};\n"))
        #expect(group.strings("children").count == 4)
        #expect(group.elements["children"].map { $0.map { project.text($0.span) } }?[1] == "\t\t\t\t1A0000000000000000000002 /* logo.png */,\n")
        let root = try #require(project.objects["1D0000000000000000000001"])
        #expect(root.elements["exceptions"].map { $0.map { project.text($0.span) } }
            == ["1E0000000000000000000001 /* Exceptions for \"Shared\" folder in \"Widget\" target */, "])
        #expect(project.objects["1E0000000000000000000001"]?.strings("membershipExceptions") == ["Info.plist", "old logo.png", "stale.png"])
        #expect(project.references(to: "1A0000000000000000000002").map { "\($0.object) \($0.key)" }
            == ["1B0000000000000000000002 fileRef", "1B0000000000000000000003 fileRef", "1C0000000000000000000002 children"])
        let unchanged = try project.remove(objects: [])
        #expect(unchanged.bytes == ProjectTextFixture.bytes && unchanged.removed == RemovedProjectText())
    }

    @Test func aPNGInTwoTargetsGoesWithItsBuildFilesAndEntries() throws {
        let project = try Self.project()
        let ids = project.objectsRemoved(withFileReferences: ["1A0000000000000000000002"])
        #expect(ids == ["1A0000000000000000000002", "1B0000000000000000000002", "1B0000000000000000000003"])
        let (bytes, removed) = try project.remove(objects: ids)
        // applogo.png, whose name holds logo.png, stays.
        #expect(String(decoding: bytes, as: UTF8.self) == Self.fixture(without: [
            "\t\t1B0000000000000000000002 /* logo.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* logo.png */; };",
            "\t\t1B0000000000000000000003 /* logo.png in Resources */ = {isa = PBXBuildFile; fileRef = 1A0000000000000000000002 /* logo.png */; };",
            "\t\t1A0000000000000000000002 /* logo.png */ = {isa = PBXFileReference; lastKnownFileType = image.png; path = logo.png; sourceTree = \"<group>\"; };",
            "\t\t\t\t1A0000000000000000000002 /* logo.png */,",
            "\t\t\t\t1B0000000000000000000002 /* logo.png in Resources */,",
            "\t\t\t\t1B0000000000000000000003 /* logo.png in Resources */,",
        ]))
        #expect(removed.objects.map(\.id) == ["1B0000000000000000000002", "1B0000000000000000000003", "1A0000000000000000000002"])
        #expect(removed.objects.map(\.after) == ["1B0000000000000000000001", "1B0000000000000000000002", "1A0000000000000000000001"])
        #expect(removed.entries.map { "\($0.object) \($0.key) \($0.index) \($0.after ?? "-")" } == [
            "1C0000000000000000000002 children 1 1A0000000000000000000001", "2B0000000000000000000002 files 0 -", "2B0000000000000000000003 files 0 -",
        ])
        #expect(removed.sections.isEmpty)
        try ProjectGraph.expect(bytes, is: ProjectTextFixture.bytes, less: ids)
        #expect(try Self.project(bytes).restore(removed) == ProjectTextFixture.bytes)
        // The manifest keeps the record as JSON: it comes back the same.
        #expect(try JSONDecoder().decode(RemovedProjectText.self, from: JSONEncoder().encode(removed)) == removed)
    }

    @Test func aVariantGroupWhoseLastChildGoesGoesWithItsSection() throws {
        let project = try Self.project()
        let ids = project.objectsRemoved(withFileReferences: ["1A0000000000000000000004", "1A0000000000000000000005"])
        #expect(ids == ["1A0000000000000000000004", "1A0000000000000000000005", "2E0000000000000000000001", "1B0000000000000000000005"])
        #expect(project.objectsRemoved(withFileReferences: ["1A0000000000000000000005"]) == ["1A0000000000000000000005"])
        let (bytes, removed) = try project.remove(objects: ids)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("PBXVariantGroup") && !text.contains("Main.storyboard") && !text.contains("/* Base */"))
        #expect(text.contains("/* End PBXSourcesBuildPhase section */\n\n/* Begin XCBuildConfiguration section */\n"))
        #expect(removed.sections.map { "\($0.name) after \($0.after ?? "-")" } == ["PBXVariantGroup after PBXSourcesBuildPhase"])
        try ProjectGraph.expect(bytes, is: ProjectTextFixture.bytes, less: ids)
        #expect(try Self.project(bytes).restore(removed) == ProjectTextFixture.bytes)
    }

    @Test func anExceptionListEntryGoesAlone() throws {
        let entry = ProjectEntry(object: "1E0000000000000000000001", key: "membershipExceptions", value: "old logo.png")
        let (bytes, removed) = try Self.project().remove(objects: [], entries: [entry])
        #expect(String(decoding: bytes, as: UTF8.self) == Self.fixture(without: ["\t\t\t\t\"old logo.png\","]))
        #expect(removed.entries.map { "\($0.value) after \($0.after ?? "-")" } == ["old logo.png after Info.plist"])
        try ProjectGraph.expect(bytes, is: ProjectTextFixture.bytes, less: [], entries: [entry])
        #expect(try Self.project(bytes).restore(removed) == ProjectTextFixture.bytes)
    }
}
