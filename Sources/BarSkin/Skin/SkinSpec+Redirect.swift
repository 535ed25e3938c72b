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
    /// - Throws: ``SkinProblem/invalidValue(detail:)`` at the key of a
    ///   path that would climb out of `folder` (`x.xcassets/../..`, `res/..`), or that
    ///   a link inside `folder` leads out of it.
    /// - Parameter folderName: how messages name the folder (the command line: `the --output folder`).
    public func redirecting(into folder: String, named folderName: String = "the output folder") throws(SkinError) -> SkinSpec {
        var spec = self
        // Absolute, so the text is not read relative to the skin file's folder.
        let root = PathText.absolute(folder)
        let moved = { (original: SkinPath?, text: String) in
            SkinPath(text: text, position: original?.position, skinPath: skinFile)
        }
        spec.output = moved(output, root)
        if let catalog { spec.catalog = moved(catalog, try confined(Self.catalogPart(of: catalog.text), of: catalog, key: "catalog", in: root, as: folder, named: folderName)) }
        if let ninePatch {
            spec.ninePatch = moved(ninePatch, try confined(PathText.fileName(of: ninePatch.text), of: ninePatch, key: "ninepatch", in: root, as: folder, named: folderName))
        }
        return spec
    }

    /// `root/part`, unless `part` climbs out of `root` with `..` or an existing link
    /// on the way leads out of it: then the error at `value`'s key.
    private func confined(_ part: String, of value: SkinPath, key: String, in root: String, as typed: String,
                          named folderName: String) throws(SkinError) -> String {
        let destination = root + "/" + part
        let climbs = part.split(separator: "/").contains("..") || part == "/"
            || !ResolvedPath.isInside(destination, root: root)
        guard climbs else { return destination }
        throw SkinProblem.invalidValue(detail: "\(key) '\(value.text.escapingControlCharacters)' would be written outside \(folderName) '\(typed.escapingControlCharacters)'").located(at: value.reportedAt, line: value.line, column: value.column)
    }

    /// `App.xcassets` of `../Build/App.xcassets`, `App.xcassets/Bars` of a group folder inside one.
    private static func catalogPart(of text: String) -> String {
        let components = text.split(separator: "/").map(String.init)
        let start = components.lastIndex { $0.lowercased().hasSuffix(".xcassets") } ?? max(components.count - 1, 0)
        return components[start...].joined(separator: "/")
    }
}
