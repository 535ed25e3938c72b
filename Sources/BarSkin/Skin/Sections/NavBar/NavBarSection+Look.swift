import BarSkinArt
import BarSkinCore

extension NavBarSection {
    /// A navigation bar look's values before they are checked together, each a key's or its default.
    public struct LookValues: Sendable {
        /// `tint`: the bar's, which its buttons are filled with too.
        public var tint = NavigationBarLook.defaultTint
        /// `height`: the bar's.
        public var height = NavigationBarLook.defaultHeight
        /// `title-color`: the buttons' titles'.
        public var titleColor = NavigationBarLook.defaultTitleColor
        /// `title-shadow-color`: the titles' etched shadow.
        public var titleShadowColor = NavigationBarLook.defaultTitleShadowColor

        /// The defaults: the classic bar.
        public init() {}

        /// The look these values make.
        /// - Throws: ``LookValueError`` naming the height out of range.
        public func look() throws(LookValueError) -> NavigationBarLook {
            do { return try NavigationBarLook(height: height, tint: tint, titleColor: titleColor, titleShadowColor: titleShadowColor) } catch {
                throw LookValueError(key: "height", message: (error as? NavigationBarArtError)?.message ?? "\(error)")
            }
        }
    }

    /// The keys of a look, which `dark:` and the other appearances may give again: one table
    /// for the skin reader and the command line.
    public static var lookTable: LookTable<LookValues> {
        LookTable([
            .color("tint", \.tint), .wholeNumber("height", maximum: NavigationBarLook.heights.upperBound, \.height),
            .color("title-color", \.titleColor), .color("title-shadow-color", \.titleShadowColor),
        ])
    }

    /// The keys the background alone reads (`navbar-art --dark`): no titles are drawn on it.
    public static var backgroundLookTable: LookTable<LookValues> { lookTable.only(["tint", "height"]) }

    /// The keys a button reads (`back-button --dark`, `bar-button --dark`): its size is its own.
    public static var buttonLookTable: LookTable<LookValues> { lookTable.only(["tint", "title-color", "title-shadow-color"]) }
}
