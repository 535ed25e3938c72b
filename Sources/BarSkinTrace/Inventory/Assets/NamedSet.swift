/// A catalog set that code finds by name through a loader of its own type: a `.colorset` (`UIColor(named:)`) or a
/// `.dataset` (`NSDataAsset(name:)`).
public struct NamedSet: Sendable, Hashable {
    /// The name its loader finds it by, namespaces joined with `/`: `Brand`, `Theme/ink`.
    public var name: String
    /// The set's folder: where its findings point.
    public var location: String
    /// The asset type, ``AssetType/color`` or ``AssetType/data``.
    public var type: AssetType
    /// For a colour set, the appearances it has a colour for, in Contents.json order: `any`, `dark`, `high-contrast`,
    /// `dark high-contrast`, `light`; an entry for an idiom no phone or tablet loads still counts. Empty for a data set.
    public var appearances: [String]
    /// For a colour set, the colour of each appearance, as written (the first entry of each), for the report's swatches.
    public var colors: [AppearanceColor] = []
    /// 0, or for a later set of a name an earlier catalog's set has (another target's, often), its number.
    public var instance = 0

    /// A set; see the properties.
    public init(name: String, location: String, type: AssetType = .color, appearances: [String]) {
        self.name = name
        self.location = location
        self.type = type
        self.appearances = appearances
    }
}

/// One look of a colour set and its colour.
public struct AppearanceColor: Sendable, Hashable {
    /// `any`, `dark`, `high-contrast`, … as ``NamedSet/appearances`` names it.
    public var appearance: String
    /// The colour.
    public var color: ColorValue
}
