import BarSkin
import Testing

@Suite struct ColorTests {
    @Test(arguments: [
        ("#F80", RGBA8(0xFF, 0x88, 0x00)),
        ("#778ca8", RGBA8(0x77, 0x8C, 0xA8)),
        ("#0F0F0FA6", RGBA8(0x0F, 0x0F, 0x0F, 0xA6)),
        ("#00000000", RGBA8.clear),
    ])
    func parsesHexForms(text: String, expected: RGBA8) throws {
        #expect(try Color(hex: text).rgba8 == expected)
    }

    @Test(arguments: [
        ("778CA8", "invalid colour \"778CA8\": expected '#' followed by 3, 6 or 8 hex digits"),
        ("", "invalid colour \"\": expected '#' followed by 3, 6 or 8 hex digits"),
        ("#", "invalid colour \"#\": expected 3, 6 or 8 hex digits after '#', found 0"),
        ("#12345", "invalid colour \"#12345\": expected 3, 6 or 8 hex digits after '#', found 5"),
        ("#123456789", "invalid colour \"#123456789\": expected 3, 6 or 8 hex digits after '#', found 9"),
        ("#12G", "invalid colour \"#12G\": 'G' is not a hex digit"),
        ("#12 456", "invalid colour \"#12 456\": ' ' is not a hex digit"),
        ("#12é", "invalid colour \"#12é\": 'é' is not a hex digit"),
    ])
    func rejectsBadHexNamingTheValue(text: String, message: String) {
        #expect(throws: DrawingError.self) { try Color(hex: text) }
        do {
            _ = try Color(hex: text)
        } catch let error as DrawingError {
            #expect(error.message == message)
            #expect(error.located(at: "skin.json", line: 3, column: 14).description == "skin.json:3:14: " + message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func convertsToAndFromEightBitPixels() {
        for value in 0...255 {
            let pixel = RGBA8(UInt8(value), UInt8(255 - value), UInt8(value / 2), UInt8(value))
            #expect(Color(pixel).rgba8 == pixel)
        }
        #expect(Color(red: 1.25, green: -0.5, blue: 0.5, alpha: 2).rgba8 == RGBA8(255, 0, 128, 255))
        #expect(Color(red255: 119, green: 140, blue: 168).description == "#778CA8")
    }
}
