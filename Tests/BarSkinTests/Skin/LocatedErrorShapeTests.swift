@testable import BarSkin
import BarSkinArt
import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// One located shape for every stage's problems, and a build that reports a
/// failure as what it is, never as a write that went wrong.
@Suite struct LocatedErrorShapeTests {
    /// An operation whose drawing fails with an error that names no file.
    struct Failing: ImageOperation {
        struct Broken: Error, CustomStringConvertible { var description: String { "the gradient has no stops" } }
        var identifier: String { "failing/1" }
        var description: String { "fails" }
        var outputRoles: [String] { ["glow"] }
        func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering { throw Broken() }
    }

    @Test func aDrawingFailureIsReportedAsItselfNotAsAWrite() {
        let folder = TemporaryFolder()
        folder.write(SkinBuildPlanTests.mask(30), to: "icons/chat.png")
        let (_, report) = MaskBatchTests.build("glow", ["icons"], "Build", in: folder, operation: Failing(), naming: .keepingName(kind: "glow"))
        // Before, this read "Build/...: cannot write file: ..." though nothing was being written.
        #expect(report.failures.map(\.description) == ["\(folder.path)/icons/chat.png: the gradient has no stops"])
        #expect(!folder.exists("Build/chat.png"))
    }

    @Test func everyStagesProblemPrintsAlikeAndKeepsItsCase() throws {
        let button = ButtonError.emptyTitle.located(at: "skin.yml", line: 4, column: 12)
        let glow = GlowError.inputCount(expected: 1, found: 2).located(at: "a.png, b.png")
        #expect(button.error == .emptyTitle && button.location == "skin.yml:4:12")
        #expect(glow.description == "a.png, b.png: a glow draws 1 mask, not 2 images")
        #expect(locating(button, at: "other") as? Located<ButtonError> == button)
        #expect(locating(CocoaError(.fileNoSuchFile), at: "x.png").path == "x.png")
    }

    @Test func aRemedyIsWordedOnceAtTheSamePlace() {
        let error = StretchProblem.targetTooSmall(axis: .horizontal, target: 5, fixed: 7).located(at: "b.png")
        let worded = error.worded { _ in "; use a larger size" }
        #expect(worded.description == error.description + "; use a larger size")
        #expect(ProblemText("x").located(at: "a").worded { _ in "never" }.description == "a: x")
    }
}
