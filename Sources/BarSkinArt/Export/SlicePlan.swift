import BarSkinCore

/// The inputs of `slice` read and grouped into images: `x.png`, `x@2x.png` and
/// `x@3x.png` are one image with three variants.
public struct SlicePlan: Sendable {
    /// One image: its stem and every variant given, in input order.
    public struct Image: Sendable {
        /// The file stem shared by the variants.
        public var stem: String
        /// The variants, decoded, with their bytes kept for copying.
        public var variants: [SliceVariant]
    }

    /// The images, in the order their first variant was given.
    public var images: [Image] = []
    /// Inputs that could not be used (unreadable, not a PNG, an Android 9-patch).
    public var failures: [any LocatedError] = []

    /// Reads and groups `files`, going on past any that cannot be used.
    public init(files: [InputFile], decoder: PNGDecoder) {
        for file in files {
            do {
                // Its frame would become part of the art, and its name would get a stray ".9".
                guard !NinePatch.isNinePatchName(file.path) else { throw SliceError.alreadyNinePatch(path: file.path) }
                let variant = try SliceVariant(reading: file.path, decoder: decoder)
                if let index = images.firstIndex(where: { $0.stem == variant.fileName.stem }) {
                    images[index].variants.append(variant)
                } else {
                    images.append(Image(stem: variant.fileName.stem, variants: [variant]))
                }
            } catch let error as any LocatedError {
                failures.append(error)
            } catch {
                failures.append(FileError.unreadable(path: file.path, reason: "\(error)"))
            }
        }
    }

    /// The 9-patch `resource` at the lowest density of `image`, when an earlier image of
    /// the run already writes it (Box.png and box.png both become box.9.png): the error
    /// to report instead of overwriting. Records `image` as the writer otherwise.
    public static func resourceClash(_ resource: String, image: Image, folder: String, firstInputs: inout [String: String]) -> FileError? {
        if let first = firstInputs[resource] {
            let scale = image.variants.map(\.fileName.scale).min() ?? 1
            let density = NinePatchWriter.densityFolder(forScale: scale) ?? "drawable"
            return .duplicateOutput(path: image.variants[0].path, output: "\(folder)/\(density)/\(resource).9.png", firstInput: first)
        }
        firstInputs[resource] = image.variants[0].path
        return nil
    }
}

/// Why an input of `slice` cannot be shipped.
public enum SliceError: LocatedError, Equatable {
    /// The input is already an Android 9-patch; slice takes art without the frame.
    case alreadyNinePatch(path: String)

    /// The input.
    public var path: String {
        switch self {
        case .alreadyNinePatch(let path): path
        }
    }

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .alreadyNinePatch: "already an Android 9-patch; slice takes art without the frame"
        }
    }
}
