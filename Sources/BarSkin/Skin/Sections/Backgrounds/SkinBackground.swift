import BarSkinArt
import BarSkinCore

/// One stretchable background of a skin: art shipped with its caps, and
/// optionally pre-rendered at fixed sizes.
public struct SkinBackground: SkinItem, Hashable {
    /// The art image family.
    public var image: SkinInput
    /// The image set / resource / output base name.
    public var name: String
    /// The caps, with UIKit's semantics.
    public var caps: CapSpecification
    /// 9-patch content padding in points.
    public var contentInsets: CapInsets?
    /// Whether the image set is a template image; nil (no `template:`) keeps what the set says.
    public var template: Bool?
    /// Point sizes to render it at into the output folder.
    public var sizes: [PointSize]
    /// Where each size was written, in the same order; where the name was written.
    public var sizeLocations: [SkinPosition], nameLocation: SkinPosition?
    /// Where `mode: tile` was written, when it was: its 9-patches can only stretch.
    public var tileLocation: SkinPosition?

    /// A background from its parts.
    public init(image: SkinInput, name: String, caps: CapSpecification, contentInsets: CapInsets? = nil,
                template: Bool? = nil, sizes: [PointSize] = [], sizeLocations: [SkinPosition] = [], nameLocation: SkinPosition? = nil) {
        self.image = image
        self.name = name
        self.caps = caps
        self.contentInsets = contentInsets
        self.template = template
        self.sizes = sizes
        self.sizeLocations = sizeLocations
        self.nameLocation = nameLocation
    }

    /// The art.
    public var location: SkinPath { image.path }

    /// The art.
    public var inputs: [SkinInput] { [image] }

    /// `NAME-WxH` for each size, drawn by stretching the art; the art itself as
    /// an image set and 9-patches with its caps.
    public var arts: [SkinArt] {
        let named = nameLocation ?? SkinPosition(line: image.path.line, column: image.path.column)
        let sized = sizes.enumerated().map { index, size in
            let at = index < sizeLocations.count ? sizeLocations[index] : named
            return SkinArt(name: "\(name)-\(size.width)x\(size.height)", kind: "sized", line: at.line, column: at.column,
                           source: .drawn(operation: index, output: 0), isLoose: true)
        }
        return sized + [SkinArt(name: name, kind: "art", line: named.line, column: named.column, source: .input, isLoose: false,
                                imageSet: .init(caps: caps, template: template),
                                ninePatch: .init(caps: caps, contentInsets: contentInsets, tiledAt: tileLocation))]
    }

    /// Sizes need `output`; content insets pad 9-patches; art with no sizes is shipped with its caps.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        let (skin, line, column) = (image.path.skin, image.path.line, image.path.column)
        if contentInsets != nil && !ninePatch {
            return .nowhereToWrite(path: skin, line: line, column: column, what: "'content-insets' pads 9-patches", needs: "ninepatch")
        }
        if sizes.isEmpty && !catalog && !ninePatch {
            return .nowhereToWrite(path: skin, line: line, column: column, what: "the background '\(name)' has no sizes to render and is "
                                   + "shipped with its caps", needs: "catalog' or 'ninepatch")
        }
        if !sizes.isEmpty && !output {
            return .nowhereToWrite(path: skin, line: line, column: column, what: "the background '\(name)' is rendered at its sizes", needs: "output")
        }
        return nil
    }

    /// One stretch per size, keeping the caps whole (a skin has no way to ask for them scaled down).
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        sizes.map { StretchOperation(width: $0.width, height: $0.height, caps: .given(caps), shrinkingCaps: false, limits: decoder.limits) }
    }
}
