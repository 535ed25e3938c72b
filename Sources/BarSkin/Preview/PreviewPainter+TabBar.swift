import BarSkinArt
import BarSkinCore

extension PreviewPainter {
    /// A tab item's art at one scale and what the preview shows of it.
    struct TabIcon {
        var marks: SkinTabItem.PreviewMarks
        /// Gray and blue art; nil when the mask has no file.
        var normal: Bitmap?, selected: Bitmap?
        /// The scale the art was drawn for (its mask's).
        var scale: Int
    }

    /// Unselected titles are gray, the selected one white, as on the classic UITabBar: the colours
    /// the skin's colour sets give an app.
    static let title = Color(SkinColorRole.classicTitle), selectedTitle = Color(SkinColorRole.classicSelectedTitle)
    /// The badge: white on red, ringed in white.
    static let badge = Color(SkinColorRole.classicBadge), badgeText = Color(RGBA8(255, 255, 255))

    /// The bar at the screen's width, then for each item its selection box, glow,
    /// icon and title (the gloss is already in the selected icon, cut from it), its badge, and the arrow above the selected item.
    func drawTabBar(_ bar: SkinTabBar, layout: PreviewLayout, items icons: [TabIcon], selected: Int) throws {
        guard let frame = layout.tabBar else { return }
        let look = bar.look
        try place(try TabBarBackground(look: look, width: Int(frame.width)).draw(scale: scale), at: frame.origin)
        let titled = icons.contains { $0.marks.title != nil }
        for (index, (item, icon)) in zip(layout.items, icons).enumerated() {
            let isSelected = index == selected
            if isSelected && bar.selection {
                let piece = TabBarSelection(look: look)
                let box = Rect(x: item.minX + 2, y: item.minY + Double(look.selectionTopInset), width: item.width - 4,
                               height: Double(look.height - look.selectionTopInset))
                if let caps = piece.capSpecification { try stretch(try piece.draw(scale: scale), caps: caps, to: snapped(box)) }
            }
            if icon.marks.glow != nil && bar.glow {
                let glow = TabBarGlow(look: look)
                try place(try glow.draw(scale: scale), at: layout.glow(under: item, size: glow.pointSize).origin)
            }
            guard let art = isSelected ? icon.selected : icon.normal else { continue }
            let size = (width: Double(art.width) / Double(icon.scale), height: Double(art.height) / Double(icon.scale))
            let iconFrame = layout.icon(in: item, size: size, titled: titled)
            try canvas.draw(art, in: snapped(iconFrame))
            if let title = icon.marks.title {
                try text(title, size: 10, in: layout.title(under: iconFrame, in: item), color: isSelected ? Self.selectedTitle : Self.title)
            }
            if let badge = icon.marks.badge { try drawBadge(badge, at: Point(x: iconFrame.maxX - 4, y: item.minY - 3)) }
        }
        if bar.indicator, layout.items.indices.contains(selected) {
            let arrow = TabBarNipple(look: look)
            try place(try arrow.draw(scale: scale), at: layout.arrow(above: layout.items[selected], size: arrow.pointSize).origin)
        }
    }

    /// A badge centred across `point`'s x with its top at `point`'s y: a red pill
    /// ringed in white, as wide as its text needs and at least round.
    func drawBadge(_ text: String, at point: Point) throws {
        let height = 20.0
        let label = try TextLayout(text: text, font: FontFace(), size: 13)
        label.ellipsize(toWidth: 60)
        let width = max(height, (label.logicalBounds.width + 12).rounded())
        let pill = snapped(Rect(x: point.x - width / 2, y: point.y, width: width, height: height))
        canvas.fill(.roundedRect(pill, radius: height / 2), with: .solid(Self.badgeText))
        canvas.fill(.roundedRect(pill.insetBy(dx: 2, dy: 2), radius: height / 2 - 2), with: .solid(Self.badge))
        label.draw(on: canvas, centeredIn: pill, color: Self.badgeText)
    }
}
