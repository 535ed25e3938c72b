internal import CVector

/// What the parent asks a decoder child, as bytes on its socket (see `CVector/include/bs_vector_child.h`).
enum VectorRequest {
    /// Open a document from its bytes.
    static func open(_ bytes: [UInt8]) -> [UInt8] {
        [UInt8(BS_CHILD_OPEN.rawValue)] + little(UInt64(bytes.count)) + bytes
    }

    /// Draw the open document over `layout`'s rectangle, from its `size` in points.
    static func draw(_ layout: VectorLayout, size: (width: Double, height: Double)) -> [UInt8] {
        let sides = [layout.canvasWidth, layout.canvasHeight, layout.drawX, layout.drawY, layout.drawWidth, layout.drawHeight]
        return [UInt8(BS_CHILD_DRAW.rawValue)] + sides.flatMap { little(UInt32(truncatingIfNeeded: $0)) }
            + little(size.width.bitPattern) + little(size.height.bitPattern)
    }

    private static func little<Word: FixedWidthInteger>(_ word: Word) -> [UInt8] {
        (0..<Word.bitWidth / 8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) }
    }
}
