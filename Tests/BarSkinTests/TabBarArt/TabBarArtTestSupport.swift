import BarSkin
import Testing

/// Checks shared by the tab bar art tests.
enum TabBarArtCheck {
    /// Records an issue unless `pixel` is within `tolerance` of `expected` in every channel.
    static func expect(_ pixel: RGBA8, near expected: RGBA8, within tolerance: Int, _ what: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(largestChannelDifference(pixel, expected) <= tolerance, "\(what): \(pixel), expected \(expected) ± \(tolerance)",
                sourceLocation: sourceLocation)
    }

    /// The measured colour with straight alpha `opacity` (0...1) as a byte.
    static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ opacity: Double) -> RGBA8 {
        RGBA8(red, green, blue, UInt8((opacity * 255).rounded()))
    }
}

extension StretchAxis {
    /// The source pixels that stretch, as ranges.
    var stretchedRanges: [Range<Int>] { patches.filter(\.isScalable).map { $0.start..<$0.end } }
}
