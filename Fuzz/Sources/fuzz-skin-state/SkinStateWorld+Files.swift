import BarSkin
import Foundation

extension SkinStateWorld {
    /// The manifest's recorded outputs that a build of `kept` no longer makes (absolute): only
    /// these may become links, as a link in place of a live output is written through by design.
    func staleOutputs(keeping kept: [String]) -> [String] {
        guard let manifest = readManifest(), let items = manifest["items"] as? [[String: Any]] else { return [] }
        let build = project + "/Build"
        writeSkin(items: kept)
        guard let spec = try? SkinSpec.load(from: project + "/App.skin.yml") else { return [] }
        let planned = Set(SkinBuildPlan(specs: [spec]).tasks.flatMap(\.files).map { PathText.absolute($0.path) })
        return items.flatMap { ($0["outputs"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
            .map { PathText.absolute($0, in: build) }.filter { !planned.contains($0) }.sorted()
    }

    /// The folders in `folder` whose names end in `suffix`, sorted.
    func folders(in folder: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) && !$0.hasPrefix(".") }
            .sorted().map { folder + "/" + $0 }
    }

    /// The element of `list` that `index` picks, nil when it is empty.
    func pick(_ list: [String], _ index: Int) -> String? { list.isEmpty ? nil : list[index % list.count] }

    /// Moves `folder` outside and leaves a link to it in its place.
    func moveOutsideAndLink(_ folder: String?, _ index: Int) {
        guard let folder else { return }
        let moved = outside + "/folder-\(index)-" + PathText.fileName(of: folder)
        guard (try? FileManager.default.moveItem(atPath: folder, toPath: moved)) != nil else { return }
        try? FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: moved)
    }

    /// A manifest entry for the file at `relative` (to `folder`) with its true size and hash, so only
    /// where it is can keep it from being deleted.
    func record(of relative: String, from folder: String) -> [String: Any] {
        let bytes = (try? FileBytes.read(PathText.absolute(relative, in: folder))) ?? []
        return ["path": relative, "kind": "normal", "bytes": bytes.count, "modified": "0.0", "sha256": PixelDigest.sha256(of: bytes)]
    }

    func readManifest() -> [String: Any]? {
        FileBytes.data(project + "/Build/.App.skin.barskin.json").flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    /// Rewrites the manifest through `edit`, when there is one to edit.
    func editManifest(_ edit: (inout [String: Any]) -> Void) {
        guard var manifest = readManifest() else { return }
        edit(&manifest)
        guard let data = try? JSONSerialization.data(withJSONObject: manifest) else { return }
        FileManager.default.createFile(atPath: project + "/Build/.App.skin.barskin.json", contents: data)
    }
}
