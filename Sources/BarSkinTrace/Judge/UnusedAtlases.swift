import BarSkinCore

/// Texture atlases none of whose images anything uses, and that no code loads by name: one
/// `unused` finding for the atlas, at its folder, in place of one per image, since an atlas is
/// kept or deleted whole (a level's sprites, a character's frames).
struct UnusedAtlases {
    /// Most images an atlas's message names.
    static let imagesInMessage = 2

    let index: AssetIndex

    /// `findings` with the `unused` findings of each wholly unused atlas of two images or more replaced by one for the atlas.
    func regrouped(_ findings: [Finding]) -> [Finding] {
        guard !index.atlases.isEmpty else { return findings }
        let unused = Set(findings.lazy.filter { $0.kind == .unused }.map(\.file))
        var grouped = Set<String>(), atlasFindings: [Finding] = []
        for name in index.atlases.keys.sorted() {
            let images = (index.atlasImages[name] ?? []).compactMap(index.asset)
            guard images.count >= 2, images.allSatisfy({ unused.contains($0.location) }), let atlas = index.atlases[name] else { continue }
            grouped.formUnion(images.map(\.location))
            let names = images.map(\.name).sorted()
            let shown = names.prefix(Self.imagesInMessage).map { "'\($0)'" }.joined(separator: ", ")
            let more = names.count > Self.imagesInMessage ? " and \(names.count - Self.imagesInMessage) more" : ""
            atlasFindings.append(Finding(kind: .unused, name: name, file: atlas.folder,
                                         message: "sprite atlas '\(name)' (\(names.count) images: \(shown)\(more)) is loaded by no code "
                                            + "and none of its images is used by any storyboard, xib, code, plist or skin file"))
        }
        return findings.filter { $0.kind != .unused || !grouped.contains($0.file) } + atlasFindings
    }
}
