/// One tab bar item of a skin: a mask tinted into normal and selected art.
public struct SkinTabItem: Sendable, Hashable {
    /// The mask image family.
    public var mask: SkinInput
    /// The output base name: `NAME-normal@2x.png`, `NAME-selected@2x.png`.
    public var name: String
    /// The look: the shared `tab-items` settings with the item's own laid over them;
    /// a selected fill image is named by its resolved path.
    public var settings: TintSettings
    /// The selected fill image, where the look uses one, located where it was written.
    public var selectedFill: SkinInput?

    /// An item from its parts.
    public init(mask: SkinInput, name: String, settings: TintSettings, selectedFill: SkinInput? = nil) {
        self.mask = mask
        self.name = name
        self.settings = settings
        self.selectedFill = selectedFill
    }
}
