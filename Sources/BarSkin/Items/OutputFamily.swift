import BarSkinArt
import BarSkinCore

/// The family a command's output belongs to, as its `--json` names it: what a script asks
/// for (`chat`), each of whose files (scales, states, looks) is one record.
public enum OutputFamily {
    /// A mask command's item (``MaskItem/name``): the input's path below its input folder without
    /// its scale, device and extension (`sub/chat@2x.png` and `sub/chat.png` are `sub/chat`, and so
    /// is every scale drawn from `sub/chat.svg`); a family's name (a catalog run's `sub/chat`) as it is.
    public static func ofItem(_ name: String) -> String {
        let fileName = PathText.fileName(of: name)
        guard fileName.lowercased().hasSuffix(".png") else { return name }
        return String(name.dropLast(fileName.count)) + AssetFileName(parsing: fileName).stem
    }

    /// A drawn-art command's output, whose item is its skin section: the art's name from the
    /// file's, without scale, device, look or state (`BackButtonBack-highlighted-dark@2x.png` is
    /// `BackButtonBack`, as a contact sheet groups it), an image set's Contents.json its set's;
    /// a catalog's own Contents.json keeps its name, `catalog`, and the appearance code its flag's,
    /// `--appearance-swift`, as `build` names it.
    public static func ofDrawnArt(_ output: SkinBuildOutput) -> String {
        guard !output.file.isShared, output.file.kind != SkinAppearanceCode.fileKind else { return output.name }
        let fileName = PathText.fileName(of: output.file.path), folder = PathText.fileName(of: PathText.folder(of: output.file.path))
        let named = output.file.art == nil && folder.lowercased().hasSuffix(".imageset") ? folder : fileName
        var stem = AssetFileName(parsing: named).stem
        let look = output.file.appearance.fileSuffix
        if !look.isEmpty, stem.hasSuffix(look) { stem.removeLast(look.count) }
        for role in SheetGrouping.roles where stem.hasSuffix("-" + role) { return String(stem.dropLast(role.count + 1)) }
        return stem
    }
}
