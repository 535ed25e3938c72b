import BarSkinCore

/// How the resizable middle of a cap-inset image fills extra space, as in
/// `UIImage.ResizingMode` and the `center.mode` of an asset catalog.
public enum ResizingMode: String, Sendable, Hashable, CaseIterable {
    /// Repeat the middle from its top-left corner (UIKit's default).
    case tile
    /// Scale the middle to fill the space.
    case stretch
}
