import BarSkinArt
import BarSkinCore

/// Draws a skin's finished bars as a user would see them on a phone-width
/// screen (``PreviewLayout``): the navigation bar with a back button and a
/// title, a short grouped table of the cells, and the tab bar with its items,
/// the selected one boxed, blue and pointed at by the arrow. Every piece is
/// drawn by the same operation that makes the skin's art, so the preview
/// shows exactly what the app gets. Only the parts the skin has are drawn.
public struct SkinPreviewOperation: ImageOperation {
    /// One tab item: its tint, its mask's files by scale and what the preview shows of it.
    public struct Item: Sendable {
        /// The tab item's name.
        public var name: String
        /// Title, glow and badge.
        public var marks: SkinTabItem.PreviewMarks
        /// The tint that makes its normal and selected art.
        public var tint: TintOperation
        /// The mask's files, by scale (one SVG or PDF for every scale, when the mask is one).
        public var masks: [Int: String]
        /// The points a vector mask is fitted into (`mask-size:`), or nil for its own size.
        public var maskSize: PointSize?

        /// An item from its parts.
        public init(name: String, marks: SkinTabItem.PreviewMarks, tint: TintOperation, masks: [Int: String], maskSize: PointSize? = nil) {
            self.name = name
            self.marks = marks
            self.tint = tint
            self.masks = masks
            self.maskSize = maskSize
        }
    }

    /// The screen's width in points.
    public var width: Int
    /// The parts drawn: nil where the skin has none.
    public var tabBar: SkinTabBar?, navigationBar: SkinNavBar?, cells: SkinCells?
    /// The tab items, in bar order, and the index of the selected one.
    public var items: [Item], selected: Int
    /// The navigation bar's title and the back button's.
    public var title: String, backTitle: String
    /// Reads the masks.
    public var decoder: PNGDecoder
    /// The look of the screen around the pieces (the pieces carry their own).
    public var appearance: Appearance = .any
    /// The legend under the bars, for a skin that writes more than art.
    public var caption: PreviewCaption?

    /// A preview from its parts.
    public init(width: Int, tabBar: SkinTabBar?, navigationBar: SkinNavBar?, cells: SkinCells?, items: [Item], selected: Int,
                title: String, backTitle: String, decoder: PNGDecoder = PNGDecoder()) {
        self.width = width
        self.tabBar = tabBar
        self.navigationBar = navigationBar
        self.cells = cells
        self.items = items
        self.selected = selected
        self.title = title
        self.backTitle = backTitle
        self.decoder = decoder
    }

    /// Bumped whenever the preview's drawing changes.
    public static let version = 2

    /// Everything that reaches the pixels; the masks' contents are checked as files.
    public var identifier: String {
        var parts = ["preview/\(Self.version) width=\(width) selected=\(selected) title=\(title) back=\(backTitle)"
            + (appearance == .any ? "" : " appearance=\(appearance.rawValue)") + (caption.map { " " + $0.identifier } ?? "")]
        parts += tabBar.map { bar in bar.pieces.map(\.identifier) } ?? []
        parts += navigationBar.map { bar in
            ["nav \(bar.look.identifier) titles=\(bar.look.titleColor),\(bar.look.titleShadowColor) font=\(bar.font ?? "-") metrics=\(bar.metrics) buttons="
                + bar.buttons.map { "\($0.kind.rawValue):\($0.title ?? "")" }.joined(separator: ",")]
        } ?? []
        parts += cells.map { cells in cells.pieces.map(\.identifier) } ?? []
        parts += items.map { item in
            "item \(item.name) \(item.marks) \(item.tint.identifier) " + item.masks.keys.sorted().map { "\($0)=\(item.masks[$0]!)" }.joined(separator: ",")
                + (item.maskSize.map { " mask-size=\($0.width)x\($0.height)" } ?? "")
        }
        return parts.joined(separator: "\n")
    }

    /// `the skin preview`.
    public var description: String { "the skin preview" }
    /// One picture.
    public var outputRoles: [String] { ["preview"] }

    /// Where the parts go.
    public var layout: PreviewLayout {
        PreviewLayout(width: width, navigationBarHeight: navigationBar?.look.height, rowHeight: cells?.look.rowHeight,
                      tabBarHeight: tabBar?.look.height, itemCount: tabBar == nil ? 0 : items.count, captionHeight: caption?.height)
    }

    /// The preview at `scale`.
    /// - Throws: a decoding error naming a mask, or a drawing error.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        let layout = layout
        let canvas = try Canvas(width: width * scale, height: Int(layout.height.rounded(.up)) * scale)
        canvas.scale(by: Double(scale))
        let painter = PreviewPainter(canvas: canvas, scale: scale, appearance: appearance)
        try painter.drawBackground(Rect(x: 0, y: 0, width: layout.width, height: layout.height))
        if let navigationBar, let frame = layout.navigationBar {
            try painter.drawNavigationBar(navigationBar, in: frame, title: title, backTitle: backTitle)
        }
        if let cells { try painter.drawRows(cells.look, in: layout.rows) }
        if let tabBar, layout.tabBar != nil {
            try painter.drawTabBar(tabBar, layout: layout, items: items.map { try tinted($0, scale: scale) }, selected: selected)
        }
        if let caption, let band = layout.caption { try painter.drawCaption(caption, in: band) }
        return Rendering(images: [try canvas.bitmap()])
    }

    /// The item's normal and selected art, tinted from the mask file nearest `scale`
    /// (the largest below it, else the smallest above), with the scale it was drawn for.
    private func tinted(_ item: Item, scale: Int) throws -> PreviewPainter.TabIcon {
        let scales = item.masks.keys.sorted()
        guard let chosen = scales.last(where: { $0 <= scale }) ?? scales.first, let path = item.masks[chosen] else {
            return PreviewPainter.TabIcon(marks: item.marks, normal: nil, selected: nil, scale: scale)
        }
        let raster = VectorFormat(path: path).map { _ in VectorRaster(scale: chosen, fit: item.maskSize) }
        let mask = try OperationRunner(decoder: decoder).source(at: path, raster: raster).image
        let art = try item.tint.render([mask], scale: chosen).images
        return PreviewPainter.TabIcon(marks: item.marks, normal: art[0], selected: art[1], scale: chosen)
    }
}
