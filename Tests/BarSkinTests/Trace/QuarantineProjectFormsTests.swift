@testable import BarSkin
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// The project forms a quarantine edits differently: a synchronized folder, whose files leave a target by
/// leaving the folder (an exception set's entry naming one goes), and an XcodeGen project, never edited,
/// whose spec lines naming a file are reported instead.
struct QuarantineProjectFormsTests {
    /// ``ProjectTextFixture`` with its exception set sharing `Shared/stale.png` into the app, on disk under `P`.
    static func synchronizedProject() -> (folder: TraceScratchProject, text: String) {
        let folder = TraceScratchProject()
        let text = ProjectTextFixture.text.replacingOccurrences(of: "\t\t\ttarget = 2A0000000000000000000002 /* Widget */;",
                                                                with: "\t\t\ttarget = 2A0000000000000000000001 /* App */;")
        folder.text("P/App.xcodeproj/project.pbxproj", text)
        folder.text("P/App/AppDelegate.swift", "import UIKit\n\nlet logo = UIImage(named: \"logo\") ?? UIImage(named: \"applogo\")\n")
        for name in ["logo", "applogo"] { folder.looseImage("P/App/" + name) }
        folder.png("P/Shared/stale.png", Bitmap(width: 2, height: 2, filledWith: RGBA8(9, 8, 7)))
        folder.looseImage("P/Shared/kept")
        return (folder, text)
    }

    @Test func aSynchronizedFoldersStaleExceptionGoesWithItsFile() throws {
        let (folder, text) = Self.synchronizedProject()
        let root = folder.path + "/P"
        let before = folder.listing("P").map { ($0, folder.contents("P/" + $0)) }
        let plan = try QuarantinePlanner(report: Tracer().trace([root]), root: root).plan()
        let stale = try #require(plan.moves.first { $0.asset == "stale" })
        #expect(stale.files.map(\.quarantined) == ["BarSkinQuarantine/Loose/Shared/stale.png"])
        #expect(stale.projectObjects == [])
        #expect(stale.projectEntries == [QuarantineProjectEntry(project: "App.xcodeproj/project.pbxproj", object: "1E0000000000000000000001",
                                                                key: "membershipExceptions", value: "stale.png")])
        let quarantine = Quarantine(root: root, folder: plan.folder)
        let outcome = quarantine.apply(QuarantinePlan(root: root, folder: plan.folder, moves: [stale]), missingBefore: []) { _ in [] }
        #expect(outcome.errors.map(\.description) == [])
        #expect(String(decoding: folder.contents("P/App.xcodeproj/project.pbxproj") ?? [], as: UTF8.self)
            == text.replacingOccurrences(of: "\t\t\t\tstale.png,\n", with: ""))
        #expect(quarantine.restore(names: []).errors.isEmpty)
        #expect(folder.listing("P").map { ($0, folder.contents("P/" + $0)) }.elementsEqual(before) { $0 == $1 })
    }

    @Test func anXcodeGenProjectIsNotEditedAndItsSpecLinesAreListed() throws {
        let folder = TraceScratchProject()
        folder.text("P/project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - App\n"
            + "      - path: Art/old@2x.png\n        buildPhase: resources\n")
        folder.text("P/App/AppDelegate.swift", "import UIKit\n")
        folder.looseImage("P/Art/old")
        let root = folder.path + "/P"
        let plan = try QuarantinePlanner(report: Tracer().trace([root]), root: root).plan()
        #expect(plan.moves.map(\.asset) == ["old"])
        #expect(plan.moves.first?.projectObjects == [])
        #expect(plan.moves.first?.specLines == [QuarantineSpecLine(file: "project.yml", line: 8, text: "      - path: Art/old@2x.png")])
        #expect(throws: QuarantineProblem.folderOwned(owner: "the sources 'App' of XcodeGen target 'App'").located(at: root + "/App/Q")) {
            try QuarantinePlanner(report: Tracer().trace([root]), root: root).plan(folder: root + "/App/Q")
        }
    }
}
