import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin diff` end to end: builds of one skin compared by their pixels.
struct DiffCommandTests {
    /// Old and New built from the same skin and masks.
    static func twoBuilds() throws -> ReviewProject {
        let project = ReviewProject()
        try project.build(into: "Old")
        try project.build(into: "New")
        return project
    }

    @Test func identicalBuildsExitZeroAndListNothing() throws {
        let project = try Self.twoBuilds()
        for (old, new) in [("Old", "New"), ("Old/App.xcassets", "New/App.xcassets"), ("Old/.App.skin.barskin.json", "New/.App.skin.barskin.json")] {
            let result = try project.run(["diff", old, new])
            #expect(result.status == 0, "\(old): \(result.standardError)")
            #expect(result.standardOutput == "")
            #expect(result.standardError.hasPrefix("barskin: diff: 0 changed, 0 added, 0 removed, 45 unchanged in "))
        }
    }

    @Test func oneMaskChangedListsExactlyThatMasksFiles() throws {
        let project = try Self.twoBuilds()
        project.png("icons/chat@2x.png", Masks.disc(size: 60, radius: 20))
        try project.build(into: "New")
        let expected = [
            "changed: App.xcassets/chat-normal.imageset/chat-normal@2x.png: ",
            "changed: App.xcassets/chat-selected.imageset/chat-selected@2x.png: ",
            "changed: App.xcassets/chat-template.imageset/chat-template@2x.png: ",
        ]
        for (old, new) in [("Old", "New"), ("Old/.App.skin.barskin.json", "New/.App.skin.barskin.json")] {
            let result = try project.run(["diff", old, new])
            #expect(result.status == 1)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(result.standardOutput)")
            for (line, start) in zip(lines, expected) { #expect(line.hasPrefix(start), "\(line)") }
            #expect(result.standardError.hasPrefix("barskin: diff: 3 changed, 0 added, 0 removed, 42 unchanged in "))
        }
    }

    /// The counts are those of an independent count: every pixel of the two decoded files compared by alpha-weighted channels.
    @Test func aChangedNavigationBarColourIsCountedPixelByPixel() throws {
        let project = try Self.twoBuilds()
        project.writeSkin(navigationTint: "#A83040")
        try project.build(into: "New")
        let result = try project.run(["diff", "Old", "New", "--format", "json"])
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,"))
        let changes = try #require(document["changes"] as? [[String: Any]])
        let paths = changes.compactMap { $0["path"] as? String }
        #expect(paths.allSatisfy { $0.contains("NavigationBarBackground") || $0.contains("BackButton") || $0.contains("BarButton") }, "\(paths)")
        #expect(!paths.contains { $0.contains("Row") || $0.contains("chat") || $0.contains("search") })
        let nav = try #require(changes.first { ($0["path"] as? String) == "App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png" })
        let old = try project.bitmap("Old/App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png")
        let new = try project.bitmap("New/App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground@2x.png")
        var changed = 0
        for y in 0..<old.height {
            for x in 0..<old.width {
                let a = old[x, y], b = new[x, y]
                let weighted = { (value: UInt8, alpha: UInt8) in (Int(value) * Int(alpha) + 127) / 255 }
                let difference = max(abs(Int(a.alpha) - Int(b.alpha)), abs(weighted(a.red, a.alpha) - weighted(b.red, b.alpha)),
                                     abs(weighted(a.green, a.alpha) - weighted(b.green, b.alpha)), abs(weighted(a.blue, a.alpha) - weighted(b.blue, b.alpha)))
                if difference > 0 { changed += 1 }
            }
        }
        #expect(changed > 0)
        #expect(nav["changedPixels"] as? Int == changed)
        #expect(nav["status"] as? String == "changed")
        let counts = try #require(document["counts"] as? [String: Int])
        #expect(counts["changed"] == changes.count)
        #expect(counts["changed"]! + counts["unchanged"]! == 45)
        #expect((document["failures"] as? [Any])?.isEmpty == true)
    }

    @Test func toleranceAndMinimumPixelsSayWhatCountsAsAChange() throws {
        let project = try Self.twoBuilds()
        project.writeSkin(navigationTint: "#778CA9")
        try project.build(into: "New")
        let strict = try project.run(["diff", "Old", "New"])
        #expect(strict.status == 1)
        let loose = try project.run(["diff", "Old", "New", "--tolerance", "8"])
        #expect(loose.status == 0, "\(loose.standardOutput)")
        #expect(loose.standardOutput == "")
        #expect(loose.standardError.contains(" within the tolerance)"))
        let few = try project.run(["diff", "Old", "New", "--min-pixels", "100000"])
        #expect(few.status == 0)
    }

    @Test func addedAndRemovedImagesAreListed() throws {
        let project = try Self.twoBuilds()
        project.writeSkin(navigationTint: ReviewProject.navigationTint, masks: ["chat"])
        try FileManager.default.removeItem(atPath: project.path + "/New")
        try project.build(into: "New")
        let removed = try project.run(["diff", "Old", "New"])
        #expect(removed.status == 1)
        #expect(removed.standardOutput.split(separator: "\n").count == 9)
        #expect(removed.standardOutput.hasPrefix("removed: App.xcassets/search-normal.imageset/search-normal.png: 30x30 px\n"))
        let added = try project.run(["diff", "New", "Old", "--format", "github"])
        #expect(added.status == 1)
        // One annotation for the item, at the skin file its record names, its nine files listed.
        // (The skin no longer has the item, so the annotation has no line.)
        #expect(added.standardOutput.split(separator: "\n").count == 1)
        #expect(added.standardOutput.hasPrefix("::warning file=App.skin.yml,title=barskin diff%3A search (9 added)::search: 9 added"
            + "%0Aadded: App.xcassets/search-normal.imageset/search-normal.png: 30x30 px%0Aadded: "), "\(added.standardOutput)")
        #expect(added.standardOutput.components(separatedBy: "%0Aadded: ").count == 10)
    }

    @Test func twoCatalogsAnnotateByItemFromTheRecordAboveThem() throws {
        let project = try Self.twoBuilds()
        project.writeSkin(navigationTint: ReviewProject.navigationTint, masks: ["chat"])
        try FileManager.default.removeItem(atPath: project.path + "/New")
        try project.build(into: "New")
        // The catalog holds no record: the output folder above it does. Before, each of the nine files was an annotation.
        let added = try project.run(["diff", "New/App.xcassets", "Old/App.xcassets", "--format", "github"])
        #expect(added.status == 1)
        #expect(added.standardOutput.split(separator: "\n").count == 1, "\(added.standardOutput)")
        #expect(added.standardOutput.hasPrefix("::warning file=App.skin.yml,title=barskin diff%3A search (9 added)::search: 9 added"
            + "%0Aadded: search-normal.imageset/search-normal.png: 30x30 px%0Aadded: "), "\(added.standardOutput)")
    }

    @Test func badUsageExits64() throws {
        let project = try Self.twoBuilds()
        for (arguments, message) in [
            (["diff", "Old"], "give two builds to compare (output folders, catalogs or manifests), or --base GITREF and a skin file"),
            (["diff", "Old", "New", "--tolerance", "256"], "--tolerance must be from 0 to 255 channel levels, not 256"),
            (["diff", "Old", "New", "--min-pixels", "0"], "--min-pixels must be 1 or more, not 0"),
            (["diff", "Old", "New", "--base", "HEAD"], "--base compares one skin file with its build at a commit: give the skin file alone"),
        ] {
            let result = try project.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.standardError.hasPrefix("barskin: error: \(message)\n"), "\(result.standardError)")
        }
    }

    @Test func aPathThatIsNoBuildIsAnError() throws {
        let project = try Self.twoBuilds()
        let missing = try project.run(["diff", "Old", "Gone"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "barskin: error: Gone: no such file or folder\n")
        let skin = try project.run(["diff", "Old", "App.skin.yml"])
        #expect(skin.status == 2)
        #expect(skin.standardError == "barskin: error: App.skin.yml: is not a build: give an output folder, a catalog or a build manifest (.NAME.barskin.json)\n")
        project.write(Array("{}".utf8), to: "other.json")
        let json = try project.run(["diff", "Old", "other.json", "--json"])
        #expect(json.status == 2)
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,"))
        #expect(json.standardError.hasPrefix("barskin: error: other.json: cannot read the manifest: "))
    }

    @Test func anUnreadableImageIsReportedAndFailsTheRun() throws {
        let project = try Self.twoBuilds()
        project.write(Array("not a png".utf8), to: "New/App.xcassets/chat-normal.imageset/chat-normal.png")
        let result = try project.run(["diff", "Old", "New"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.diagnostics.hasPrefix("barskin: error: New/App.xcassets/chat-normal.imageset/chat-normal.png: "))
        #expect(result.standardError.contains(", 1 could not be read in "))
    }

    @Test func helpIsPinned() throws {
        let result = try CommandRunner.run(["diff", "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin build Assets/Sample.skin.yml -o Build/Before"))
        try assertSnapshot(result.standardOutput, named: "help-diff-help")
    }
}

/// `diff --base`: the skin at a commit against the working tree's, built in temporary folders.
struct DiffBaseTests {
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.name=BarSkin Tests", "-c", "user.email=tests@barskin.invalid"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
        return text
    }

    @Test func theBaseIsBuiltApartAndTheWorkingTreeIsLeftAlone() throws {
        let project = ReviewProject()
        _ = try Self.git(["init", "-q"], in: project.path)
        _ = try Self.git(["add", "-A"], in: project.path)
        _ = try Self.git(["commit", "-q", "-m", "skin"], in: project.path)
        let same = try project.run(["diff", "--base", "HEAD", "App.skin.yml"])
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.standardError.hasPrefix("barskin: diff: 0 changed, 0 added, 0 removed, 45 unchanged in "))
        project.writeSkin(navigationTint: "#A83040")
        let before = project.listing(), status = try Self.git(["status", "--porcelain"], in: project.path)
        let result = try project.run(["diff", "--base", "HEAD", "App.skin.yml", "--format", "github"])
        #expect(result.status == 1, "\(result.standardError)")
        // The images are in temporary folders gone by now: the annotations point at the skin file.
        // One annotation per item, at the line of the skin file that holds it (nav-bar: is line 10).
        #expect(result.standardOutput.split(separator: "\n").count == 1, "\(result.standardOutput)")
        #expect(result.standardOutput.hasPrefix("::warning file=App.skin.yml,line=10,title=barskin diff%3A nav-bar (3 changed)::nav-bar: 3 changed"
            + "%0Achanged: App.xcassets/NavigationBarBackground.imageset/NavigationBarBackground.png: "))
        #expect(!result.standardOutput.contains("Row"))
        #expect(project.listing() == before, "nothing written in the working tree")
        #expect(try Self.git(["status", "--porcelain"], in: project.path) == status)
        #expect(status == " M App.skin.yml\n")
        let unknown = try project.run(["diff", "--base", "no-such-branch", "App.skin.yml"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "barskin: error: App.skin.yml: cannot build the skin at the base commit: 'no-such-branch' names no commit\n")
    }
}
