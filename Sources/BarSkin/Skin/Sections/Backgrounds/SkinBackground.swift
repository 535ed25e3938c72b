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
    /// Its looks in other appearances (`dark:`, ...), each art of its own with caps of its own.
    public var otherLooks: [SkinAppearanceLook<Look>] = []

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

    /// The art, then each other look's art (each family once).
    public var inputs: [SkinInput] {
        var seen: Set<String> = [image.path.text]
        return [image] + otherLooks.map(\.look.image).filter { seen.insert($0.path.text).inserted }
    }

    /// `NAME-WxH` for each size, drawn by stretching the art; the art itself as
    /// an image set and 9-patches with its caps; then the same of each other look, its
    /// art beside the light one in the image set and its 9-patches in Android's night folders.
    public var arts: [SkinArt] {
        let light = Look(image: image, caps: caps, contentInsets: contentInsets, tileLocation: tileLocation)
        let families = lookFamilies.map(\.path.text)
        return arts(of: light, appearance: .any, firstOperation: 0)
            + otherLooks.enumerated().flatMap { index, other in
                arts(of: other.look, appearance: other.appearance, firstOperation: sizes.count + index * (sizes.count + 1)).map { art in
                    var art = art
                    art.lookFamily = families.firstIndex(of: other.look.image.path.text)
                    return art
                }
            }
    }

    /// One look's sized art and art; an other look's art is its operation `firstOperation`
    /// (its file as it is), and its sizes the operations after it.
    private func arts(of look: Look, appearance: Appearance, firstOperation: Int) -> [SkinArt] {
        let named = self.named
        let sizesFrom = appearance == .any ? 0 : firstOperation + 1
        let sized = sizes.enumerated().map { index, size in
            let at: SkinPosition? = index < sizeLocations.count ? sizeLocations[index] : named
            var art = SkinArt(name: "\(name)-\(size.width)x\(size.height)", kind: "sized", position: at,
                              source: .drawn(operation: sizesFrom + index, output: 0), isLoose: true)
            art.appearance = appearance
            return art
        }
        var art = SkinArt(name: name, kind: "art", position: named,
                          source: appearance == .any ? .input : .drawn(operation: firstOperation, output: 0), isLoose: false,
                          imageSet: .init(caps: look.caps, template: template, ownsAppearances: true),
                          ninePatch: .init(caps: look.caps, contentInsets: look.contentInsets, tiledAt: look.tileLocation))
        art.appearance = appearance
        return sized + [art]
    }

    /// Sizes need `output`; content insets pad 9-patches; art with no sizes is shipped with its caps.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        let (skin, line, column) = (image.path.reportedAt, image.path.line, image.path.column)
        if contentInsets != nil && !ninePatch {
            return SkinProblem.nowhereToWrite(what: "'content-insets' pads 9-patches", needs: "ninepatch").located(at: skin, line: line, column: column)
        }
        if sizes.isEmpty && !catalog && !ninePatch {
            return SkinProblem.nowhereToWrite(what: "the background '\(name)' has no sizes to render and is "
                                   + "shipped with its caps", needs: "catalog' or 'ninepatch").located(at: skin, line: line, column: column)
        }
        if !sizes.isEmpty && !output {
            return SkinProblem.nowhereToWrite(what: "the background '\(name)' is rendered at its sizes", needs: "output").located(at: skin, line: line, column: column)
        }
        // Another look ships in an image set, or (dark) as night 9-patches, or at its sizes.
        for other in otherLooks where !catalog && sizes.isEmpty && !(ninePatch && other.appearance.androidQualifier != nil) {
            let at = other.look.location ?? named
            return SkinProblem.nowhereToWrite(what: "the background '\(name)' '\(other.appearance.rawValue)' look is written into image sets (UIKit loads "
                                       + "appearances only from asset catalogs)" + (other.appearance.androidQualifier == nil ? "" : " or night 9-patches"), needs: other.appearance.androidQualifier == nil ? "catalog" : "catalog' or 'ninepatch").located(at: skin, line: at?.line, column: at?.column)
        }
        return nil
    }

    /// Where the name was written, else the art.
    private var named: SkinPosition? { nameLocation ?? image.path.position }

    /// One stretch per size, keeping the caps whole (a skin has no way to ask for them scaled down);
    /// then each other look's art read from its own family, and its stretches.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        func stretches(_ caps: CapSpecification) -> [any ImageOperation] {
            sizes.map { StretchOperation(width: $0.width, height: $0.height, caps: .given(caps), shrinkingCaps: false, limits: decoder.limits) }
        }
        return try stretches(caps) + otherLooks.flatMap { other in
            try ([nil] + stretches(other.look.caps)).map { inner in
                try LookFamilyOperation(family: other.look.image, of: self, inner: inner, decoder: decoder) as any ImageOperation
            }
        }
    }
}
