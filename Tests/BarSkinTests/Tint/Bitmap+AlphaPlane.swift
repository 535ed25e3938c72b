import BarSkin

extension Bitmap {
    /// The alpha channel, row after row.
    var alphaPlane: [UInt8] { stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] } }
}
