import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The skin's preview, if it has a `preview:`.
    public var preview: SkinPreview? { items(of: SkinPreview.self).first }

    /// The spec with a preview also written to `file` (`FOLDER/NAME.png` and `NAME@2x.png`):
    /// with its own `preview:` settings, or the defaults when it has none.
    /// - Throws: ``SkinProblem/nothingToPreview`` when it has neither a tab bar nor a navigation bar.
    /// - Parameter name: the name of the item drawing it, as the front end that asked calls it (`--preview`).
    public func previewing(to file: String, named name: String) throws(SkinError) -> SkinSpec {
        var spec = self
        // The front end asked for it: no place in the file.
        let location = SkinPath(text: PreviewSection.key, position: nil, skinPath: skinFile)
        guard var extra = preview ?? SkinPreview(showing: items, location: location) else { throw SkinProblem.nothingToPreview.located(at: skinFile) }
        extra.name = name
        extra.artName = AssetFileName(parsing: PathText.fileName(of: file)).stem
        extra.folder = PathText.folder(of: file).isEmpty ? "." : PathText.folder(of: file)
        spec.items.append(extra)
        spec.typedOutputs.insert(CommandSpec.typedFile(file))
        return spec
    }
}
