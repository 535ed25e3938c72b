import BarSkinCore
import Foundation

extension QuarantinePlanner {
    /// Fills `move` with a catalog set's files, bound for `<folder>/<catalog name>.xcassets` under the
    /// groups of its old path, and the `Contents.json` of the catalog and of each of those groups
    /// (a group that provides a namespace keeps doing so). A catalog's sets are not in the project.
    /// False for a set outside any catalog, which is left where it is. A catalog whose name another
    /// traced catalog shares (`sharedNames`: an app's and its extension's `Assets.xcassets`) goes under
    /// its old path instead (`<folder>/Share/Assets.xcassets`), so two sets of one name never meet.
    func catalogMove(_ asset: ImageAsset, into folder: String, sharedNames: Set<String>, _ move: inout QuarantineMove) -> Bool {
        let set = relative(PathText.absolute(asset.location))
        let components = set.split(separator: "/").map(String.init)
        guard let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }), catalog < components.count - 1 else { return false }
        let catalogPath = components[...catalog].joined(separator: "/")
        let destination = folder + "/" + (sharedNames.contains(components[catalog]) ? catalogPath : components[catalog])
        let inner = Array(components[(catalog + 1)...])
        var entries: [String] = []
        // Only regular files move: a set folder holding anything else is left whole where it is.
        let setPath = rootPath + "/" + set
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: setPath)) ?? []).sorted() {
            guard SystemCalls.linkStatus(ofPath: setPath + "/" + name)?.kind == .regularFile else { return false }
            entries.append(name)
        }
        guard !entries.isEmpty else { return false }
        move.files = entries.map { QuarantineFile(original: set + "/" + $0, quarantined: destination + "/" + inner.joined(separator: "/") + "/" + $0, sha256: "") }
        move.emptiedFolders = [set]
        for depth in 0..<inner.count {
            let group = ([catalogPath] + inner.prefix(depth)).joined(separator: "/") + "/Contents.json"
            guard SystemCalls.linkStatus(ofPath: rootPath + "/" + group)?.kind == .regularFile else { continue }
            move.copies.append(QuarantineFile(original: group, quarantined: ([destination] + inner.prefix(depth)).joined(separator: "/") + "/Contents.json", sha256: ""))
        }
        return true
    }

    /// The names of catalogs (`Assets.xcassets`) that more than one traced catalog has.
    func sharedCatalogNames() -> Set<String> {
        var paths: [String: Set<String>] = [:]
        for asset in report.assets where asset.kind == .imageset {
            let components = relative(PathText.absolute(asset.location)).split(separator: "/").map(String.init)
            guard let catalog = components.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            paths[components[catalog], default: []].insert(components[...catalog].joined(separator: "/"))
        }
        return Set(paths.filter { $0.value.count > 1 }.keys)
    }
}
