import Foundation
import Testing

/// Compares text with a file under Tests/BarSkinCLITests/Snapshots.
///
/// `RECORD=1 make test` rewrites the file and fails the test, so every new or
/// changed expectation is looked at before it is committed.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD"] == "1" {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded \(file.lastPathComponent); run again without RECORD=1", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot \(file.path); run with RECORD=1 to create it", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}
