extension CatalogSetReader {
    /// A tvOS image stack as one asset: the files of every layer's `Content.imageset`,
    /// whatever their idiom (stacks are `tv` art). Empty slots and missing files stay
    /// out: they would point at the stack's own Contents.json, not the layer's.
    func fillStack(_ asset: inout ImageAsset, files: Set<String>) throws {
        for layer in try layers(of: asset.location, files: files) {
            let content = layer + "/Content.imageset"
            let contentFiles = Set(files.compactMap { $0.hasPrefix(content + "/") ? String($0.dropFirst(content.count + 1)) : nil })
            var layerAsset = ImageAsset(name: asset.name, kind: .imageset, location: asset.location + "/" + content,
                                        variants: [], emptySlots: [], missingFiles: [])
            try fill(&layerAsset, from: layerAsset.location, files: contentFiles, key: "images", idioms: nil)
            asset.variants += layerAsset.variants
        }
    }

    /// The stack's layer folders, front first, as its Contents.json lists them; without
    /// that list, the `.imagestacklayer` folders found, by name.
    private func layers(of folder: String, files: Set<String>) throws -> [String] {
        let found = Set(files.compactMap { file in
            file.split(separator: "/").first.map(String.init).flatMap { $0.hasSuffix(".imagestacklayer") ? $0 : nil }
        })
        let listed = try Self.slots(of: folder, key: "layers")?.0.compactMap { $0?.filename } ?? []
        return listed.isEmpty ? found.sorted() : listed.filter(found.contains)
    }
}
