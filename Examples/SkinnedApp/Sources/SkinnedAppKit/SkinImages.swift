import Foundation

/// The images BarSkin's plugin built from `Skin/App.skin.yml`, found in this
/// target's resource bundle, in the `App` folder named after the skin.
public enum SkinImages {
    /// The file of the image `name` (`star-selected@2x`), if the skin made it.
    public static func url(named name: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "App")
    }
}
