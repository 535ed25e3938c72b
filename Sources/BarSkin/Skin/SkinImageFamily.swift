import BarSkinArt
import BarSkinCore
import Foundation

/// One file of an image family: `Icons/star@2x~ipad.png` of `Icons/star`.
public struct SkinImageVariant: Sendable, Hashable {
    /// The file, as the skin's folder and the file name join.
    public var path: String
    /// The name's scale and device; for a vector file, the PNG name it stands for at one scale.
    public var fileName: AssetFileName
    /// For an SVG or PDF, how it is drawn at this variant's scale; nil for a PNG.
    public var raster: VectorRaster?

    /// A variant from its parts.
    public init(path: String, fileName: AssetFileName, raster: VectorRaster? = nil) {
        self.path = path
        self.fileName = fileName
        self.raster = raster
    }

    /// A variant of drawn art, which reads no file: at the skin file it is written in, or,
    /// for a command's, at its own file name.
    public init(drawn fileName: AssetFileName, in source: SkinSource) {
        self.init(path: source.file ?? fileName.fileName, fileName: fileName)
    }
}

/// Finds the files of an image family the way `imageNamed:` would: `Icons/star`
/// (or `Icons/star.png`) stands for every `star[@Nx][~device].png` in `Icons`.
enum SkinImageFamily {
    /// The family's files, sorted by device then scale, or what is wrong: none
    /// at all, or two for one scale and device (`a.png` and `a@1x.png`), which
    /// would write one output twice.
    /// `listings` holds the folders already read, so items sharing a folder read it once.
    /// Files with a suffix `imageNamed:` never reads as a device (`~foo`, `~IPAD`) are
    /// left out and added, as written, to `leftOut`.
    /// An SVG or PDF file (`star.svg`, or `star` where no `star.png` family is) is the
    /// family `vectors` draws it as: one variant per scale, each reading the one file.
    static func variants(of location: SkinPath, listings: FolderListings, leftOut: inout [String],
                         vectors: VectorFamily = .default) -> Result<[SkinImageVariant], Problem> {
        let folder = PathText.folder(of: location.resolved)
        let writtenFolder = PathText.folder(of: location.text)
        if VectorFormat(path: location.text) != nil {
            return vectorVariants(of: location, folder: folder, writtenFolder: writtenFolder, listings: listings, vectors: vectors)
        }
        let stem = FolderListings.stem(of: location.text)
        let expected = (writtenFolder.isEmpty ? "" : writtenFolder + "/") + stem + ".png"
        guard let byStem = listings.families(in: folder.isEmpty ? "." : folder) else {
            return .failure(.missing("no folder \(writtenFolder.isEmpty ? "." : writtenFolder)"))
        }
        let drawings = (listings.vectorFamilies(in: folder.isEmpty ? "." : folder)?[stem] ?? []).filter { $0.parsed.scale == 1 }
        func written(_ name: String) -> String { (writtenFolder.isEmpty ? "" : writtenFolder + "/") + name }
        if let drawing = drawings.first {
            // A family given twice, as PNGs and as a drawing, would write each output twice.
            if let other = byStem[stem]?.first ?? drawings.dropFirst().first {
                return .failure(.ambiguous(slot: "@\(other.parsed.scale)x", first: written(other.name), second: written(drawing.name)))
            }
            return vectorVariants(of: location.naming(written(drawing.name)),
                                  folder: folder, writtenFolder: writtenFolder, listings: listings, vectors: vectors)
        }
        var isFolder: ObjCBool = false
        var variants: [SkinImageVariant] = [], strays: [String] = []
        // Sorted, as the variants are below, so warnings come in the same order on every machine.
        defer { leftOut += strays.sorted() }
        for (name, parsed) in byStem[stem] ?? [] {
            let path = folder.isEmpty ? name : (folder == "/" ? "/" + name : folder + "/" + name)
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if let device = parsed.device, !Self.devices.contains(device) {
                strays.append((writtenFolder.isEmpty ? "" : writtenFolder + "/") + name)
                continue
            }
            variants.append(SkinImageVariant(path: path, fileName: parsed))
        }
        guard !variants.isEmpty else {
            // A Mac's disk finds `Icons/Star` as star.png; a device and this build do not, so say why.
            let nearly = byStem.filter { $0.key != stem && $0.key.lowercased() == stem.lowercased() }.values.joined().map(\.name).min()
            let hint = nearly.map { " (\(writtenFolder.isEmpty ? "" : writtenFolder + "/")\($0) differs in case)" } ?? ""
            return .failure(.missing("no \(expected) or a scale variant of it" + hint))
        }
        // Names, not directory order, decide the order, so reports and outputs are the same on every machine.
        variants.sort { ($0.fileName.device ?? "", $0.fileName.scale, $0.path) < ($1.fileName.device ?? "", $1.fileName.scale, $1.path) }
        for (first, second) in zip(variants, variants.dropFirst())
        where first.fileName.device == second.fileName.device && first.fileName.scale == second.fileName.scale {
            let written = { (variant: SkinImageVariant) in (writtenFolder.isEmpty ? "" : writtenFolder + "/") + PathText.fileName(of: variant.path) }
            return .failure(.ambiguous(slot: slot(of: first.fileName), first: written(first), second: written(second)))
        }
        return .success(variants)
    }

    /// The variants of the one vector file `location` names: each scale of `vectors`.
    private static func vectorVariants(of location: SkinPath, folder: String, writtenFolder: String, listings: FolderListings,
                                       vectors: VectorFamily) -> Result<[SkinImageVariant], Problem> {
        let name = PathText.fileName(of: location.text)
        guard listings.vectorFamilies(in: folder.isEmpty ? "." : folder)?.values.joined().contains(where: { $0.name == name }) == true else {
            return .failure(.missing("no \(location.text)"))
        }
        let path = folder.isEmpty ? name : (folder == "/" ? "/" + name : folder + "/" + name)
        do {
            return .success(try vectors.variants(of: path).map { SkinImageVariant(path: path, fileName: $0.fileName, raster: $0.raster) })
        } catch {
            return .failure(.missing(error.message))
        }
    }

    /// A variant's scale and device as a message writes them: `@2x`, `@3x~ipad`.
    static func slot(of fileName: AssetFileName) -> String {
        "@\(fileName.scale)x" + (fileName.device.map { "~" + $0 } ?? "")
    }

    /// The device suffixes UIKit reads, spelled as it reads them (on a device, names are case-sensitive).
    static let devices: Set<String> = ["iphone", "ipad"]

    /// Why a family gives no variants to build.
    enum Problem: Error {
        /// Nothing found; the text (for `not found: ...`) says what was looked for.
        case missing(String)
        /// Two files, as written in the skin, for one scale and device (`@2x~ipad`).
        case ambiguous(slot: String, first: String, second: String)
    }
}
