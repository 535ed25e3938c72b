import BarSkinArt
import BarSkinCore

/// One image given to `slice`, every scale variant named on the command line:
/// shipped unchanged with its caps, as an image set and as Android 9-patches,
/// through the same skin build as a skin's backgrounds.
public struct SliceItem: SkinItem {
    /// The image set and resource name.
    public let name: String
    /// The first variant given; errors about the image name it.
    public let location: SkinPath
    /// The variants, in the order given.
    public let files: [SkinImageVariant]
    /// The one art: the variants themselves, with their caps wherever the command writes.
    public let arts: [SkinArt]

    /// The image `name` made of `files`, with `caps`, 9-patch padding, and a rendering intent when asked for one;
    /// `tileAsked` when the user asked for tiling, which its 9-patches cannot do.
    public init(name: String, files: [SkinImageVariant], caps: CapSpecification, contentInsets: CapInsets?, template: Bool?, tileAsked: Bool) {
        precondition(!files.isEmpty, "an image has at least one variant")
        self.name = name
        self.files = files
        // A command's item is written nowhere: its problems point at its first file.
        location = SkinPath(typed: files[0].path)
        arts = [SkinArt(name: name, kind: "art", position: nil, source: .input, isLoose: false,
                        imageSet: .init(caps: caps, template: template),
                        ninePatch: .init(caps: caps, contentInsets: contentInsets, tiled: tileAsked))]
    }

    /// The files are named, not found from a family.
    public var inputs: [SkinInput] { [] }
    /// The variants given.
    public var variantFiles: [SkinImageVariant]? { files }

    /// The command checks its folders.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? { nil }

    /// Nothing is drawn: the art is shipped as it is.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [] }
}
