import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The spec with everything it writes moved under `folder`: its `output:` folder
    /// becomes `folder`, and its `catalog:` and `ninepatch:` folders keep their last
    /// component inside it (`../Build/App.xcassets` becomes `FOLDER/App.xcassets`,
    /// `../Build/res` `FOLDER/res`).
    ///
    /// A build-tool plugin builds a skin this way into its own work folder, never
    /// into the sources, whatever the skin says. Values keep their place in the skin
    /// file, so a problem with one is still reported where it is written.
    public func redirecting(into folder: String) -> SkinSpec {
        var spec = self
        // Absolute, so the text is not read relative to the skin file's folder.
        let root = PathText.absolute(folder)
        let moved = { (original: SkinPath?, text: String) in
            SkinPath(text: text, line: original?.line ?? 1, column: original?.column ?? 1, skinPath: path)
        }
        spec.output = moved(output, root)
        spec.catalog = catalog.map { moved($0, root + "/" + Self.catalogPart(of: $0.text)) }
        spec.ninePatch = ninePatch.map { moved($0, root + "/" + PathText.fileName(of: $0.text)) }
        return spec
    }

    /// `App.xcassets` of `../Build/App.xcassets`, `App.xcassets/Bars` of a group folder inside one.
    private static func catalogPart(of text: String) -> String {
        let components = text.split(separator: "/").map(String.init)
        let start = components.lastIndex { $0.lowercased().hasSuffix(".xcassets") } ?? max(components.count - 1, 0)
        return components[start...].joined(separator: "/")
    }
}
