import BarSkinTestSupport
import Foundation
import Testing

/// Every command's exit status, pinned: 0 when it did its job, 1 when an input failed (for
/// `trace` and `diff`: a finding or a change), 2 when `trace` or `diff` could not run at all,
/// 64 for bad usage. A CI step reads these, so each is a promise.
struct ExitStatusTests {
    /// Each command as it succeeds, as an input of it fails, and with a flag it does not have.
    static let commands: [(name: String, succeeds: [String], fails: [String])] = [
        ("info", ["icons/chat.png"], ["nope.png"]),
        ("normalize", ["icons", "-o", "Out/N"], ["nope.png", "-o", "Out/N"]),
        ("tint", ["icons", "-o", "Out/T"], ["nope.png", "-o", "Out/T"]),
        ("glow", ["icons", "-o", "Out/G"], ["nope.png", "-o", "Out/G"]),
        ("shadow", ["icons", "-o", "Out/S"], ["nope.png", "-o", "Out/S"]),
        ("stretch", ["icons/chat@2x.png", "--size", "40x40", "--insets", "4,4,4,4", "-o", "Out/St"],
         ["nope.png", "--size", "40x40", "--insets", "4,4,4,4", "-o", "Out/St"]),
        ("slice", ["icons/chat.png", "--insets", "4,4,4,4", "--catalog", "Out/C.xcassets", "--ninepatch", "Out/R"], ["nope.png", "--insets", "4,4,4,4", "--catalog", "Out/C.xcassets"]),
        ("ninepatch", ["check", "Out/R"], ["check", "nope.9.png"]),
        ("build", ["App.skin.yml"], ["nope.skin.yml"]),
        ("tabbar-art", ["-o", "Out/TB"], ["-o", "icons/chat.png/TB"]),
        ("back-button", ["--title", "Back", "-o", "Out/BB"], ["--title", "Back", "-o", "icons/chat.png/BB"]),
        ("bar-button", ["--title", "Edit", "-o", "Out/Bar"], ["--title", "Edit", "-o", "icons/chat.png/Bar"]),
        ("navbar-art", ["-o", "Out/Nav"], ["-o", "icons/chat.png/Nav"]),
        ("cell-art", ["-o", "Out/Cells"], ["-o", "icons/chat.png/Cells"]),
        ("trace", ["Clean"], ["Gone"]),
        ("diff", ["icons", "icons"], ["icons", "Changed"]),
        ("sheet", ["icons", "-o", "Out/sheet.html"], ["nope.png", "-o", "Out/sheet.html"]),
    ]

    /// The review project with what the rows above read: a clean Swift
    /// project, one that loads an image it lacks, and a copy of the icons with one changed.
    static func workspace() throws -> ReviewProject {
        let project = ReviewProject()
        try FileManager.default.createDirectory(atPath: project.path + "/Empty", withIntermediateDirectories: true)
        _ = project.write(Array("import UIKit\nlet chat = UIImage(named: \"chat\")\n".utf8), to: "Clean/App.swift")
        project.png("Clean/chat@2x.png", Masks.disc(size: 60, radius: 20))
        project.png("Clean/chat@3x.png", Masks.disc(size: 90, radius: 30))
        _ = project.write(Array("import UIKit\nlet gone = UIImage(named: \"gone\")\n".utf8), to: "Gone/App.swift")
        for scale in ["", "@2x", "@3x"] {
            let name = "chat\(scale).png", size = 30 * (scale.isEmpty ? 1 : Int(String(scale.dropFirst().prefix(1)))!)
            project.png("Changed/" + name, Masks.disc(size: size, radius: Double(size) / 3))
            project.png("Changed/" + name.replacingOccurrences(of: "chat", with: "search"), Masks.disc(size: size, radius: 2))
        }
        return project
    }

    @Test func everyCommandExitsZeroOneAndSixtyFour() throws {
        let project = try Self.workspace()
        for command in Self.commands {
            let finding = ["trace", "diff"].contains(command.name)
            let success = try project.run([command.name] + command.succeeds)
            #expect(success.status == 0, "\(command.name) \(command.succeeds): \(success.standardError)")
            let failure = try project.run([command.name] + command.fails)
            #expect(failure.status == 1, "\(command.name) \(command.fails): \(failure.standardError)")
            #expect(failure.standardError.contains("barskin: error: ") || finding, "\(command.name): \(failure.standardError)")
            let usage = try project.run([command.name] + command.succeeds + ["--no-such-flag"])
            #expect(usage.status == 64, "\(command.name): \(usage.standardError)")
        }
    }

    /// An empty folder is no error (exit 0) but says it held nothing, so a mistyped step is seen.
    @Test func aTraceOfAnEmptyFolderSaysItFoundNothing() throws {
        let project = try Self.workspace()
        let result = try project.run(["trace", "Empty"])
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix(
            "barskin: warning: Empty: holds nothing trace reads: no storyboard, xib, source file, Info.plist, skin file or image\n"), "\(result.standardError)")
    }

    @Test(arguments: [
        (["trace", "NoSuchDir"], "barskin: error: NoSuchDir: no such file or folder"),
        (["trace", "Clean", "--baseline", "no-baseline.json"], "barskin: error: no-baseline.json: "),
        (["trace", "Clean", "-o", "icons/chat.png/report.txt"], "barskin: error: icons/chat.png/report.txt: "),
        (["diff", "NoA", "NoB"], "barskin: error: NoA: "),
        (["diff", "icons", "NoB"], "barskin: error: NoB: "),
        (["diff", "icons/chat.png", "icons"], "barskin: error: icons/chat.png: "),
        // A folder with no image and no build record: a build that never ran, not one that made nothing.
        (["diff", "Empty", "icons"], "barskin: error: Empty: holds no PNG and no build record (.NAME.barskin.json): not a build; was it built?"),
    ])
    func traceAndDiffThatCannotRunExitTwo(arguments: [String], error: String) throws {
        let project = try Self.workspace()
        let result = try project.run(arguments)
        #expect(result.status == 2, "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").contains { $0.hasPrefix(error) }, "\(result.standardError)")
        #expect(result.standardOutput == "")
    }

    /// A project that cannot be read leaves trace no picture of the targets: it could not run.
    @Test func aTraceOfAnUnreadableProjectExitsTwo() throws {
        let project = try Self.workspace()
        _ = project.write(Array("not a plist {\n".utf8), to: "Broken/App.xcodeproj/project.pbxproj")
        let result = try project.run(["trace", "Broken"])
        #expect(result.status == 2)
        #expect(result.standardError.contains(
            "barskin: error: Broken/App.xcodeproj/project.pbxproj: malformed Xcode project: not a property list\n"), "\(result.standardError)")
    }
}
