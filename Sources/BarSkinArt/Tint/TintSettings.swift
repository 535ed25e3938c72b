import BarSkinCore

/// The look of tab bar art as a user writes it: a style plus overrides, the
/// same whether they come from `barskin tint` flags or a skin file's keys.
///
/// Fills are grouped (one normal fill, one selected fill) so that a skin item's
/// `selected-gradient` replaces the defaults' `selected-color` instead of
/// clashing with it.
public struct TintSettings: Sendable, Hashable {
    /// How the unselected art is filled, when overridden.
    public enum NormalFill: Sendable, Hashable {
        /// One colour.
        case color(RGBA8)
        /// A vertical gradient.
        case gradient(RGBA8, RGBA8)
    }

    /// How the selected art is filled, when overridden.
    public enum SelectedFill: Sendable, Hashable {
        /// One colour.
        case color(RGBA8)
        /// A vertical gradient.
        case gradient(RGBA8, RGBA8)
        /// An image file, centred and masked.
        case image(path: String)
    }

    /// The family of looks; nil for classic.
    public var style: TintStyle?
    /// The unselected fill override.
    public var normalFill: NormalFill?
    /// The selected fill override.
    public var selectedFill: SelectedFill?
    /// false drops the gloss; nil keeps the style's.
    public var gloss: Bool?
    /// The selected inner edge brightening, 0...255.
    public var edgeHighlight: Int?
    /// Where the coverage comes from; nil for alpha.
    public var maskMode: MaskMode?
    /// The item canvas in points.
    public var itemSize: PointSize?

    /// Settings from their parts; all nil means the classic look at icon size.
    public init(style: TintStyle? = nil, normalFill: NormalFill? = nil, selectedFill: SelectedFill? = nil, gloss: Bool? = nil,
                edgeHighlight: Int? = nil, maskMode: MaskMode? = nil, itemSize: PointSize? = nil) {
        self.style = style
        self.normalFill = normalFill
        self.selectedFill = selectedFill
        self.gloss = gloss
        self.edgeHighlight = edgeHighlight
        self.maskMode = maskMode
        self.itemSize = itemSize
    }

    /// These settings with `overrides` laid over them, setting by setting.
    public func overridden(by overrides: TintSettings) -> TintSettings {
        TintSettings(style: overrides.style ?? style, normalFill: overrides.normalFill ?? normalFill,
                     selectedFill: overrides.selectedFill ?? selectedFill, gloss: overrides.gloss ?? gloss,
                     edgeHighlight: overrides.edgeHighlight ?? edgeHighlight, maskMode: overrides.maskMode ?? maskMode,
                     itemSize: overrides.itemSize ?? itemSize)
    }

    /// The operation these settings describe; `fill` is the decoded selected fill image, if any.
    public func operation(selectedFillImage fill: Bitmap? = nil) -> TintOperation {
        let style = style ?? .classic
        var normal = TintLook.normal(style), selected = TintLook.selected(style)
        switch normalFill {
        case .color(let color): normal.fill = .flat(color)
        case .gradient(let top, let bottom): normal.fill = .gradient(top: top, bottom: bottom)
        case nil: break
        }
        switch selectedFill {
        case .color(let color):
            // The recipe's gloss belongs to its built-in fill image: a colour replacing it drops it.
            if case .builtInGloss = selected.fill { selected.gloss = nil }
            selected.fill = .flat(color)
        case .gradient(let top, let bottom):
            if case .builtInGloss = selected.fill { selected.gloss = nil }
            selected.fill = .gradient(top: top, bottom: bottom)
        case .image:
            if let fill { selected.fill = .image(fill) }
        case nil: break
        }
        if gloss == false { selected.gloss = nil }
        if let edgeHighlight { selected.edgeHighlight = edgeHighlight }
        return TintOperation(normal: normal, selected: selected, maskMode: maskMode ?? .alpha, itemSize: itemSize)
    }
}
