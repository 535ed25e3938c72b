import BarSkin
import Testing

@Test func rgbaFixtureRoundTripsThroughTheDecoder() throws {
    let bitmap = Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 128])
    let decoded = try PNGDecoder().decode(bytes: PNGFixture.bytes(of: bitmap), path: "x.png")
    #expect(decoded.bitmap == bitmap)
}
