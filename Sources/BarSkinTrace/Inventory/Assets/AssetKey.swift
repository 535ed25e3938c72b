import BarSkinCore

/// Identifies an asset in the index.
public struct AssetKey: Sendable, Hashable, Comparable {
    /// Image set or loose files.
    public var kind: AssetKind
    /// The asset's name.
    public var name: String
    /// Which of the image sets of this name: 0 for the first, which `imageNamed:`
    /// finds when catalogs share a bundle (see ``ImageAsset/instance``).
    public var instance: Int

    /// A key.
    public init(kind: AssetKind, name: String, instance: Int = 0) {
        self.kind = kind
        self.name = name
        self.instance = instance
    }

    public static func < (lhs: AssetKey, rhs: AssetKey) -> Bool {
        (lhs.kind == .imageset ? 0 : 1, lhs.name, lhs.instance) < (rhs.kind == .imageset ? 0 : 1, rhs.name, rhs.instance)
    }
}
