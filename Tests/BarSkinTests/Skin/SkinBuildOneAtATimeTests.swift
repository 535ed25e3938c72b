@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// An item drawing many sizes holds one size's pixels at a time: each
/// operation's file is on disk before the next operation is drawn.
@Suite struct SkinBuildOneAtATimeTests {
    /// Draws a 2x1 image, after checking that the file of the operation before it was written.
    struct Sized: ImageOperation {
        var index: Int, folder: String
        var identifier: String { "test-sized/1 \(index)" }
        var outputRoles: [String] { ["sized"] }
        var description: String { identifier }

        func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
            if index > 0, !FileManager.default.fileExists(atPath: "\(folder)/Art-\(index - 1).png") {
                throw FileProblem.unreadable(reason: "drawn before Art-\(index - 1) was written").located(at: "Art-\(index)")
            }
            return Rendering(images: [Bitmap(width: 2, height: 1, filledWith: RGBA8(9, 9, 9, 255))])
        }
    }

    /// Five sizes at @1x, each a loose PNG.
    struct ManySizes: SkinItem {
        var folder: String
        var name: String { "many" }
        var location: SkinPath { SkinPath(text: "", line: 1, column: 1, skinPath: "") }
        var inputs: [SkinInput] { [] }
        var drawnScales: [Int] { [1] }
        var arts: [SkinArt] {
            (0..<5).map { SkinArt(name: "Art-\($0)", kind: "sized", position: SkinPosition(line: 1, column: 1), source: .drawn(operation: $0, output: 0), isLoose: true) }
        }
        func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? { nil }
        func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { (0..<5).map { Sized(index: $0, folder: folder) } }
    }

    @Test func eachSizeIsWrittenBeforeTheNextIsDrawn() throws {
        let folder = TemporaryFolder()
        let out = folder.path + "/Out"
        let spec = SkinSpec(path: folder.path + "/many.skin.yml", output: SkinPath(text: out, line: 1, column: 1, skinPath: ""),
                            items: [ManySizes(folder: out)])
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map(\.description) == [])
        #expect(report.outputs.map { PathText.fileName(of: $0.file.path) } == (0..<5).map { "Art-\($0).png" })
        #expect(report.outputs.allSatisfy { $0.record.status == .written && $0.record.width == 2 })
    }
}
