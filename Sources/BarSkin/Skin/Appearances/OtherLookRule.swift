import BarSkinCore

/// Where a look other than the light one (dark, high contrast) can be written, for a skin's
/// sections and the drawn-art commands' `--dark` alike: UIKit loads appearances only from
/// asset catalogs, so into image sets, or as loose PNGs of its own where the art has some
/// (a bar's widths, each with its `-dark` twin).
public enum OtherLookRule {
    /// Why another look needs a catalog, for the messages that refuse one.
    public static let reason = "UIKit loads appearances only from asset catalogs"

    /// Whether another look has a place: an asset catalog, or loose PNGs of its own.
    public static func hasPlace(catalog: Bool, loosePNGs: Bool = false) -> Bool {
        catalog || loosePNGs
    }
}
