import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The skin's preview, if it has a `preview:`.
    public var preview: SkinPreview? { items(of: SkinPreview.self).first }

    /// The spec with a preview also written to `file` (`FOLDER/NAME.png` and `NAME@2x.png`):
    /// with its own `preview:` settings, or the defaults when it has none.
    /// - Throws: ``SkinError/nothingToPreview(path:)`` when it has neither a tab bar nor a navigation bar.
    public func previewing(to file: String) throws(SkinError) -> SkinSpec {
        var spec = self
        let location = SkinPath(text: PreviewSection.key, line: 1, column: 1, skinPath: path)
        guard var extra = preview ?? SkinPreview(showing: items, location: location) else { throw .nothingToPreview(path: path) }
        extra.name = "--preview"
        extra.artName = AssetFileName(parsing: PathText.fileName(of: file)).stem
        extra.folder = PathText.folder(of: file).isEmpty ? "." : PathText.folder(of: file)
        spec.items.append(extra)
        spec.typedOutputs.insert(CommandSpec.typedFile(file))
        return spec
    }
}
