import BarSkinCore

extension GroupedCell {
    /// `rect` with its top corners rounded by `radius` where `position` rounds
    /// its top, and its bottom corners where it rounds its bottom; the rest square.
    static func outline(_ rect: Rect, radius: Double, position: GroupedCellPosition) -> Path {
        let top = position.roundsTop ? radius : 0, bottom = position.roundsBottom ? radius : 0
        return Path.building { path in
            path.move(to: Point(x: rect.minX + top, y: rect.minY))
            path.line(to: Point(x: rect.maxX - top, y: rect.minY))
            if top > 0 { path.arc(center: Point(x: rect.maxX - top, y: rect.minY + top), radius: top, from: -.pi / 2, to: 0) }
            path.line(to: Point(x: rect.maxX, y: rect.maxY - bottom))
            if bottom > 0 {
                path.arc(center: Point(x: rect.maxX - bottom, y: rect.maxY - bottom), radius: bottom, from: 0, to: .pi / 2)
            }
            path.line(to: Point(x: rect.minX + bottom, y: rect.maxY))
            if bottom > 0 {
                path.arc(center: Point(x: rect.minX + bottom, y: rect.maxY - bottom), radius: bottom, from: .pi / 2, to: .pi)
            }
            path.line(to: Point(x: rect.minX, y: rect.minY + top))
            if top > 0 { path.arc(center: Point(x: rect.minX + top, y: rect.minY + top), radius: top, from: .pi, to: 1.5 * .pi) }
            path.close()
        }
    }
}
