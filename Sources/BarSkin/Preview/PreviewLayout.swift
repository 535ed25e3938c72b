import BarSkinArt
import BarSkinCore

/// Where everything in a skin preview goes, in points from the top left: the
/// navigation bar, the grouped table and the tab bar stacked on a phone-width
/// screen, and the tab bar's items laid out as seed 004's custom tab bar lays
/// them out. Pure geometry, so tests can check the pixels at these places.
public struct PreviewLayout: Sendable, Hashable {
    /// The screen's width.
    public let width: Double
    /// The navigation bar, when the skin has one.
    public let navigationBar: Rect?
    /// The grouped table's rows, when the skin has cells.
    public let rows: [Rect]
    /// The tab bar, when the skin has one.
    public let tabBar: Rect?
    /// The legend's band under everything, when the preview has one (``PreviewCaption``).
    public let caption: Rect?
    /// Each tab item's frame: the bar's width shared equally.
    public let items: [Rect]
    /// The whole picture's height.
    public let height: Double

    /// The grouped table's margin on every side, as UITableViewStyleGrouped draws it.
    public static let tableMargin = 10.0
    /// The rows the preview's short table shows.
    public static let rowCount = 3
    /// Room above the tab bar when there is no table, so the arrow and badges show.
    public static let minimumBody = 24.0

    /// The layout of a screen `width` points wide with the given parts (heights in points).
    public init(width: Int, navigationBarHeight: Int?, rowHeight: Int?, tabBarHeight: Int?, itemCount: Int, captionHeight: Double? = nil) {
        self.width = Double(width)
        var y = 0.0
        navigationBar = navigationBarHeight.map { Rect(x: 0, y: 0, width: Double(width), height: Double($0)) }
        y += navigationBar?.height ?? 0
        if let rowHeight {
            let margin = Self.tableMargin
            rows = (0..<Self.rowCount).map { index in
                Rect(x: margin, y: y + margin + Double(index * rowHeight), width: Double(width) - 2 * margin, height: Double(rowHeight))
            }
            y += 2 * margin + Double(Self.rowCount * rowHeight)
        } else {
            rows = []
            y += Self.minimumBody
        }
        tabBar = tabBarHeight.map { Rect(x: 0, y: y, width: Double(width), height: Double($0)) }
        // Seed 004: the bar's width divided by the number of items, item i at i times that.
        let itemWidth = itemCount > 0 ? Double(width) / Double(itemCount) : 0
        items = tabBar.map { bar in (0..<itemCount).map { Rect(x: Double($0) * itemWidth, y: bar.minY, width: itemWidth, height: bar.height) } } ?? []
        y += tabBar?.height ?? 0
        // Below the bars, so the parts above keep the places a preview without it has.
        caption = captionHeight.map { Rect(x: 0, y: y, width: Double(width), height: $0.rounded(.up)) }
        height = y + (caption?.height ?? 0)
    }

    /// The indicator arrow above `item`: centred on it (x = item.minX + item.width/2 - arrow.width/2),
    /// its bottom two points into the bar, as the seed's recipe places it.
    public func arrow(above item: Rect, size: PointSize) -> Rect {
        Rect(x: item.minX + item.width / 2 - Double(size.width) / 2, y: item.minY - Double(size.height) + 2,
             width: Double(size.width), height: Double(size.height))
    }

    /// The icon of `item`: centred across, and with a title under it (bold 10 points,
    /// 12 high) the pair centred down the bar; alone, the icon centred.
    public func icon(in item: Rect, size: (width: Double, height: Double), titled: Bool) -> Rect {
        let content = size.height + (titled ? Self.titleHeight + 1 : 0)
        let top = item.minY + max(1, ((item.height - content) / 2).rounded(.down))
        return Rect(x: item.midX - size.width / 2, y: top, width: size.width, height: size.height)
    }

    /// The title's line under an icon.
    public func title(under icon: Rect, in item: Rect) -> Rect {
        Rect(x: item.minX + 2, y: icon.maxY + 1, width: item.width - 4, height: Self.titleHeight)
    }

    /// The glow under `item`, centred on it and resting on the bar's bottom edge.
    public func glow(under item: Rect, size: PointSize) -> Rect {
        Rect(x: item.midX - Double(size.width) / 2, y: item.maxY - Double(size.height), width: Double(size.width), height: Double(size.height))
    }

    /// A tab bar item title's line height, in points.
    public static let titleHeight = 12.0
}
