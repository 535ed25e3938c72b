@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// Found by fuzz-interface-builder: a byte that is not UTF-8 in an element name
/// made Foundation's XMLParser trap (SIGILL), killing `barskin trace`. Such a
/// document is now a located error, before the parser sees it.
struct TraceInvalidUTF8Tests {
    @Test func aNameWithAByteThatIsNotUTF8IsALocatedError() {
        let bytes = Array("<?xml version=\"1.0\"?>\n<document>\n  <reso".utf8) + [0xFF] + Array("rces/>\n</document>\n".utf8)
        #expect(throws: TraceProblem.malformedXML(detail: "byte 0xFF is not UTF-8").located(at: "A.storyboard", line: 3, column: 8)) {
            try InterfaceBuilderScanner().scan(bytes: bytes, path: "A.storyboard")
        }
        #expect(throws: TraceProblem.malformedXML(detail: "byte 0xFF is not UTF-8").located(at: "Info.plist", line: 3, column: 8)) {
            try XMLDiagnostics.check(Data(bytes), path: "Info.plist")
        }
    }

    @Test func theFuzzersInputIsRefusedWhereItBreaks() throws {
        let input = try #require(FuzzRegressionTests.inputs(of: "fuzz-interface-builder").first { $0.name.hasPrefix("crash-") })
        #expect(throws: TraceProblem.malformedXML(detail: "byte 0xFF is not UTF-8").located(at: "Main.storyboard", line: 93, column: 10)) {
            try InterfaceBuilderScanner().scan(bytes: input.bytes, path: "Main.storyboard")
        }
    }

    @Test(arguments: [
        ([0x41, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], nil),  // A, é, €, 😀
        ([0x41, 0xC0, 0x80], 1),            // an overlong NUL
        ([0xED, 0xA0, 0x80], 0),            // a UTF-16 surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0),      // past U+10FFFF
        ([0x41, 0x42, 0xE2, 0x82], 2),      // cut short
        ([0x80], 0),                        // a lone continuation byte
    ] as [([UInt8], Int?)])
    func utf8IsCheckedAsTheStandardSays(bytes: [UInt8], firstInvalid: Int?) {
        #expect(XMLDiagnostics.firstInvalidUTF8(in: bytes) == firstInvalid)
    }
}
