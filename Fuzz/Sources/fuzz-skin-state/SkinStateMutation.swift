import BarSkin
import Foundation

/// One change a user (or an attacker) makes between two builds, chosen by the fuzzer's bytes.
enum SkinStateMutation {
    /// A stale output replaced by a link to a copy of it outside (the same bytes).
    case linkStaleFile(Int)
    /// An image set folder moved outside and linked back.
    case linkImageSet(Int)
    /// A density folder of the 9-patches moved outside and linked back.
    case linkDensityFolder(Int)
    /// The manifest's stale list gains a path leading outside, with the true record of the file there.
    case staleEntry(Int)
    /// An item's recorded output moved to a path outside, with that file's true record.
    case movedOutput(Int)
    /// A stale output replaced with the user's own bytes.
    case userArt(Int)
    /// The manifest deleted, its quick index kept.
    case deleteManifest
    /// The manifest replaced with garbage.
    case garbageManifest
    /// `catalog:` set to a folder inside the output folder that is a link to one outside.
    case linkedCatalog

    static let hostilePaths = ["../../Outside/notes.txt", "App.xcassets/../../../Outside/notes.txt", "../../Outside/copy-0",
                               "res/../../../Outside/notes.txt", "App.xcassets/star-normal.imageset/../../../../Outside/notes.txt"]

    init(input: inout FuzzInput) {
        let index = Int(input.byte())
        self = input.pick([.linkStaleFile(index), .linkImageSet(index), .linkDensityFolder(index), .staleEntry(index),
                           .movedOutput(index), .userArt(index), .deleteManifest, .garbageManifest, .linkedCatalog])
    }

    /// The skin's `catalog:` this mutation sets, if it sets one.
    var catalog: String? {
        if case .linkedCatalog = self { return "Build/Linked.xcassets" }
        return nil
    }

    /// Applies the change; `kept` are the items the second build's skin keeps.
    func apply(to world: SkinStateWorld, keeping kept: [String]) {
        let build = world.project + "/Build"
        let manager = FileManager.default
        switch self {
        case .linkStaleFile(let index):
            guard let path = world.pick(world.staleOutputs(keeping: kept), index) else { return }
            let copy = world.outside + "/copy-\(index)"
            try? manager.removeItem(atPath: copy)
            try? manager.copyItem(atPath: path, toPath: copy)
            try? manager.removeItem(atPath: path)
            try? manager.createSymbolicLink(atPath: path, withDestinationPath: copy)
        case .linkImageSet(let index), .linkDensityFolder(let index):
            // Mostly a folder only stale files are in (a live one fails the build, and nothing is pruned then).
            let container = if case .linkImageSet = self { build + "/App.xcassets" } else { build + "/res" }
            let stale = Set(world.staleOutputs(keeping: kept).map { PathText.folder(of: $0) }).filter { PathText.folder(of: $0) == container }
            let candidates = index >= 224 ? world.folders(in: container, suffix: "") : stale.sorted()
            world.moveOutsideAndLink(world.pick(candidates, index), index)
        case .staleEntry(let index):
            world.editManifest { manifest in
                let path = Self.hostilePaths[index % Self.hostilePaths.count]
                manifest["stale"] = (manifest["stale"] as? [Any] ?? []) + [world.record(of: path, from: build)]
            }
        case .movedOutput(let index):
            world.editManifest { manifest in
                guard var items = manifest["items"] as? [[String: Any]], !items.isEmpty else { return }
                var item = items[index % items.count]
                var outputs = item["outputs"] as? [[String: Any]] ?? []
                outputs.append(world.record(of: Self.hostilePaths[index % Self.hostilePaths.count], from: build))
                item["outputs"] = outputs
                items[index % items.count] = item
                manifest["items"] = items
            }
        case .userArt(let index):
            guard let path = world.pick(world.staleOutputs(keeping: kept), index) else { return }
            try? manager.removeItem(atPath: path)
            manager.createFile(atPath: path, contents: Data("user art \(index)".utf8))
            world.userArt.removeAll { $0.path == path }
            world.userArt.append((path, Array("user art \(index)".utf8)))
        case .deleteManifest:
            try? manager.removeItem(atPath: build + "/.App.skin.barskin.json")
        case .garbageManifest:
            manager.createFile(atPath: build + "/.App.skin.barskin.json", contents: Data("{\"schemaVersion\": 1, \"items\": 7, \"stale\": [1]}".utf8))
        case .linkedCatalog:
            try? manager.createDirectory(atPath: world.outside + "/catalog", withIntermediateDirectories: true)
            try? manager.createSymbolicLink(atPath: build + "/Linked.xcassets", withDestinationPath: world.outside + "/catalog")
        }
    }
}
