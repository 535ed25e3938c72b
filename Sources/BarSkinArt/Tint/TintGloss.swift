import BarSkinCore

/// The gloss of the iOS 6 selected look: a white wash over the fill above a
/// curved edge, strongest at the top, and nothing below the edge.
///
/// The defaults reproduce the colours measured from the Twitter-extracted
/// `TabBarItemSelectedBackground.png` (imaging.md 4.1): over the default blue
/// gradient they give #E2E7F8 at the top, #6BACEA just above the edge and
/// #298AE2 just below it, and the edge sits 60 %, 53 % and 38 % down at the
/// left, centre and right.
public struct TintGloss: Sendable, Hashable {
    /// White coverage (0...1) at the top row.
    public var topWhite: Double
    /// White coverage just above the edge.
    public var edgeWhite: Double
    /// The edge's depth (0 top, 1 bottom) at the left, centre and right.
    public var edgeLeft: Double, edgeCentre: Double, edgeRight: Double

    /// A gloss from its parts.
    public init(topWhite: Double, edgeWhite: Double, edgeLeft: Double, edgeCentre: Double, edgeRight: Double) {
        self.topWhite = topWhite
        self.edgeWhite = edgeWhite
        self.edgeLeft = edgeLeft
        self.edgeCentre = edgeCentre
        self.edgeRight = edgeRight
    }

    /// The measured iOS 6 gloss.
    public static let classic = TintGloss(topWhite: 0.88, edgeWhite: 0.29, edgeLeft: 0.60, edgeCentre: 0.53, edgeRight: 0.38)

    /// The edge depth at `u` (0 left, 1 right): the parabola through the three measured points.
    @inline(__always)
    func edgeDepth(at u: Double) -> Double {
        let a = 2 * edgeLeft - 4 * edgeCentre + 2 * edgeRight
        let b = -3 * edgeLeft + 4 * edgeCentre - edgeRight
        return edgeLeft + u * (b + u * a)
    }

    /// A stable text for cache keys.
    public var identifier: String {
        "gloss(\(topWhite),\(edgeWhite),\(edgeLeft),\(edgeCentre),\(edgeRight))"
    }
}
