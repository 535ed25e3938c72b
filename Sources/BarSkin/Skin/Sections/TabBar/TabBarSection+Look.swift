import BarSkinArt
import BarSkinCore

extension TabBarSection {
    /// A tab bar look's values before they are checked together, each a key's or its default.
    public struct LookValues: Sendable {
        /// `height`.
        public var height = TabBarSection.defaultHeight
        /// `color`: the bar's.
        public var color = TabBarLook.defaultColor
        /// `selection-color`: the selection box's fill.
        public var selection = TabBarLook.defaultSelection
        /// `corner-radius`: the selection box's.
        public var cornerRadius = TabBarSection.defaultCornerRadius
        /// `glow`: the glow's colour.
        public var glow = TabBarLook.defaultGlow

        /// The defaults: the classic bar.
        public init() {}

        /// The look these values make.
        /// - Throws: ``LookValueError`` naming the height or corner radius out of range.
        public func look() throws(LookValueError) -> TabBarLook {
            do {
                return try TabBarLook(height: height, color: color, selection: selection, cornerRadius: cornerRadius, glow: glow)
            } catch {
                let key: String? = switch error as? TabBarArtError {
                case .heightOutOfRange?: "height"
                case .cornerRadiusOutOfRange?: "corner-radius"
                default: nil
                }
                throw LookValueError(key: key, message: (error as? TabBarArtError)?.message ?? "\(error)")
            }
        }
    }

    /// The keys of a look, which `dark:` and the other appearances may give again, and
    /// `tabbar-art --dark` takes (`glow-color`, its flag's name, too): one table for both.
    public static var lookTable: LookTable<LookValues> {
        LookTable([
            .wholeNumber("height", maximum: TabBarLook.heights.upperBound, \.height),
            .color("color", \.color), .color("selection-color", \.selection),
            .number("corner-radius", unit: "points", \.cornerRadius),
            // `true` and `false` say whether the glow is drawn at all, and leave its colour.
            .colorOrSwitch("glow", \.glow),
        ], aliases: [.color("glow-color", \.glow)])
    }
}
