import BarSkinCore

/// Something about one mask that is worth a warning but does not stop it.
public enum TintWarning: LocatedError, Equatable {
    /// The pixel size is not a whole number of points at the file's scale.
    case fractionalPoints(path: String, width: Int, height: Int, scale: Int)
    /// The device suffix comes before the scale (`chat~ipad@2x.png`); the outputs use Apple's order.
    case misorderedSuffixes(path: String, device: String, scale: Int, applesName: String)
    /// The selected fill image does not cover the icon, so the selected art is cut off.
    case fillSmallerThanIcon(path: String, fillWidth: Int, fillHeight: Int, iconWidth: Int, iconHeight: Int)

    /// The file the warning is about.
    public var path: String {
        switch self {
        case .fractionalPoints(let path, _, _, _), .misorderedSuffixes(let path, _, _, _), .fillSmallerThanIcon(let path, _, _, _, _): path
        }
    }

    /// The problem, as a lowercase fragment.
    public var message: String {
        switch self {
        case .fractionalPoints(_, let width, let height, let scale):
            "\(width)x\(height) px is not a whole number of points at @\(scale)x; "
                + "UIKit will size it as \(width / scale)x\(height / scale) pt"
        case .misorderedSuffixes(_, let device, let scale, let applesName):
            "~\(device) before @\(scale)x is not Apple's order, so UIKit will not find it as \(applesName); "
                + "the outputs are named in Apple's order"
        case .fillSmallerThanIcon(_, let fillWidth, let fillHeight, let iconWidth, let iconHeight):
            "the selected fill image is \(fillWidth)x\(fillHeight) px, smaller than this \(iconWidth)x\(iconHeight) px icon, "
                + "so the selected art is cut off outside it"
        }
    }
}
