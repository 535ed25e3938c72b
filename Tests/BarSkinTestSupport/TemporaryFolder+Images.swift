import BarSkin

extension TemporaryFolder {
    /// Writes a PNG of `bitmap` at a relative path, with BarSkin's own encoder
    /// (which BarSkinTests checks against independently written fixtures).
    public func png(_ relative: String, _ bitmap: Bitmap) {
        write(try! PNGEncoder().encode(bitmap), to: relative)
    }

    /// Decodes the PNG at a relative path.
    /// - Throws: the decoder's error when the file is missing or not a PNG BarSkin reads.
    public func bitmap(_ relative: String) throws -> Bitmap {
        try PNGDecoder().decode(fileAt: url.appendingPathComponent(relative).path).bitmap
    }
}
