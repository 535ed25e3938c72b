import BarSkin
import Testing

/// SHA-256 against the published test vectors (FIPS 180-2 and NIST's examples), so a
/// change of library behind `PixelDigest` cannot change a single manifest key.
struct PixelDigestTests {
    @Test func emptyInput() {
        #expect(PixelDigest.sha256(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(PixelDigest.sha256(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func twoBlockMessage() {
        let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(PixelDigest.sha256(of: message) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func oneMillionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(PixelDigest.sha256(of: message) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func aBitmapHashesItsRGBABytesRowAfterRow() {
        // Two pixels, 61 62 63 ff and 00 00 00 00: the hash of exactly those eight bytes.
        let bitmap = Bitmap(width: 2, height: 1, pixels: [0x61, 0x62, 0x63, 0xFF, 0, 0, 0, 0])
        #expect(PixelDigest.sha256(of: bitmap) == PixelDigest.sha256(of: [0x61, 0x62, 0x63, 0xFF, 0, 0, 0, 0]))
        #expect(PixelDigest.sha256(of: bitmap) == "54916b0ac28eb4870ca29b39ffeb9b775285dfc9aeb4a06d9253bebe28990aa3")
    }
}
