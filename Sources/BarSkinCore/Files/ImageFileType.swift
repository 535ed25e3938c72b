/// File types UIKit and AppKit load by name, and the one UIKit adds by itself.
public enum ImageFileType {
    /// Extensions (lowercase) recognised as image files.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "heic", "heif", "pdf", "svg", "webp",
                                                 appKitIconExtension]
    /// An icon file, which AppKit's `NSImage(named:)` finds by its name alone (`icon` is `icon.icns`): only Mac
    /// apps ship them, so a name that finds one was written for AppKit.
    public static let appKitIconExtension = "icns"
    /// The only extension `imageNamed:` adds when the name has none.
    public static let implicitExtension = "png"
}
