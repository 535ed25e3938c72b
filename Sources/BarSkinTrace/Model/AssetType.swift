/// What a catalog entry is to the code that loads it: an image, a colour, a data set, a custom symbol or an app icon.
/// Each type answers only its own loads: `UIImage(named: "Brand")` never uses a `Brand.colorset`, nor `UIColor(named:)`
/// an image, nor `NSDataAsset(name:)` either.
public enum AssetType: String, Sendable, Hashable, CaseIterable {
    /// Image sets, image stacks and loose image files.
    case image
    /// A catalog's `.colorset`.
    case color
    /// A catalog's `.dataset`, loaded by `NSDataAsset(name:)`.
    case data
    /// A catalog's `.symbolset`: an image to `UIImage(named:)`, never a system symbol to `UIImage(systemName:)`.
    case symbol
    /// An `.appiconset` or an Icon Composer `.icon` bundle.
    case appIcon = "app-icon"
    /// A catalog's `.arresourcegroup`, loaded whole by ARKit's `referenceImages(inGroupNamed:bundle:)` and
    /// `referenceObjects(inGroupNamed:bundle:)`.
    case arResourceGroup = "ar-resource-group"

    /// What findings call one set of the type.
    public var noun: String {
        switch self {
        case .image: "image set"
        case .color: "colour set"
        case .data: "data set"
        case .symbol: "symbol set"
        case .appIcon: "app icon"
        case .arResourceGroup: "AR resource group"
        }
    }

    /// `A colour set`, `An app icon`: the noun after its article, capitalized, for a sentence's start.
    public var startingNoun: String {
        ("aeiouAEIOU".contains(noun.first!) ? "An " : "A ") + noun
    }
}
