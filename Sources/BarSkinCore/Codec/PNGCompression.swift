/// How hard the encoder works at making files small. The pixels never change.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// libpng at zlib level 1 with the Sub filter: the quickest, for previews and scratch output.
    case fast
    /// 8-bit in the smallest colour type, rows unfiltered or filtered for the fewest
    /// distinct byte pairs (whichever the pixels favour), libdeflate level 6: as fast
    /// as zlib level 6 and, on the bench corpora, within 8% of oxipng -o 2.
    case `default`
    /// The smallest file BarSkin can make, never larger than `default`'s: every lossless
    /// layout (palette with tRNS, colour keys, gray and palettes below 8 bits) and row
    /// filter strategy, the winner deflated by libdeflate at level 11.
    case best
}
