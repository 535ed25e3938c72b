import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// The skin's appearance code, if it has an `appearance:`.
    public var appearanceCode: SkinAppearanceCode? { items(of: SkinAppearanceCode.self).first }

    /// The spec with its appearance code written to `file` (`build --appearance-swift FILE`): its
    /// own `appearance:` settings, or glass kept where it has none.
    /// - Throws: ``SkinProblem`` when it has no catalog or no bar.
    /// - Parameter name: the name of the item writing it, as the front end that asked calls it.
    public func writingAppearanceSwift(to file: String, named name: String) throws(SkinError) -> SkinSpec {
        var spec = self
        let location = SkinPath(text: AppearanceSection.key, position: nil, skinPath: skinFile)
        guard catalog != nil else {
            throw SkinProblem.nowhereToWrite(what: "the appearance code names the catalog's symbols", needs: "catalog").located(at: skinFile)
        }
        let others = items.filter { !($0 is SkinAppearanceCode) }
        guard var code = SkinAppearanceCode(showing: others, file: SkinPath(typed: file), glass: appearanceCode?.code.glass ?? true, location: location)
        else {
            throw SkinProblem.invalidValue(detail: "the appearance code applies the bars, but the skin has no 'tab-bar', 'tab-items' or 'nav-bar'").located(at: skinFile)
        }
        code.name = name
        spec.items = others + [code]
        spec.typedOutputs.insert(CommandSpec.typedFile(file))
        return spec
    }
}
