/// A catalog's `.colorset`: one colour, found by its name, in each appearance Contents.json gives it.
public struct ColorSet: Sendable, Hashable {
    /// The name `UIColor(named:)` finds it by, namespaces joined with `/`: `Brand`, `Theme/ink`.
    public var name: String
    /// The `.colorset` folder: where its findings point.
    public var location: String
    /// The appearances it has a colour for, in Contents.json order: `any`, `dark`, `high-contrast`,
    /// `dark high-contrast`, `light`; an entry for an idiom no phone or tablet loads still counts.
    public var appearances: [String]
    /// The colour of each appearance, as written (the first entry of each), for the report's swatches.
    public var colors: [AppearanceColor] = []
    /// 0, or for a later set of a name an earlier catalog's set has (another target's, often), its number.
    public var instance = 0

    /// A colour set; see the properties.
    public init(name: String, location: String, appearances: [String]) {
        self.name = name
        self.location = location
        self.appearances = appearances
    }

    /// What findings call it.
    public static let noun = "colour set"
}

/// One look of a colour set and its colour.
public struct AppearanceColor: Sendable, Hashable {
    /// `any`, `dark`, `high-contrast`, … as ``ColorSet/appearances`` names it.
    public var appearance: String
    /// The colour.
    public var color: ColorValue
}
