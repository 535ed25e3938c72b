import BarSkinArt
import BarSkinCore

/// The preview's legend, under the bars, for a skin that writes more than art (colour sets,
/// template icons, the appearance code): which output an app uses where, so a reviewer does not
/// take the classic art for what every iOS version shows. A skin writing art alone gets none,
/// and its picture stays as it was.
public struct PreviewCaption: Sendable, Hashable {
    /// Its lines, top first.
    public var lines: [String]

    /// The legend of a skin writing `items`, or nil where they write nothing but art.
    public init?(showing items: [any SkinItem]) {
        let colors = items.contains { !$0.colorSets.isEmpty }
        let templates = items.contains { ($0 as? SkinTabItem)?.templateArt != nil }
        let code = items.lazy.compactMap { $0 as? SkinAppearanceCode }.first
        guard colors || templates || code != nil else { return nil }
        // The art's era is the appearance code's: glass from iOS 26 unless the skin turns it off.
        lines = [code?.code.glass == false ? "Art above: every iOS version (glass: false)"
                                           : "Art above: before iOS 26 and in custom-drawn bars"]
        let everywhere = [colors ? "Colour sets" : nil, templates ? "template icons" : nil].compactMap { $0 }
        if !everywhere.isEmpty {
            let named = everywhere.joined(separator: ", ")
            lines.append(named.prefix(1).uppercased() + named.dropFirst() + ": every iOS version")
        }
    }

    /// A line's height, in points, and the room above and below the lines.
    public static let lineHeight = 13.0, padding = 4.0
    /// The text's size, in points (the tab bar titles' bold).
    public static let textSize = 10.0

    /// The band's height, in points.
    public var height: Double { Double(lines.count) * Self.lineHeight + 2 * Self.padding }

    /// Everything of it that reaches the pixels.
    public var identifier: String { "caption=" + lines.joined(separator: "|") }
}
