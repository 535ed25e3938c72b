import ArgumentParser
import BarSkin

/// `--appearance-swift FILE`, on the commands that draw bars (`build`, `tabbar-art`,
/// `navbar-art`): the Swift code applying the art, made by the one generator a skin's
/// `appearance: swift` uses and written on the same road as the art.
struct AppearanceSwiftOption: ParsableArguments {
    @Option(help: ArgumentHelp("Also write the Swift code applying the art to the bars to FILE (a .swift): the system's glass "
                               + "from iOS 26, the classic art before (or as a skin's appearance: settings say).", valueName: "file"))
    var appearanceSwift: String?

    /// The file names a Swift file; where it goes is checked as every output's is, when it is written.
    func validate() throws {
        guard let appearanceSwift else { return }
        guard SkinAppearanceCode.isSwiftFileName(appearanceSwift) else {
            throw ValidationError("--appearance-swift must name a .swift file, not '\(appearanceSwift.escapingControlCharacters)'")
        }
    }

    /// A drawing command's check: the code names the art's image sets, so they must be in a catalog.
    func validate(catalog: String?) throws {
        guard appearanceSwift != nil, catalog == nil else { return }
        throw ValidationError("--appearance-swift names the art's image sets through Xcode's symbols, so it needs --catalog")
    }

    /// `spec` also writing the code, where the flag asks for it.
    /// - Throws: ``SkinError`` when the spec has no catalog or no bar.
    func writing(_ spec: SkinSpec) throws(SkinError) -> SkinSpec {
        guard let appearanceSwift else { return spec }
        return try spec.writingAppearanceSwift(to: appearanceSwift, named: "--appearance-swift")
    }
}
