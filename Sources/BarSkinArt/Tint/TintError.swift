import BarSkinCore

/// Why one mask could not be tinted. Every case carries the path as the user gave it.
public enum TintError: RemediableError, Equatable {
    /// Every pixel is opaque, so the icon would become a solid square.
    case opaqueMask(path: String)
    /// No pixel would be visible in the output.
    case emptyMask(path: String, mode: MaskMode)
    /// The icon does not fit the item canvas.
    case iconLargerThanItem(path: String, iconWidth: Int, iconHeight: Int, itemWidth: Int, itemHeight: Int, scale: Int)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .opaqueMask(let path), .emptyMask(let path, _), .iconLargerThanItem(let path, _, _, _, _, _):
            path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .opaqueMask:
            "fully opaque, so the icon would be a solid square (tab bar icons are read from alpha)"
        case .emptyMask(_, .alpha):
            "no visible pixel: every alpha is 0"
        case .emptyMask(_, .luminance):
            "no visible pixel: every pixel is white or transparent"
        case .iconLargerThanItem(_, let iconWidth, let iconHeight, let itemWidth, let itemHeight, let scale):
            "icon is \(iconWidth)x\(iconHeight) px, larger than the \(itemWidth * scale)x\(itemHeight * scale) px item "
                + "(\(itemWidth)x\(itemHeight) pt at @\(scale)x)"
        }
    }

    /// Reading luminance for opaque art, saying so for an empty one.
    public var remedy: Remedy? {
        switch self {
        case .opaqueMask: .luminanceMask
        case .emptyMask(_, .luminance): .readingLuminance
        case .emptyMask, .iconLargerThanItem: nil
        }
    }
}
