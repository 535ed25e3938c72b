import BarSkinArt
import BarSkinCore

/// One tab bar item of a skin: a mask tinted into normal and selected art.
public struct SkinTabItem: SkinItem, Hashable {
    /// The mask image family.
    public var mask: SkinInput
    /// The output base name: `NAME-normal@2x.png`, `NAME-selected@2x.png`.
    public var name: String
    /// The look: the shared `tab-items` settings with the item's own laid over them;
    /// a selected fill image is named by its resolved path.
    public var settings: TintSettings
    /// Its looks in other appearances (dark, high contrast), each tinted by a tint of its own.
    public var otherLooks: [SkinAppearanceLook<TintSettings>] = []
    /// The masks those looks tint instead of ``mask``, where they give one (`dark: {mask: ...}`).
    public var otherMasks: [Appearance: SkinInput] = [:]
    /// The selected fill image, where the look uses one, located where it was written.
    public var selectedFill: SkinInput?
    /// Where the name was written (the mask, when the name is the mask's stem).
    public var nameLine: Int?, nameColumn: Int?
    /// Whether the skin has a catalog: the art then becomes image sets there, rendered
    /// `original` so iOS 7 and later show the classic colours rather than re-tinting them.
    public var toCatalog: Bool
    /// What the skin's preview shows of it (`title:`, `glow:`, `badge:`); no output carries them.
    public var preview = PreviewMarks()
    /// `mask-size:`: the points an SVG or PDF mask is fitted into; nil draws it at its own size.
    public var maskSize: PointSize?
    /// Where `vector: true` was written, when it was: ship the SVG or PDF mask itself as
    /// template vector image sets, where the look is flat (``shipsVector``).
    public var vector: SkinPosition?
    /// Whether the mask also ships as a template icon (``templateArt``): `template-icons`,
    /// on by default in a skin with a catalog.
    public var templateIcon = false
    /// `selected-mask:`: the filled icon whose template is the selected one of the pair
    /// (``selectedTemplateArt``), ``mask`` being the outline; nil for one template alone.
    public var selectedMask: SkinInput?
    /// Where `symbols: true` was written, when it was: the SVG mask also ships as a custom symbol
    /// (``symbolSets``); nil for none.
    public var symbol: SkinPosition?

    /// An item from its parts.
    public init(mask: SkinInput, name: String, settings: TintSettings, selectedFill: SkinInput? = nil, nameLine: Int? = nil, nameColumn: Int? = nil,
                toCatalog: Bool = false) {
        self.mask = mask
        self.toCatalog = toCatalog
        self.name = name
        self.settings = settings
        self.selectedFill = selectedFill
        self.nameLine = nameLine ?? mask.path.line
        self.nameColumn = nameColumn ?? mask.path.column
    }

    /// The mask.
    public var location: SkinPath { mask.path }

    /// A vector mask at @1x, @2x and @3x, fitted into ``maskSize``.
    public var vectors: VectorFamily { VectorFamily(scales: [1, 2, 3], fit: maskSize) }

    /// How a tab item appears in the skin's preview: a title under the icon, the
    /// tab bar's glow under it, a badge; each with where it was written.
    public struct PreviewMarks: Sendable, Hashable {
        /// The title, in bold 10-point text under the icon.
        public var title: String?
        /// Where `glow: true` was written, when it was.
        public var glow: SkinPosition?
        /// The badge's text.
        public var badge: String?

        /// Marks from their parts; none by default.
        public init(title: String? = nil, glow: SkinPosition? = nil, badge: String? = nil) {
            self.title = title
            self.glow = glow
            self.badge = badge
        }
    }

    /// The mask, the selected fill image, then the other looks' masks and the selected
    /// template's (each family once).
    public var inputs: [SkinInput] {
        var seen: Set<String> = [mask.path.text]
        let masks = (otherLooks.compactMap { otherMasks[$0.appearance] } + [selectedMask].compactMap { $0 })
            .filter { seen.insert($0.path.text).inserted }
        return [mask] + (selectedFill.map { [$0] } ?? []) + masks
    }

    /// What each look draws: its settings, and the mask it tints when not ``mask``.
    private var drawings: [LookDrawing] {
        [LookDrawing(settings: settings, mask: nil)] + otherLooks.map { LookDrawing(settings: $0.look, mask: otherMasks[$0.appearance]?.path.text) }
    }

    /// A look's settings and other mask: two looks equal in both are drawn once.
    private struct LookDrawing: Hashable {
        var settings: TintSettings
        var mask: String?
    }

    /// `NAME-normal` and `NAME-selected`, both drawn by the one tint operation: image
    /// sets in the catalog when the skin has one (like every drawn art), else PNGs in `output`.
    /// Each of ``otherLooks`` adds its own pair to the same image sets; the template icon comes last.
    public var arts: [SkinArt] {
        // A look equal to an earlier one is drawn by that one's tint: nothing is drawn twice.
        let drawnBy = drawings.firstEqualIndices { $0 }, families = lookFamilies.map(\.path.text)
        let export = toCatalog ? SkinArt.ImageSetExport(caps: nil, template: shipsVector, vector: shipsVector) : nil
        let appearances = [Appearance.any] + otherLooks.map(\.appearance)
        return SkinArt.family(outputs: ["normal", "selected"].map { ($0, "\(name)-\($0)") }, appearances: appearances, drawnBy: drawnBy,
                              export: export, position: nameLine.flatMap { line in nameColumn.map { SkinPosition(line: line, column: $0) } })
            .enumerated().map { index, art in
            var art = art
            art.lookFamily = drawings[index / 2].mask.flatMap { families.firstIndex(of: $0) }
            return art
        } + [templateArt, selectedTemplateArt].compactMap { $0 }
    }

    /// Tab items are written as PNGs or image sets, so they need `output` or `catalog`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !output && !catalog else { return nil }
        return SkinProblem.nowhereToWrite(what: "tab items are written as PNGs or image sets", needs: "output' or 'catalog").located(at: mask.path.reportedAt, line: mask.path.line, column: mask.path.column)
    }

    /// The tint operation of each look, with the selected fill image decoded, then the template icons'.
    /// - Throws: ``TintError`` or ``PNGDecodingError`` naming the fill image.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        var fill: Bitmap? = nil
        if case .image(let path) = settings.selectedFill { fill = try TintNames.decodeFill(at: path, decoder: decoder) }
        let masks = [nil] + otherLooks.map { otherMasks[$0.appearance] }
        let tints: [any ImageOperation] = try zip([settings] + otherLooks.map(\.look), masks).map { settings, mask in
            let tint = settings.operation(selectedFillImage: fill)
            guard let mask else { return tint }
            return try LookFamilyOperation(family: mask, of: self, inner: tint, decoder: decoder)
        }
        var templates: [any ImageOperation] = templateArt == nil ? [] : [templateOperation]
        if selectedTemplateArt != nil, let selectedMask {
            templates.append(try LookFamilyOperation(family: selectedMask, of: self, inner: templateOperation, decoder: decoder))
        }
        return tints + templates
    }
}
