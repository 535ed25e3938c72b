/// An error or warning of `barskin tint` or `stretch` worded for a skin file: where those
/// commands' messages name a flag (`--mask`, `--shrink`), this names the skin's key.
struct SkinWordedError: LocatedError {
    /// The image file.
    let path: String
    /// The problem.
    let message: String

    /// `error` worded for a skin, or `error` itself when its words already fit.
    static func worded(_ error: any Error) -> any Error {
        switch error {
        case TintError.opaqueMask(let path):
            SkinWordedError(path: path, message: "fully opaque, so the icon would be a solid square (tab bar icons are read from alpha); "
                + "for dark art on a light background use mask-mode: luminance")
        case TintError.emptyMask(let path, .luminance):
            SkinWordedError(path: path, message: "no visible pixel: every pixel is white or transparent (mask-mode: luminance)")
        case StretchError.targetTooSmall(let path, let axis, let target, let fixed):
            // A skin has no `--shrink`: its sizes always keep the caps whole.
            SkinWordedError(path: path, message: "target \(axis.dimension) \(target) px is \(fixed - target) px smaller than the fixed caps "
                + "(\(fixed) px); list a larger size in 'sizes'")
        case TintWarning.fillSmallerThanIcon(let path, let fillWidth, let fillHeight, let iconWidth, let iconHeight):
            SkinWordedError(path: path, message: "the selected-fill image is \(fillWidth)x\(fillHeight) px, smaller than this "
                + "\(iconWidth)x\(iconHeight) px icon, so the selected art is cut off outside it")
        default: error
        }
    }
}
