import BarSkinCore

/// The family of looks `barskin tint` starts from before any override.
public enum TintStyle: String, Sendable, CaseIterable {
    /// The iOS 6 look: gray gradient when unselected, blue gloss when selected.
    case classic
    /// The idev-recipes CustomTabBar algorithm: flat #AAAAAA, and a fill image
    /// (the built-in blue gloss by default) centred on the icon and masked by it.
    case recipe
    /// One flat colour per state, the later iOS look.
    case flat
}

/// Which part of the input becomes the icon's coverage.
public enum MaskMode: String, Sendable, CaseIterable {
    /// The alpha channel alone; colours are ignored (how UITabBar read its images).
    case alpha
    /// Darkness: black is opaque, white transparent, times the pixel's own alpha,
    /// for black-on-white art without transparency.
    case luminance
}
