import BarSkinArt
import BarSkinCore

/// One item of a skin section: the image families it reads, the art it makes
/// and the operations that draw it.
///
/// A section (``SkinSection``) reads its items; everything else (the build
/// plan, the conflict checks, `--dry-run`, `--json`, trace's view of what a
/// skin makes and the build itself) works on this protocol alone, so a new
/// kind of art is one folder.
public protocol SkinItem: Sendable {
    /// The output name, unique in the skin file.
    var name: String { get }
    /// Where problems with the item point: its mask or art, or its section's key.
    var location: SkinPath { get }
    /// The image files it reads. The variants of the first family (an input that
    /// is not ``SkinInput/isExactFile``) are the item's variants; an exact file
    /// must exist. Empty for drawn art.
    var inputs: [SkinInput] { get }
    /// The scales drawn art is made at, used when the item reads no family.
    var drawnScales: [Int] { get }
    /// Images its art depends on besides ``inputs`` (a preview's masks): checked by
    /// incremental builds, never reported as the item's own inputs.
    var alsoReads: [SkinInput] { get }
    /// The files it is made for, when a command named them rather than a family
    /// (`tint chat@2x.png` makes art for that file alone); nil for a skin's items.
    var variantFiles: [SkinImageVariant]? { get }
    /// The art it makes, each named once here for every part of the build.
    var arts: [SkinArt] { get }
    /// How an SVG or PDF given as its family is drawn: the scales and the fit box.
    var vectors: VectorFamily { get }
    /// The colour sets it writes into the skin's catalog, after its image sets.
    var colorSets: [SkinColorSet] { get }
    /// The custom symbols it writes into the skin's catalog, after its colour sets.
    var symbolSets: [SkinSymbolSet] { get }
    /// The text files it writes (generated code), after its colour sets and symbols.
    var textFiles: [SkinTextFile] { get }
    /// Warnings about the item's found variants, said when the build is planned.
    func warnings(variants: [SkinImageVariant]) -> [any LocatedError]
    /// The skin folder the item needs and the skin lacks, as an error at the item.
    func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError?
    /// The operations that draw its arts (``SkinArt/Source/drawn(operation:output:)``
    /// indexes them), made when the build starts: a look may name an image to decode.
    /// - Throws: a located error naming the file that could not be used.
    func operations(decoder: PNGDecoder) throws -> [any ImageOperation]
}

extension SkinItem {
    /// Items read a family by default.
    public var drawnScales: [Int] { [] }

    /// Most items read only their inputs.
    public var alsoReads: [SkinInput] { [] }

    /// A skin's items find their files from a family.
    public var variantFiles: [SkinImageVariant]? { nil }

    /// @1x, @2x and @3x, each drawing at its own size.
    public var vectors: VectorFamily { .default }

    /// Most items write images alone.
    public var colorSets: [SkinColorSet] { [] }

    /// Most items write no symbol.
    public var symbolSets: [SkinSymbolSet] { [] }

    /// Most items write no text.
    public var textFiles: [SkinTextFile] { [] }

    /// None by default.
    public func warnings(variants: [SkinImageVariant]) -> [any LocatedError] { [] }

    /// The family whose variants the item is made for, if it reads one.
    public var family: SkinInput? { inputs.first { !$0.isExactFile } }

    /// Whether its variants are image files it reads (a family, or files a command named),
    /// rather than scales it draws at.
    public var readsVariants: Bool { family != nil || variantFiles != nil }
}

/// One image a skin item makes, and where it goes.
public struct SkinArt: Sendable, Hashable {
    /// Where the pixels come from.
    public enum Source: Sendable, Hashable {
        /// The variant of the item's family itself (art shipped with its caps).
        case input
        /// Output `output` of operation `operation` of ``SkinItem/operations(decoder:)``.
        case drawn(operation: Int, output: Int)
    }

    /// The base name: `star-normal`, `Bar-320x49`, an image set's name.
    public var name: String
    /// What it is, as `build --json` names it: `normal`, `selected`, `sized`, `art`.
    public var kind: String
    /// Where the skin asks for it, for messages about its name; nil for art a command makes.
    public var position: SkinPosition?
    /// Where the pixels come from.
    public var source: Source
    /// Written as a PNG per variant into the skin's `output` folder.
    public var isLoose: Bool
    /// The folder a loose PNG goes to instead of `output` (a preview written where `--preview` says).
    public var folder: String?
    /// The loose PNG's path below its folder, when a command's naming rule decides it rather
    /// than ``name`` and the variant's suffixes (`glow icons` keeps `sub/chat@1x.png`).
    public var fileName: String?
    /// Shipped as an image set into the skin's `catalog`, when it has one.
    public var imageSet: ImageSetExport?
    /// Shipped as Android 9-patches into the skin's `ninepatch` folder, when it has one.
    public var ninePatch: NinePatchExport?
    /// The trait it is drawn for: arts of one name and several appearances share an image set,
    /// and a loose one carries ``Appearance/fileSuffix`` before its scale.
    public var appearance: Appearance = .any
    /// The index in ``SkinItem/lookFamilies`` of the family it is drawn from (a dark look's own
    /// `image:` or `mask:`), which its files name as their input; nil for the item's own.
    public var lookFamily: Int?

    /// An art from its parts.
    public init(name: String, kind: String, position: SkinPosition?, source: Source, isLoose: Bool,
                imageSet: ImageSetExport? = nil, ninePatch: NinePatchExport? = nil, folder: String? = nil, fileName: String? = nil) {
        self.folder = folder
        self.fileName = fileName
        self.name = name
        self.kind = kind
        self.position = position
        self.source = source
        self.isLoose = isLoose
        self.imageSet = imageSet
        self.ninePatch = ninePatch
    }

    /// How an image set carries the art: its caps (nil for art that does not stretch) and look.
    public struct ImageSetExport: Sendable, Hashable {
        /// The caps, written per scale as the set's `resizing`.
        public var caps: CapSpecification?
        /// `template-rendering-intent`: template (true) or original (false); nil leaves the set's own.
        public var template: Bool?
        /// Ship the item's SVG or PDF itself as a vector set (``VectorSetWriter``) rather than
        /// PNGs, where its variants are drawn from one; a PNG family is still rasterized.
        public var vector: Bool
        /// Whether the set's appearances are all the item's to write, though its light art is an
        /// input shipped as it is (a background with looks of its own): an entry of a look the
        /// item no longer has, under the name BarSkin gives it, is dropped. Drawn art always owns them.
        public var ownsAppearances: Bool

        /// An export from its parts.
        public init(caps: CapSpecification?, template: Bool?, vector: Bool = false, ownsAppearances: Bool = false) {
            self.caps = caps
            self.template = template
            self.vector = vector
            self.ownsAppearances = ownsAppearances
        }
    }

    /// How a 9-patch frames the art.
    public struct NinePatchExport: Sendable, Hashable {
        /// The stretch regions.
        public var caps: CapSpecification
        /// The padding marks, in points.
        public var contentInsets: CapInsets?
        /// The art was asked to tile, which a 9-patch cannot: warned about.
        public var tiled: Bool
        /// Where the skin asks it to tile, to warn there; nil when a command's flag asked.
        public var tiledAt: SkinPosition?

        /// An export from its parts: tiling asked by `tiled`, or at `tiledAt` in a skin.
        public init(caps: CapSpecification, contentInsets: CapInsets?, tiled: Bool = false, tiledAt: SkinPosition? = nil) {
            self.caps = caps
            self.contentInsets = contentInsets
            self.tiled = tiled || tiledAt != nil
            self.tiledAt = tiledAt
        }
    }
}
