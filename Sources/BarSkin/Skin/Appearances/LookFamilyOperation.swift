import BarSkinArt
import BarSkinCore

/// Draws another appearance's art from its own family (a background's dark `image:`, a tab
/// item's dark `mask:`): the family's file at the scale and device of the variant being
/// drawn, read in place of the item's own, then drawn by `inner` or shipped as it is.
struct LookFamilyOperation: ImageOperation {
    /// The family, as the skin writes it.
    let family: SkinInput
    /// Its files by scale and device (`@2x~ipad`).
    let files: [String: SkinImageVariant]
    /// What draws the art from the file; nil ships the file's image itself.
    let inner: (any ImageOperation)?
    /// Reads the files, within the build's limits.
    let runner: OperationRunner

    /// The operation reading `family` as the build plan found it for `item`.
    /// - Throws: ``SkinBuildError`` for a family gone since the plan was made.
    init(family: SkinInput, of item: any SkinItem, inner: (any ImageOperation)?, decoder: PNGDecoder) throws {
        var warnings: [any LocatedError] = []
        let found = try SkinBuildPlan.family(family, of: item, listings: FolderListings(), warnings: &warnings)
        self.family = family
        self.files = Dictionary(found.map { (SkinImageFamily.slot(of: $0.fileName), $0) }, uniquingKeysWith: { first, _ in first })
        self.inner = inner
        self.runner = OperationRunner(decoder: decoder)
    }

    var identifier: String { (inner?.identifier ?? NormalizeOperation().identifier) + " from " + family.path.text }
    var description: String { (inner?.description ?? "the art as it is") + " from \(family.path.text)" }
    var outputRoles: [String] { inner?.outputRoles ?? NormalizeOperation().outputRoles }

    /// `inner` drawn from the family's file at the slot of `inputs[0]`, the item's own variant.
    func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        let device = inputs.first.flatMap { AssetFileName(parsing: PathText.fileName(of: $0.path)).device }
        let slot = SkinImageFamily.slot(of: AssetFileName(stem: "", scale: scale, device: device, pathExtension: "png"))
        guard let file = files[slot] else {
            let at = family.path
            throw SkinBuildProblem.imageNotFound(noun: family.noun, text: at.text, missing: "no \(slot) file").located(at: at.reportedAt, line: at.line, column: at.column)
        }
        let source = try runner.source(at: file.path, raster: file.raster).image
        return try inner?.render([source], scale: scale) ?? Rendering(images: [source.bitmap])
    }

    func encoder(compression: PNGCompression) -> PNGEncoder {
        inner?.encoder(compression: compression) ?? NormalizeOperation().encoder(compression: compression)
    }
}
