@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

@Suite struct OperationRunnerTests {
    @Test func aTaskIsReadRenderedEncodedWrittenAndRecorded() throws {
        let folder = TemporaryFolder()
        let mask = Masks.disc(size: 60, radius: 20)
        let input = folder.write(PNGFixture.bytes(of: mask), to: "in/dot@2x.png")
        let operation = TintOperation(style: .classic)
        let destinations = [folder.path + "/out/dot-normal@2x.png", folder.path + "/out/dot-selected@2x.png"]
        let result = try OperationRunner().run(RenderTask(operation: operation, inputs: [input], scale: 2, destinations: destinations))
        let expected = try operation.render(mask, scale: 2, path: input)
        #expect(result.records.map(\.status) == [.written, .written])
        #expect(result.records.map(\.output) == destinations)
        #expect(result.records.allSatisfy { $0.input == input && $0.width == 60 && $0.height == 60 && $0.scale == 2 })
        for (record, image) in zip(result.records, [expected.normal, expected.selected]) {
            let bytes = try #require(FileManager.default.contents(atPath: record.output))
            #expect(record.bytes == bytes.count)
            // Lossless: the decoded file is exactly the rendered bitmap.
            #expect(try PNGDecoder().decode(bytes: [UInt8](bytes), path: record.output).bitmap == image)
        }
        let again = try OperationRunner().run(RenderTask(operation: operation, inputs: [input], scale: 2, destinations: destinations))
        #expect(again.records.map(\.status) == [.unchanged, .unchanged])
    }

    @Test func recordsShareOneJSONShape() {
        let record = OutputRecord(input: "a.png", output: "b.png", width: 3, height: 4, scale: 2, bytes: 99, status: .upToDate)
        #expect(record.json(adding: [("variant", .string("normal"))]).rendered() == """
        {
          "input": "a.png",
          "output": "b.png",
          "variant": "normal",
          "width": 3,
          "height": 4,
          "scale": 2,
          "bytes": 99,
          "status": "up-to-date"
        }

        """)
        let planned = OutputRecord(input: nil, output: "Contents.json", status: .planned).json()
        #expect(planned["width"] == .null && planned["bytes"] == .null && planned["status"] == .string("planned"))
    }

    @Test func theEncoderIsTheOperations() {
        // Every operation leaves the row filters to the compression, which picks them per image.
        #expect(TintOperation(style: .classic).encoder(compression: .default).rowFilter == nil)
        #expect(NormalizeOperation().encoder(compression: .default).rowFilter == nil)
        #expect(TintOperation(style: .flat).identifier != TintOperation(style: .classic).identifier)
    }
}
