/// Which kind of catalog folder an image asset is, which decides the checks that apply to it.
public enum CatalogSetType: String, Sendable {
    /// An `.imageset`: bitmaps (or one vector) in idiom and scale slots. Loose files count as this too.
    case imageSet
    /// A `.symbolset`: a custom SF Symbol, one SVG drawn at any size, with no scales to check.
    case symbolSet
    /// A tvOS `.imagestack`: layered art that `UIImage(named:)` loads by the stack's name.
    case imageStack

    /// The type of a set folder by its extension; anything unknown reads as an image set.
    init(folder: String) {
        switch folder.split(separator: ".").last {
        case "symbolset": self = .symbolSet
        case "imagestack": self = .imageStack
        default: self = .imageSet
        }
    }

    /// What findings call it.
    public var noun: String {
        switch self {
        case .imageSet: "image set"
        case .symbolSet: "symbol set"
        case .imageStack: "image stack"
        }
    }

    /// Whether its files fill scale slots, so that scale gaps and point sizes mean something.
    public var hasScaleSlots: Bool { self == .imageSet }
}
