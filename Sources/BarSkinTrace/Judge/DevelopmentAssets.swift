import BarSkinCore

/// Images only for SwiftUI previews and tests: under a target's `DEVELOPMENT_ASSET_PATHS`, or in
/// the `Preview Content` folder or `Preview Assets.xcassets` catalog Xcode's templates make for them.
/// An archive leaves them out, so the shipping audit skips them and they are judged here instead:
/// one that no code loads is an `unused-development-asset`. Previews, tests and the code in the
/// development folder itself all count as loading, though a trace of the app leaves tests out.
struct DevelopmentAssets {
    /// Folders Xcode's templates create for preview art, which hold development assets by convention.
    static let conventionalFolders: Set<String> = ["Preview Content", "Preview Assets.xcassets"]

    /// The development assets, by key.
    let keys: Set<AssetKey>

    /// The development assets of `index`: a development asset path's, or in a conventional folder of
    /// a shipping target (or with no project to ask); an image only a test bundle holds is not the app's.
    init(index: AssetIndex, statuses: [AssetKey: BundleMembership.Status]) {
        keys = Set(index.allAssets.lazy.filter { asset in
            switch statuses[asset.key] {
            case .developmentAsset?: true
            case .considered?: Self.isConventional(asset.location)
            case nil: statuses.isEmpty && Self.isConventional(asset.location)
            default: false
            }
        }.map(\.key))
    }

    /// Whether a path is inside a conventional preview folder.
    static func isConventional(_ path: String) -> Bool {
        path.split(separator: "/").contains { conventionalFolders.contains(String($0)) }
    }

    /// `unused-development-asset` for each development asset nothing loads. `references` are the
    /// trace's; `setAside` resolves the rest (test bundles' code, code no target compiles), asked
    /// only when there are development assets. A name that could be any image loads none in particular.
    func findings(index: AssetIndex, used: Set<AssetKey>, references: [ResolvedReference],
                  setAside: () -> [ResolvedReference]) -> [Finding] {
        guard !keys.isEmpty else { return [] }
        var loaded = used.intersection(keys)
        for resolved in references + setAside() {
            if case .pattern(let pattern) = resolved.reference.target, pattern.matchesEverything { continue }
            loaded.formUnion(resolved.matchedAssets.lazy.filter(keys.contains))
        }
        return keys.subtracting(loaded).compactMap(index.asset).sorted { $0.location < $1.location }.map { asset in
            Finding(kind: .unusedDevelopmentAsset, name: asset.name, file: asset.location,
                    message: "the development \(asset.noun) '\(asset.name)' is loaded by no preview, test or other code; "
                        + "archives leave it out, so it only weighs on the repository")
        }
    }
}
