import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The skin's appearance code, if it has an `appearance:`.
    public var appearanceCode: SkinAppearanceCode? { items(of: SkinAppearanceCode.self).first }

    /// The spec with its appearance code written to `file` (`--appearance-swift FILE`): a skin's
    /// own `appearance:` settings, or glass kept where it has none; a drawing command's run
    /// (`tabbar-art`) names itself in the file's header.
    /// - Throws: ``SkinProblem`` when it has no catalog or no bar.
    /// - Parameter name: the name of the item writing it, as the front end that asked calls it.
    public func writingAppearanceSwift(to file: String, named name: String) throws(SkinError) -> SkinSpec {
        var spec = self
        // A command's run has no skin file to point at: its problems are the typed file's.
        let location = path.map { SkinPath(text: AppearanceSection.key, position: nil, skinPath: $0) } ?? SkinPath(typed: file)
        guard catalog != nil else {
            throw SkinProblem.nowhereToWrite(what: "the appearance code names the catalog's symbols", needs: "catalog").located(at: location.reportedAt)
        }
        let others = items.filter { !($0 is SkinAppearanceCode) }
        guard var code = SkinAppearanceCode(showing: others, file: SkinPath(typed: file), glass: appearanceCode?.code.glass ?? true, location: location)
        else {
            throw SkinProblem.invalidValue(detail: "the appearance code applies the bars, but the skin has no 'tab-bar', 'tab-items' or 'nav-bar'")
                .located(at: location.reportedAt)
        }
        code.name = name
        code.code.command = invocation?.command
        spec.items = others + [code]
        spec.typedOutputs.insert(CommandSpec.typedFile(file))
        return spec
    }
}
