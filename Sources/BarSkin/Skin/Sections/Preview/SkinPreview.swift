import BarSkinArt
import BarSkinCore

/// A picture of the finished skin (``SkinPreviewOperation``): the skin's own
/// tab bar, tab items, navigation bar and cells on a phone-width screen, at @1x
/// and @2x, as `NAME.png` in `output` or where `build --preview` puts it.
public struct SkinPreview: SkinItem {
    /// The picture's base name (`Preview`: Preview.png and Preview@2x.png).
    public var artName: String
    /// The folder it is written to instead of `output`, if any.
    public var folder: String?
    /// The screen's width in points.
    public var width: Int
    /// The tab items in bar order and the index of the selected one.
    public var tabItems: [SkinTabItem], selected: Int
    /// The parts shown, where the skin has them.
    public var tabBar: SkinTabBar?, navigationBar: SkinNavBar?, cells: SkinCells?
    /// The navigation bar's title and its back button's.
    public var title: String, backTitle: String
    /// The `preview` key, or the skin's first section when `--preview` asked for one.
    public var location: SkinPath
    /// The legend of which output is used where, for a skin that writes more than art.
    public var caption: PreviewCaption?

    /// The default screen width, the classic iPhone's.
    public static let defaultWidth = 320
    /// The widths a preview may have.
    public static let widths = 240...1024
    /// Why a skin cannot be previewed.
    public static let nothingToShow = "the preview shows the tab bar and the navigation bar, but the skin has neither 'tab-bar' nor 'nav-bar'"

    /// A preview of `items` (the skin's other items), or nil when they hold neither a tab bar nor a navigation bar.
    public init?(showing items: [any SkinItem], location: SkinPath, artName: String = "Preview", width: Int = defaultWidth,
                 selected: Int = 0, title: String? = nil, backTitle: String? = nil) {
        tabBar = items.lazy.compactMap { $0 as? SkinTabBar }.first
        navigationBar = items.lazy.compactMap { $0 as? SkinNavBar }.first
        guard tabBar != nil || navigationBar != nil else { return nil }
        cells = items.lazy.compactMap { $0 as? SkinCells }.first
        tabItems = items.compactMap { $0 as? SkinTabItem }
        self.artName = artName
        self.width = width
        self.selected = selected
        self.location = location
        caption = PreviewCaption(showing: items)
        let chosen = tabItems.indices.contains(selected) ? tabItems[selected] : nil
        self.title = title ?? chosen?.preview.title ?? chosen?.name ?? "BarSkin"
        self.backTitle = backTitle ?? navigationBar?.buttons.first { $0.kind == .back && $0.title != nil }?.title ?? "Back"
    }

    /// Named for messages, `--json` and the manifest: `preview`, or `--preview` for the one `build --preview` adds.
    public var name = "preview"
    /// Drawn; the masks it shows are ``alsoReads``.
    public var inputs: [SkinInput] { [] }
    /// The tab items' masks and fills: the preview changes when they do.
    public var alsoReads: [SkinInput] { tabItems.flatMap(\.inputs) }
    /// A picture and its @2x.
    public var drawnScales: [Int] { [1, 2] }

    /// The picture, always a PNG; and beside it one for each other look a part it shows has,
    /// drawn from that look's pieces (`NAME-dark`, `NAME-high-contrast`, `NAME-dark-high-contrast`).
    public var arts: [SkinArt] {
        appearances.enumerated().map { index, appearance in
            var art = SkinArt(name: artName, kind: "preview", position: location.position,
                              source: .drawn(operation: index, output: 0), isLoose: true, folder: folder)
            art.appearance = appearance
            return art
        }
    }

    /// A preview written into the skin needs `output`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !output && folder == nil else { return nil }
        return SkinProblem.nowhereToWrite(what: "the preview is a PNG", needs: "output").located(at: location.reportedAt, line: location.line, column: location.column)
    }

    /// The preview, with each tab item's tint and its mask's files by scale.
    /// - Throws: a located error for a selected fill image that cannot be used.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        let listings = FolderListings()
        // The phone's files of a mask family by scale: universal ones, else the ~iphone ones.
        func files(of mask: SkinInput, vectors: VectorFamily) -> [Int: String] {
            var leftOut: [String] = [], masks: [Int: String] = [:]
            let variants = (try? SkinImageFamily.variants(of: mask.path, listings: listings, leftOut: &leftOut, vectors: vectors).get()) ?? []
            for variant in variants.sorted(by: { ($0.fileName.device ?? "") < ($1.fileName.device ?? "") })
            where variant.fileName.device == nil || variant.fileName.device == "iphone" {
                masks[variant.fileName.scale] = masks[variant.fileName.scale] ?? variant.path
            }
            return masks
        }
        return try appearances.map { appearance in
            let items = try tabItems.map { item in
                let tints = try item.operations(decoder: decoder)
                // The item's own look there, else the one a device falls back to (dark, for dark with high contrast).
                let shown = appearance.fallbacks.first { wanted in wanted == .any || item.otherLooks.contains { $0.appearance == wanted } } ?? .any
                let index = item.otherLooks.firstIndex { $0.appearance == shown }.map { $0 + 1 } ?? 0
                // A look tinting a mask of its own draws it through that mask's files.
                let own = tints[index] as? LookFamilyOperation
                let tint = (own?.inner ?? tints[index]) as? TintOperation ?? item.settings.operation()
                let mask = index == 0 ? item.mask : item.otherMasks[shown] ?? item.mask
                return SkinPreviewOperation.Item(name: item.name, marks: item.preview, tint: tint, masks: files(of: mask, vectors: item.vectors),
                                                 maskSize: item.maskSize)
            }
            var operation = SkinPreviewOperation(width: width, tabBar: tabBar?.showing(appearance), navigationBar: navigationBar?.showing(appearance),
                                                 cells: cells?.showing(appearance), items: items, selected: selected, title: title,
                                                 backTitle: backTitle, decoder: decoder)
            operation.appearance = appearance
            operation.caption = caption
            return operation
        }
    }
}
