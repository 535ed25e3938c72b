import BarSkinArt

/// A section's look for one appearance besides the light one (its `dark:`, `high-contrast:` or
/// `dark-high-contrast:` mapping, with what it leaves out taken from the light look).
public struct SkinAppearanceLook<Look: Hashable & Sendable>: Hashable, Sendable {
    /// The trait the look is drawn for.
    public var appearance: Appearance
    /// The section's look for it.
    public var look: Look

    /// A look from its parts.
    public init(_ appearance: Appearance, _ look: Look) {
        self.appearance = appearance
        self.look = look
    }
}
