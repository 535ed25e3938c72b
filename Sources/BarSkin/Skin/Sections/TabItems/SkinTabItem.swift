/// One tab bar item of a skin: a mask tinted into normal and selected art.
public struct SkinTabItem: SkinItem, Hashable {
    /// The mask image family.
    public var mask: SkinInput
    /// The output base name: `NAME-normal@2x.png`, `NAME-selected@2x.png`.
    public var name: String
    /// The look: the shared `tab-items` settings with the item's own laid over them;
    /// a selected fill image is named by its resolved path.
    public var settings: TintSettings
    /// The selected fill image, where the look uses one, located where it was written.
    public var selectedFill: SkinInput?
    /// Where the name was written (the mask, when the name is the mask's stem).
    public var nameLine: Int, nameColumn: Int

    /// An item from its parts.
    public init(mask: SkinInput, name: String, settings: TintSettings, selectedFill: SkinInput? = nil, nameLine: Int? = nil, nameColumn: Int? = nil) {
        self.mask = mask
        self.name = name
        self.settings = settings
        self.selectedFill = selectedFill
        self.nameLine = nameLine ?? mask.path.line
        self.nameColumn = nameColumn ?? mask.path.column
    }

    /// The mask.
    public var location: SkinPath { mask.path }

    /// The mask, then the selected fill image.
    public var inputs: [SkinInput] { [mask] + (selectedFill.map { [$0] } ?? []) }

    /// `NAME-normal` and `NAME-selected`, both drawn by the one tint operation.
    public var arts: [SkinArt] {
        ["normal", "selected"].enumerated().map { index, kind in
            SkinArt(name: "\(name)-\(kind)", kind: kind, line: nameLine, column: nameColumn,
                    source: .drawn(operation: 0, output: index), isLoose: true)
        }
    }

    /// Tab items write PNG files, so they need `output`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !output else { return nil }
        return .nowhereToWrite(path: mask.path.skin, line: mask.path.line, column: mask.path.column,
                               what: "tab items write PNG files", needs: "output")
    }

    /// The tint operation, with the selected fill image decoded.
    /// - Throws: ``TintError`` or ``PNGDecodingError`` naming the fill image.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        var fill: Bitmap? = nil
        if case .image(let path) = settings.selectedFill { fill = try TintJob.decodeFill(at: path, decoder: decoder) }
        return [settings.operation(selectedFillImage: fill)]
    }
}
