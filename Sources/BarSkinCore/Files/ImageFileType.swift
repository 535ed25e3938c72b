/// File types UIKit loads by name, and the one it adds by itself.
public enum ImageFileType {
    /// Extensions (lowercase) recognised as image files.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "tif", "tiff", "bmp", "heic", "heif", "pdf", "svg", "webp"]
    /// The only extension `imageNamed:` adds when the name has none.
    public static let implicitExtension = "png"
}
