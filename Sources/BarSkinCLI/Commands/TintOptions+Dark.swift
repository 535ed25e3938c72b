import ArgumentParser
import BarSkin

extension TintLookOptions {
    /// The dark look: the light settings with each `--dark KEY=VALUE` laid over them, read as a
    /// skin's `tab-items` `dark:` reads its keys (the fill image is the light look's); nil without `--dark`.
    /// - Throws: a `ValidationError` naming the `--dark` value.
    func darkSettings() throws -> TintSettings? {
        guard !dark.isEmpty else { return nil }
        return try settings().overridden(by: DarkLookPairs.read(dark, TabItemsSection.lookTable, over: TintSettings()))
    }
}
