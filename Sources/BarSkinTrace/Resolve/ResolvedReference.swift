import BarSkinCore

/// A reference after resolution.
public struct ResolvedReference: Sendable, Hashable {
    /// The reference as scanned.
    public var reference: ImageReference
    /// What a device does with the name; nil for patterns and documents.
    public var resolution: Resolution?
    /// The assets a pattern or symbol reaches.
    public var matchedAssets: [AssetKey]
    /// The file loaded at the profile's highest scale (or the document), nil when nothing is found.
    public var resolvedPath: String?
    /// Whether the image is part of the launch set.
    public var launch: Bool
}
