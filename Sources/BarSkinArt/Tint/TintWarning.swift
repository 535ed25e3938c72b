import BarSkinCore

/// Something about one mask that is worth a warning but does not stop it: a ``TintNote``
/// about the mask's file.
public typealias TintWarning = Located<TintNote>

/// What is worth a warning about a mask, before it is tied to its file.
public enum TintNote: Problem, Equatable {
    /// The pixel size is not a whole number of points at the file's scale.
    case fractionalPoints(width: Int, height: Int, scale: Int)
    /// The device suffix comes before the scale (`chat~ipad@2x.png`); the outputs use Apple's order.
    case misorderedSuffixes(device: String, scale: Int, applesName: String)
    /// The selected fill image does not cover the icon, so the selected art is cut off.
    case fillSmallerThanIcon(fillWidth: Int, fillHeight: Int, iconWidth: Int, iconHeight: Int)

    /// The problem, as a lowercase fragment.
    public var message: String {
        switch self {
        case .fractionalPoints(let width, let height, let scale):
            "\(width)x\(height) px is not a whole number of points at @\(scale)x; "
                + "UIKit will size it as \(width / scale)x\(height / scale) pt"
        case .misorderedSuffixes(let device, let scale, let applesName):
            "~\(device) before @\(scale)x is not Apple's order, so UIKit will not find it as \(applesName); "
                + "the outputs are named in Apple's order"
        case .fillSmallerThanIcon(let fillWidth, let fillHeight, let iconWidth, let iconHeight):
            "the selected fill image is \(fillWidth)x\(fillHeight) px, smaller than this \(iconWidth)x\(iconHeight) px icon, "
                + "so the selected art is cut off outside it"
        }
    }
}
