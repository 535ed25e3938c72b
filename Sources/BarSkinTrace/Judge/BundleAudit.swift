import BarSkinCore
import Foundation

/// What an Xcode project's targets say about a trace: which files are outside
/// it (left-out targets), which images ship in which bundles, which images no
/// target ships (`not-in-bundle`), and which references load an image that is on
/// disk but not in the bundle of a target that runs them (`missing` at run time).
///
/// Without a project every file counts and every image is taken as shipped.
struct BundleAudit {
    let membership: BundleMembership?
    /// The targets whose code declares its own `UIImage.init?(named:)` loading from its bundle: a plain
    /// `UIImage(named:)` may reach it, so their copies count beside the main bundle's.
    var imageNamedBundles: Set<String> = []
    let workingFolder = FileManager.default.currentDirectoryPath

    init(membership: BundleMembership?) {
        self.membership = membership
    }

    /// Where the file that holds a reference stands, by walked path (memoised by the caller's loop).
    func buildStatus(of file: String) -> BundleMembership.Status? {
        membership?.building(PathText.absolute(file, in: workingFolder))
    }

    /// Whether a set or folder at `location` (as walked) ships in a traced target; true without a project.
    func isConsidered(_ location: String) -> Bool {
        guard let membership else { return true }
        if case .considered = membership.bundling(PathText.absolute(location, in: workingFolder)) { return true }
        return false
    }

    /// Where each asset stands: the status of any variant that is considered, else a development
    /// asset, else left out, else none.
    func assetStatuses(_ assets: [ImageAsset]) -> [AssetKey: BundleMembership.Status] {
        guard let membership else { return [:] }
        var statuses: [AssetKey: BundleMembership.Status] = [:]
        for asset in assets {
            let key = asset.key
            for path in Self.paths(of: asset) {
                statuses[key] = Self.merge(statuses[key], membership.bundling(PathText.absolute(path, in: workingFolder)))
            }
        }
        return statuses
    }

    /// The images in no target that nothing references, by folder.
    func outside(references: [ResolvedReference], statuses: [AssetKey: BundleMembership.Status], index: AssetIndex,
                 roots: [String]) -> [OutsideTargetFolder] {
        guard membership != nil else { return [] }
        let referenced = Set(references.flatMap(\.matchedAssets))
        let (outside, others) = index.allAssets.reduce(into: ([ImageAsset](), [ImageAsset]())) { split, asset in
            if statuses[asset.key] == .noTarget, !referenced.contains(asset.key) { split.0.append(asset) } else { split.1.append(asset) }
        }
        return OutsideTargetFolder.group(outside: outside, others: others, roots: roots)
    }

    /// `app icon` for every image set an app icon build setting names.
    func appIconReasons(index: AssetIndex) -> [AssetKey: String] {
        var reasons: [AssetKey: String] = [:]
        for target in membership?.targets ?? [] {
            for name in target.appIconNames where index.catalog[name] != nil { reasons[AssetKey(kind: .imageset, name: name)] = SystemImages.appIcon }
        }
        return reasons
    }

    /// `not-in-bundle` for every asset in no target (but those a skin file builds from,
    /// which are build inputs), and `missing` for references whose image their targets do not ship.
    func findings(references: [ResolvedReference], statuses: [AssetKey: BundleMembership.Status], index: AssetIndex,
                  fileStatuses: [String: BundleMembership.Status]) -> [Finding] {
        guard let membership else { return [] }
        var findings: [Finding] = []
        let skinInputs = Set(references.filter { $0.reference.source == .skin }.flatMap(\.matchedAssets))
        // What nothing references is not the app's: ``outside(references:statuses:index:)`` counts it by folder.
        let referenced = Set(references.flatMap(\.matchedAssets))
        for asset in index.allAssets {
            let key = asset.key
            guard statuses[key] == .noTarget, !skinInputs.contains(key), referenced.contains(key) else { continue }
            findings.append(Finding(kind: .notInBundle, name: asset.name, file: asset.location,
                                    message: "\(asset.noun) '\(asset.name)' is in no target's Copy Bundle Resources: no app or extension ships it"))
        }
        let locations = Self.locations(index)
        var shipping: [AssetKey: Set<String>] = [:]
        var inSome: [(reference: ImageReference, lacking: [String], shippers: [String])] = []
        // One name: one asset, or the same-named sets of several catalogs.
        for resolved in references where !resolved.matchedAssets.isEmpty
            && resolved.matchedAssets.allSatisfy({ $0.kind == resolved.matchedAssets[0].kind && $0.name == resolved.matchedAssets[0].name }) {
            switch resolved.reference.target {
            case .name, .symbol: break
            default: continue
            }
            guard case .considered(let allRunners)? = fileStatuses[resolved.reference.file], !resolved.reference.fallsBack,
                  !resolved.reference.bundle.isWritten else { continue }
            // Code inside `#if os(macOS)` is compiled into the Mac targets alone.
            let runners = allRunners.filter { runner in
                guard let platforms = resolved.reference.platforms, let target = membership.target(named: runner), !target.platforms.isEmpty else { return true }
                return !target.platforms.isDisjoint(with: platforms)
            }
            guard !runners.isEmpty else { continue }
            // An image a skin file will build is not on disk yet: the build puts it where it belongs.
            // A development asset is for previews, whose code is not in an archive either.
            let key = resolved.matchedAssets[0]
            guard let status = statuses[key], status != .developmentAsset else { continue }
            // Every location of the name: each bundle finds the set of its own catalog.
            if shipping[key] == nil {
                shipping[key] = (locations[AssetKey(kind: key.kind, name: key.name)] ?? []).reduce(into: Set<String>()) {
                    $0.formUnion(membership.shippingTargets(PathText.absolute($1, in: workingFolder)))
                }
            }
            let lacking = Self.lacking(runners: runners, shipping: shipping[key] ?? [], membership: membership)
            guard !lacking.isEmpty else { continue }
            let place = resolved.resolvedPath ?? index.asset(key)?.location ?? key.name
            // Some target that compiles the file ships the image: the path that loads it may be that target's alone.
            if lacking.count < runners.count {
                inSome.append((resolved.reference, lacking, runners.filter { shipping[key]?.contains($0) ?? false }))
            } else {
                findings.append(Self.missing(resolved.reference, at: place, lacking: lacking))
            }
        }
        return findings + Self.missingInSome(inSome)
    }
}
