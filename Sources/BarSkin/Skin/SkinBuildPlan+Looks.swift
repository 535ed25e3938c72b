import BarSkinArt
import BarSkinCore

extension SkinBuildPlan {
    /// The files of `item`'s ``SkinItem/lookFamilies``, each family found as its own is and
    /// checked to have a file at every scale and device of `variants`, the item's own: the
    /// look of another appearance is drawn from the file at the variant being drawn.
    /// - Throws: ``SkinBuildError`` at the family, naming the first scale it lacks.
    static func lookVariants(of item: any SkinItem, matching variants: [SkinImageVariant], in spec: SkinSpec, listings: FolderListings,
                             warnings: inout [any LocatedError]) throws(SkinBuildError) -> [String] {
        var files: [String] = []
        for input in item.lookFamilies {
            let found = try family(input, of: item, skin: spec.path, listings: listings, warnings: &warnings)
            let slots = Set(found.map { SkinImageFamily.slot(of: $0.fileName) })
            if let lacking = variants.first(where: { !slots.contains(SkinImageFamily.slot(of: $0.fileName)) }) {
                throw .imageNotFound(path: spec.path, line: input.path.line, column: input.path.column, noun: input.noun, text: input.path.text,
                                     missing: "no \(SkinImageFamily.slot(of: lacking.fileName)) file where \(PathText.fileName(of: lacking.path)) has one")
            }
            files += found.map(\.path)
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

extension SkinOutputFolders {
    /// For each of the item's ``SkinItem/lookFamilies``, its file at each of the task's variants
    /// (the plan has checked each has one; a family gone since keeps the variant's own path).
    static func lookInputs(of task: SkinBuildTask) -> [[String]] {
        task.item.lookFamilies.map { family in
            var ignored: [any LocatedError] = []
            let found = (try? SkinBuildPlan.family(family, of: task.item, skin: task.skin, listings: FolderListings(), warnings: &ignored)) ?? []
            let bySlot = Dictionary(found.map { (SkinImageFamily.slot(of: $0.fileName), $0.path) }, uniquingKeysWith: { first, _ in first })
            return task.variants.map { bySlot[SkinImageFamily.slot(of: $0.fileName)] ?? $0.path }
        }
    }
}
