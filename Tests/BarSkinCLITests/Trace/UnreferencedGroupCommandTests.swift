import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `barskin trace` on an app whose catalogs and folders of images are loaded by names built from
/// data: each unreferenced group is one warning, so the run passes unless warnings fail it, and a
/// `.barskin-trace.yml` that assumes the names settles the group.
struct UnreferencedGroupCommandTests {
    @Test func anUnreferencedGroupIsAWarning() throws {
        let project = TraceScratchProject.dataDrivenApp()
        let text = try CommandRunner.run(["trace", "P"], in: project.url)
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("  unreferenced-group (3)\n"))
        #expect(text.standardOutput.contains("    P/App/Trackers.xcassets: Trackers.xcassets: 3 images, none named in the code; "
            + "the data-driven name at P/App/Logo.swift:4:20 may load them\n"), "\(text.standardOutput)")
        #expect(try CommandRunner.run(["trace", "P", "--warnings-as-errors"], in: project.url).status == 1)

        project.text("P/.barskin-trace.yml", "# The tracker logos come from the server.\nassume-used:\n  - \"tracker_*\"\n")
        let settled = try CommandRunner.run(["trace", "P", "--format", "xcode"], in: project.url)
        #expect(settled.status == 0)
        #expect(!settled.standardOutput.contains("Trackers.xcassets"))
        #expect(settled.standardOutput.contains("[unreferenced-group]"))
    }
}
