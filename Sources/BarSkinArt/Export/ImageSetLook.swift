import BarSkinCore

/// One appearance of an image as an image set ships it: the appearance, its
/// variants (one per scale and device) and the caps its `resizing` entries carry.
public struct ImageSetLook: Sendable {
    /// Which trait the variants are drawn for.
    public var appearance: Appearance
    /// The art, one per scale and device.
    public var variants: [SliceVariant]
    /// Written per entry as `resizing`; nil for art that does not stretch. Each
    /// appearance has its own, since a dark piece may be cut differently.
    public var caps: CapSpecification?

    /// A look from its parts.
    public init(appearance: Appearance, variants: [SliceVariant], caps: CapSpecification?) {
        self.appearance = appearance
        self.variants = variants
        self.caps = caps
    }
}
