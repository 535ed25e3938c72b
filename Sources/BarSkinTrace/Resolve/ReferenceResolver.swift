import BarSkinCore

/// Resolves every kind of reference: names with ``ImageNamedResolver``,
/// patterns against every asset name, generated symbols against catalog
/// names, and Info.plist's storyboards and icon names against the project.
struct ReferenceResolver {
    let index: AssetIndex
    let profile: DeviceProfile
    /// The storyboards and xibs, by name.
    let documents: InterfaceDocumentIndex
    /// Images skin files build, for names nothing else finds.
    var products = SkinProductIndex()
    /// Folders beyond the project listed once, for skin paths that only match ignoring case.
    let listings = FolderListings()
    /// The generated asset symbols; nil to derive them from the index.
    var generated: GeneratedNames?
    /// Symbols two sets of one catalog generate, to the set Xcode gives each (the name that sorts first).
    var clashingSymbols: [String: ImageAsset] = [:]

    /// A resolver of references to the assets of `index` and to `documents`.
    init(index: AssetIndex, profile: DeviceProfile, documents: [InterfaceDocument], products: SkinProductIndex = SkinProductIndex()) {
        self.index = index
        self.profile = profile
        self.documents = InterfaceDocumentIndex(documents)
        self.products = products
    }

    func resolve(_ references: [ImageReference]) -> [ResolvedReference] {
        let resolver = ImageNamedResolver(index: index, profile: profile)
        // Patterns repeat across files (`frame_\(i)` in every screen): match each distinct one once.
        let stems = index.allAssets.map { ($0.stem, $0.key) }
        var patternMatches: [NamePattern: [AssetKey]] = [:]
        let names = generated ?? GeneratedNames(index: index)
        let symbols = SymbolTable(index.allSets)
        let sprites = SpriteKitNames(index: index)
        return references.map { reference in
            var result = ResolvedReference(reference: reference, resolution: nil, matchedAssets: [], resolvedPath: nil, launch: false)
            switch reference.target {
            case .name(let name) where reference.role == "CFBundleIconName":
                result.resolvedPath = index.iconSets[name]
                result.resolution = result.resolvedPath == nil ? .missing : nil
            case .name(let name) where reference.loader == .textureAtlas:
                sprites.atlas(name, into: &result)
            case .name(let name):
                var resolution = resolver.resolve(name)
                if reference.loader.searchesAtlases { resolution = sprites.texture(name, after: resolution) }
                if case .missing = resolution, let planned = planned(name) { resolution = planned }
                if case .missing = resolution, let folder = iconSet(named: name, role: reference.role) {
                    result.resolvedPath = folder
                    break
                }
                result.resolution = resolution
                switch resolution {
                case .found(let key, let path), .caseMismatch(let key, _, let path):
                    result.matchedAssets = [key]
                    result.resolvedPath = path
                case .missing: break
                }
            case .pattern(let pattern) where reference.loader == .textureAtlas:
                guard !pattern.matchesEverything else { break }
                result.matchedAssets = sprites.atlasImages(matching: pattern)
            case .pattern(let pattern):
                guard !pattern.matchesEverything else { break }
                if let cached = patternMatches[pattern] {
                    result.matchedAssets = cached
                } else {
                    let matcher = pattern.withoutImageExtension
                    result.matchedAssets = stems.filter { matcher.matchesStem($0.0) }.map(\.1)
                    patternMatches[pattern] = result.matchedAssets
                }
                if reference.loader.searchesAtlases {
                    let found = Set(result.matchedAssets)
                    result.matchedAssets += sprites.textures(matching: pattern).filter { !found.contains($0) }
                }
            case .symbol(let symbol):
                var sets = clashingSymbols[symbol].map { [$0] } ?? names.symbols[symbol] ?? []
                // Xcode requires the namespace, but a reference written against another generator's
                // namespacing (or a namespace the walker could not see) should not make a use missing.
                if sets.isEmpty, let near = symbols.set(for: symbol) { sets = [near] }
                if let best = sets.first {
                    result.matchedAssets = sets.map(\.key)
                    result.resolvedPath = resolver.variant(of: best, at: profile.highestScale)?.path
                    result.resolution = .found(assetKey: best.key, path: result.resolvedPath)
                } else {
                    result.resolution = .missing
                }
            case .document(let name):
                result.resolvedPath = document(named: name, role: reference.role, near: reference.file)?.path
            case .file(_, let path, let exact):
                let asset: AssetKey?
                (result.resolution, result.resolvedPath, asset) = file(at: path, exact: exact)
                result.matchedAssets = asset.map { [$0] } ?? []
            }
            return result
        }
    }

    /// The storyboard (or nib, for `NSMainNibFile`) with that base name; a launch screen
    /// (`UILaunchStoryboardName`) may be either, a storyboard first.
    /// Of several (an app's `Main` and a vendored example app's), the one nearest the
    /// Info.plist that names it: the most folders in common, as a target keeps both in its folder.
    func document(named name: String, role: String, near plist: String = "") -> InterfaceDocument? {
        let wanted: [ReferenceSource] = role.hasPrefix("NSMainNibFile") ? [.xib]
            : role.hasPrefix("UILaunchStoryboardName") ? [.storyboard, .xib] : [.storyboard]
        let candidates = wanted.flatMap { documents.named(name, source: $0) }
        guard candidates.count > 1 else { return candidates.first }
        let folders = plist.split(separator: "/").dropLast()
        func shared(_ document: InterfaceDocument) -> Int {
            zip(folders, document.path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        return candidates.enumerated().max { (shared($0.element), -$0.offset) < (shared($1.element), -$1.offset) }?.element
    }
}
