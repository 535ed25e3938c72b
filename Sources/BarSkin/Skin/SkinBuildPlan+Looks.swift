import BarSkinArt
import BarSkinCore

extension SkinBuildPlan {
    /// The files of `item`'s ``SkinItem/lookFamilies``, each family found as its own is and
    /// checked to have a file at every scale and device of `variants`, the item's own: for
    /// each family, its file at each of those variants, as the look of another appearance is
    /// drawn from the file at the variant being drawn.
    /// - Throws: ``SkinBuildError`` at the family, naming the first scale it lacks.
    static func lookVariants(of item: any SkinItem, matching variants: [SkinImageVariant], in spec: SkinSpec, listings: FolderListings,
                             warnings: inout [any LocatedError]) throws(SkinBuildError) -> [[String]] {
        var files: [[String]] = []
        for input in item.lookFamilies {
            let found = try family(input, of: item, listings: listings, warnings: &warnings)
            let bySlot = Dictionary(found.map { (SkinImageFamily.slot(of: $0.fileName), $0.path) }, uniquingKeysWith: { first, _ in first })
            var matched: [String] = []
            for variant in variants {
                guard let file = bySlot[SkinImageFamily.slot(of: variant.fileName)] else {
                    throw SkinBuildProblem.imageNotFound(noun: input.noun, text: input.path.text, missing: "no \(SkinImageFamily.slot(of: variant.fileName)) file where \(PathText.fileName(of: variant.path)) has one").located(at: input.path.reportedAt, line: input.path.line, column: input.path.column)
                }
                matched.append(file)
            }
            files.append(matched)
        }
        return files
    }
}

extension SkinItem {
    /// The families after the first: looks for other appearances (a background's dark
    /// `image:`, a tab item's dark `mask:`), each drawn from its file at the scale and device
    /// of the variant being drawn, so each needs one wherever the item's own family has one.
    public var lookFamilies: [SkinInput] {
        Array(inputs.filter { !$0.isExactFile }.dropFirst())
    }
}
