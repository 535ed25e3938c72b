import BarSkinArt
import BarSkinCore

extension SkinBackground {
    /// A background's look: its art and how it stretches.
    public struct Look: Sendable, Hashable {
        /// The art image family.
        public var image: SkinInput
        /// The caps, with UIKit's semantics.
        public var caps: CapSpecification
        /// 9-patch content padding in points.
        public var contentInsets: CapInsets?
        /// Where `mode: tile` was written, when it was.
        public var tileLocation: SkinPosition?
        /// Where the look's key (`dark:`) was written; nil for the light look.
        public var location: SkinPosition?

        /// A look from its parts.
        public init(image: SkinInput, caps: CapSpecification, contentInsets: CapInsets? = nil, tileLocation: SkinPosition? = nil,
                    location: SkinPosition? = nil) {
            self.image = image
            self.caps = caps
            self.contentInsets = contentInsets
            self.tileLocation = tileLocation
            self.location = location
        }
    }
}
