/// What a catalog entry is to the code that loads it: an image or a colour. Each type answers only
/// its own loads: `UIImage(named: "Brand")` never uses a `Brand.colorset`, nor `UIColor(named:)` an image.
public enum AssetType: String, Sendable, Hashable, CaseIterable {
    /// Image sets, symbol sets, image stacks and loose image files.
    case image
    /// A catalog's `.colorset`.
    case color

    /// What reports call one: `image`, `colour set`.
    public var noun: String {
        switch self {
        case .image: "image"
        case .color: "colour set"
        }
    }

    /// `A colour set`, `An image`: the noun after its article, capitalized, for a sentence's start.
    public var startingNoun: String {
        ("aeiou".contains(noun.first!) ? "An " : "A ") + noun
    }
}
