/// One stretchable background of a skin: art shipped with its caps, and
/// optionally pre-rendered at fixed sizes.
public struct SkinBackground: Sendable, Hashable {
    /// The art image family.
    public var image: SkinInput
    /// The image set / resource / output base name.
    public var name: String
    /// The caps, with UIKit's semantics.
    public var caps: CapSpecification
    /// 9-patch content padding in points.
    public var contentInsets: CapInsets?
    /// Whether the image set is a template image.
    public var template: Bool
    /// Point sizes to render it at into the output folder.
    public var sizes: [PointSize]

    /// A background from its parts.
    public init(image: SkinInput, name: String, caps: CapSpecification, contentInsets: CapInsets? = nil,
                template: Bool = false, sizes: [PointSize] = []) {
        self.image = image
        self.name = name
        self.caps = caps
        self.contentInsets = contentInsets
        self.template = template
        self.sizes = sizes
    }
}
