/// What a catalog entry is to the code that loads it: an image or a colour. Each type answers only
/// its own loads: `UIImage(named: "Brand")` never uses a `Brand.colorset`, nor `UIColor(named:)` an image.
public enum AssetType: String, Sendable, Hashable, CaseIterable {
    /// Image sets, symbol sets, image stacks and loose image files.
    case image
    /// A catalog's `.colorset`.
    case color
}
