import BarSkinCore

/// Why one mask could not be tinted: a ``TintProblem`` about the mask as the user gave it.
public typealias TintError = Located<TintProblem>

/// What keeps a mask from being tinted, before it is tied to its file.
public enum TintProblem: RemediableProblem, Equatable {
    /// Every pixel is opaque, so the icon would become a solid square.
    case opaqueMask
    /// No pixel would be visible in the output.
    case emptyMask(mode: MaskMode)
    /// The icon does not fit the item canvas.
    case iconLargerThanItem(iconWidth: Int, iconHeight: Int, itemWidth: Int, itemHeight: Int, scale: Int)

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .opaqueMask:
            "fully opaque, so the icon would be a solid square (tab bar icons are read from alpha)"
        case .emptyMask(.alpha):
            "no visible pixel: every alpha is 0"
        case .emptyMask(.luminance):
            "no visible pixel: every pixel is white or transparent"
        case .iconLargerThanItem(let iconWidth, let iconHeight, let itemWidth, let itemHeight, let scale):
            "icon is \(iconWidth)x\(iconHeight) px, larger than the \(itemWidth * scale)x\(itemHeight * scale) px item "
                + "(\(itemWidth)x\(itemHeight) pt at @\(scale)x)"
        }
    }

    /// Reading luminance for opaque art, saying so for an empty one.
    public var remedy: Remedy? {
        switch self {
        case .opaqueMask: .luminanceMask
        case .emptyMask(.luminance): .readingLuminance
        case .emptyMask, .iconLargerThanItem: nil
        }
    }
}
