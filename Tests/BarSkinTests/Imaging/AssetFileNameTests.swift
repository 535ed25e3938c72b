import BarSkin
import Testing

struct AssetFileNameTests {
    @Test(arguments: [
        ("chat.png", "chat", 1, nil, "png"), ("chat@2x.png", "chat", 2, nil, "png"),
        ("chat@2x~ipad.png", "chat", 2, "ipad", "png"), ("chat~iphone.png", "chat", 1, "iphone", "png"),
        ("chat~ipad@2x.png", "chat~ipad", 2, nil, "png"), ("a.b@3x.png", "a.b", 3, nil, "png"),
        ("@2x.png", "@2x", 1, nil, "png"), ("icon@10x.png", "icon@10x", 1, nil, "png"), ("README", "README", 1, nil, nil),
    ] as [(String, String, Int, String?, String?)])
    func parsesLikeUIKit(_ name: String, stem: String, scale: Int, device: String?, pathExtension: String?) {
        let parsed = AssetFileName(parsing: name)
        #expect(parsed.stem == stem)
        #expect(parsed.scale == scale)
        #expect(parsed.device == device)
        #expect(parsed.pathExtension == pathExtension)
    }

    /// ASCII names are read byte by byte, others character by character: both ways agree.
    @Test(arguments: ["a~.png", "a~IPAD.png", "a~ip4d.png", "a@+2x.png", "a@02x.png", "a@x.png", "a@2X.png", "a.", "a@2x",
                      "a~ipad", "a.b.c@3x~iphone.png", "a@2x@3x.png", "a@0x.png", "a@2x~ipad~iphone.png", "a@9x.PNG"])
    func asciiNamesParseAsEveryOtherName(_ name: String) {
        let ascii = AssetFileName(parsing: name), other = AssetFileName(parsing: "é" + name)
        #expect("é" + ascii.stem == other.stem)
        #expect(ascii.scale == other.scale && ascii.device == other.device && ascii.pathExtension == other.pathExtension)
    }

    @Test func rebuildsInApplesOrder() {
        let name = AssetFileName(parsing: "chat@2x~ipad.png")
        #expect(name.withStem("chat-selected").fileName == "chat-selected@2x~ipad.png")
        #expect(AssetFileName(parsing: "x.png").withStem("x-normal").fileName == "x-normal.png")
    }
}

struct JSONValueTests {
    @Test func rendersOrderedAndEscaped() {
        let value = JSONValue.object([
            ("schemaVersion", .int(1)), ("name", .string("a\"b\\c\n\u{1}")), ("points", .double(30.5)),
            ("whole", .double(30)), ("list", .array([.bool(true), .null])), ("empty", .object([])),
        ])
        #expect(value.rendered() == """
        {
          "schemaVersion": 1,
          "name": "a\\"b\\\\c\\n\\u0001",
          "points": 30.5,
          "whole": 30,
          "list": [
            true,
            null
          ],
          "empty": {}
        }

        """)
    }
}
