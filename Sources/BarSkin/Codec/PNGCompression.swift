/// How hard the encoder works at making files small. The pixels never change.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// zlib level 1 with the Sub filter: the quickest, for previews and scratch output.
    case fast
    /// libpng's default, zlib level 6 with adaptive filters: the measured best
    /// trade-off on icon art (level 9 costs about 4x the time for 9% fewer bytes).
    case `default`
    /// zlib level 9 trying every filter: the smallest files, several times slower.
    case best
}
