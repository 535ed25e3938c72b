import BarSkinCore

/// The bar a button sits in, as UIKit's `UIBarMetrics` names them: it sets the art's height.
public enum ButtonMetrics: String, Sendable, Hashable, CaseIterable {
    /// The 44-point portrait navigation bar: 30-point buttons.
    case portrait
    /// The 32-point landscape phone bar: 24-point buttons.
    case landscape

    /// The button art's height in points, its one-point emboss line included.
    public var height: Int {
        switch self {
        case .portrait: 30
        case .landscape: 24
        }
    }
}
