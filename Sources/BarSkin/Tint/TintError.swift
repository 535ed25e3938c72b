/// Why one mask could not be tinted. Every case carries the path as the user gave it.
public enum TintError: LocatedError, Equatable {
    /// Every pixel is opaque, so the icon would become a solid square.
    case opaqueMask(path: String)
    /// No pixel would be visible in the output.
    case emptyMask(path: String, mode: MaskMode)
    /// The icon does not fit the item canvas.
    case iconLargerThanItem(path: String, iconWidth: Int, iconHeight: Int, itemWidth: Int, itemHeight: Int, scale: Int)
    /// The input file could not be read.
    case unreadable(path: String, reason: String)
    /// One of the outputs would replace an input file (`b.png` next to `b-normal.png`).
    case outputIsInput(path: String, output: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .opaqueMask(let path), .emptyMask(let path, _), .iconLargerThanItem(let path, _, _, _, _, _),
             .unreadable(let path, _), .outputIsInput(let path, _):
            path
        }
    }

    /// The problem, as a lowercase fragment that reads well after the path.
    public var message: String {
        switch self {
        case .opaqueMask:
            "fully opaque, so the icon would be a solid square (tab bar icons are read from alpha); "
                + "for dark art on a light background use --mask luminance"
        case .emptyMask(_, .alpha):
            "no visible pixel: every alpha is 0"
        case .emptyMask(_, .luminance):
            "no visible pixel: every pixel is white or transparent (--mask luminance)"
        case .iconLargerThanItem(_, let iconWidth, let iconHeight, let itemWidth, let itemHeight, let scale):
            "icon is \(iconWidth)x\(iconHeight) px, larger than the \(itemWidth * scale)x\(itemHeight * scale) px item "
                + "(\(itemWidth)x\(itemHeight) pt at @\(scale)x)"
        case .unreadable(_, let reason):
            "cannot read file: \(reason)"
        case .outputIsInput(_, let output):
            "its output \(output) would overwrite an input; write into another folder with -o"
        }
    }
}
