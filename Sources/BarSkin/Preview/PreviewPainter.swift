import BarSkinArt
import BarSkinCore

/// Draws the parts of a skin preview on a canvas scaled to points, each piece
/// by the operation that makes the skin's own art, placed on whole pixels.
struct PreviewPainter {
    let canvas: Canvas
    let scale: Int
    /// The look the screen around the pieces is drawn in: a dark one turns the table's
    /// background and row titles over (``DarkLookRule/row(_:)``), as the rows themselves are.
    var appearance: Appearance = .any

    /// The screen's colours in the painter's appearance.
    private var isDark: Bool { appearance == .dark || appearance == .darkHighContrast }
    private func screen(_ color: Color) -> Color { isDark ? DarkLookRule.row(color) : color }

    /// UITableViewStyleGrouped's pinstriped background: the classic
    /// `groupTableViewBackgroundColor`, lighter stripes every 7 points.
    static let groupBackground = Color(RGBA8(0xC5, 0xCC, 0xD4)), stripe = Color(RGBA8(0xCB, 0xD2, 0xD9))
    /// Row titles: black, white on the selected row.
    static let rowTitle = Color(RGBA8(0, 0, 0)), selectedRowTitle = Color(RGBA8(255, 255, 255))

    /// `rect` moved to whole device pixels, so art drawn in it is not resampled.
    func snapped(_ rect: Rect) -> Rect {
        let s = Double(scale)
        let x = (rect.minX * s).rounded() / s, y = (rect.minY * s).rounded() / s
        return Rect(x: x, y: y, width: (rect.maxX * s).rounded() / s - x, height: (rect.maxY * s).rounded() / s - y)
    }

    /// A drawn piece at its own size with its top left at `origin`.
    func place(_ bitmap: Bitmap, at origin: Point, drawnAt pieceScale: Int? = nil) throws {
        let s = Double(pieceScale ?? scale)
        try canvas.draw(bitmap, in: snapped(Rect(x: origin.x, y: origin.y, width: Double(bitmap.width) / s, height: Double(bitmap.height) / s)))
    }

    /// A stretchable piece stretched by its caps, as UIKit would, to `rect` (whole points).
    func stretch(_ piece: Bitmap, caps: CapSpecification, to rect: Rect) throws {
        let width = max(1, Int(rect.width.rounded())), height = max(1, Int(rect.height.rounded()))
        let stretched = try StretchOperation(width: width, height: height, caps: .given(caps), shrinkingCaps: true)
            .render([SourceImage(path: "preview", bitmap: piece)], scale: scale).images[0]
        try place(stretched, at: rect.origin)
    }

    /// Bold text centred in `area`, shortened with an ellipsis to fit, with an optional shadow.
    func text(_ string: String, size: Double, in area: Rect, color: Color, shadow: (Color, Point)? = nil, leading: Bool = false) throws {
        let layout = try TextLayout(text: string, font: FontFace(), size: size)
        layout.ellipsize(toWidth: area.width)
        let box = leading ? Rect(x: area.minX, y: area.minY, width: min(area.width, layout.logicalBounds.width), height: area.height) : area
        if let (shadowColor, offset) = shadow { layout.draw(on: canvas, centeredIn: box, color: shadowColor, offset: offset) }
        layout.draw(on: canvas, centeredIn: box, color: color)
    }

    /// The grouped table's background behind everything.
    func drawBackground(_ rect: Rect) throws {
        canvas.fill(rect, with: .solid(screen(Self.groupBackground)))
        var x = 0.0
        while x < rect.width {
            canvas.fill(Rect(x: x, y: 0, width: 3, height: rect.height), with: .solid(screen(Self.stripe)))
            x += 7
        }
    }

    /// The navigation bar's background at the screen's width, the back button with
    /// its title at the left, the first bar button at the right and the title
    /// centred between them, white on its shadow.
    func drawNavigationBar(_ bar: SkinNavBar, in frame: Rect, title: String, backTitle: String) throws {
        try place(try NavigationBarBackground(look: bar.look, width: Int(frame.width)).draw(scale: scale), at: frame.origin)
        let look = try ButtonLook(bar: bar.look, font: try bar.font.map(SkinNavBar.face), metrics: bar.metrics)
        let button = try ButtonArt(.back, title: backTitle, look: look).render([], scale: scale).images[0]
        let buttonHeight = Double(button.height) / Double(scale), buttonWidth = Double(button.width) / Double(scale)
        try place(button, at: Point(x: frame.minX + 5, y: frame.minY + ((frame.height - buttonHeight) / 2).rounded()))
        var side = 5 + buttonWidth + 8
        // The skin's first titled bar button on the right, as a view controller's right item.
        if let title = bar.buttons.first(where: { $0.kind == .bar && $0.title != nil })?.title {
            let right = try ButtonArt(.bar, title: title, look: look).render([], scale: scale).images[0]
            let width = Double(right.width) / Double(scale), height = Double(right.height) / Double(scale)
            try place(right, at: Point(x: frame.maxX - 5 - width, y: frame.minY + ((frame.height - height) / 2).rounded()))
            side = max(side, 5 + width + 8)
        }
        try text(title, size: 20, in: Rect(x: side, y: frame.minY, width: frame.width - 2 * side, height: frame.height - 1),
                 color: look.titleColor, shadow: (look.shadowColor, look.shadowOffset))
    }

    /// The cells as a short grouped table: top, middle (selected) and bottom rows, titled.
    func drawRows(_ look: CellLook, in rows: [Rect]) throws {
        for (index, row) in rows.enumerated() {
            let selected = index == 1
            let piece = GroupedCell(position: GroupedCellPosition(row: index, of: rows.count), selected: selected, look: look)
            guard let caps = piece.capSpecification else { continue }
            try stretch(try piece.draw(scale: scale), caps: caps, to: row)
            try text("Row \(index + 1)", size: 17, in: Rect(x: row.minX + 10, y: row.minY, width: row.width - 20, height: row.height),
                     color: selected ? Self.selectedRowTitle : screen(Self.rowTitle), leading: true)
        }
    }

    /// The legend's band: light gray (turned over in a dark look) with each line in the titles' bold.
    func drawCaption(_ caption: PreviewCaption, in band: Rect) throws {
        canvas.fill(band, with: .solid(screen(Self.captionBackground)))
        for (index, line) in caption.lines.enumerated() {
            let y = band.minY + PreviewCaption.padding + Double(index) * PreviewCaption.lineHeight
            try text(line, size: PreviewCaption.textSize, in: Rect(x: band.minX + 8, y: y, width: band.width - 16, height: PreviewCaption.lineHeight),
                     color: screen(Self.rowTitle), leading: true)
        }
    }

    /// The legend's band, a shade off white so it reads as apart from the screen.
    static let captionBackground = Color(RGBA8(0xF2, 0xF2, 0xF7))
}
