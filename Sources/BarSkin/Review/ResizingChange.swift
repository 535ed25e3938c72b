import BarSkinCore
import Foundation

/// How an image set entry stretches its file, as its Contents.json's `resizing` says, in
/// two builds: a change of caps alone leaves every pixel as it was, yet changes how the
/// art stretches in the app, so `diff` reports it like a change of pixels.
public struct ResizingChange: Sendable, Equatable {
    /// Each build's `resizing`, worded (`9-part, caps top 2 left 3 bottom 2 right 4, center stretch`); nil for none.
    public var old: String?, new: String?

    /// `resizing OLD -> NEW`, `none` for an entry without one.
    public var detail: String { "resizing \(old ?? "none") -> \(new ?? "none")" }

    /// The changes between `old` and `new`, by the image's path inside the builds: only for
    /// images both builds have in an image set whose Contents.json differs in bytes.
    static func changes(old: BuildImages, new: BuildImages) -> [String: ResizingChange] {
        var sets: [String: [String]] = [:]
        for path in old.files.keys where new.files[path] != nil {
            let set = PathText.folder(of: path)
            if set.hasSuffix(".imageset") { sets[set, default: []].append(path) }
        }
        var changes: [String: ResizingChange] = [:]
        for paths in sets.values {
            let contents = [old.files[paths[0]]!, new.files[paths[0]]!].map { try? FileBytes.read(PathText.folder(of: $0) + "/Contents.json") }
            // Read whole only where the two differ: most sets of two builds are the same bytes.
            guard let before = contents[0], let after = contents[1], before != after else { continue }
            let (oldEntries, newEntries) = (entries(before), entries(after))
            for path in paths {
                let name = PathText.fileName(of: path)
                let change = ResizingChange(old: oldEntries[name], new: newEntries[name])
                if change.old != change.new { changes[path] = change }
            }
        }
        return changes
    }

    /// Each entry's file name and its `resizing`, worded; entries without one are left out.
    private static func entries(_ bytes: [UInt8]) -> [String: String] {
        guard let document = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let images = document["images"] as? [[String: Any]] else { return [:] }
        var entries: [String: String] = [:]
        for image in images {
            guard let name = image["filename"] as? String, let resizing = image["resizing"] as? [String: Any] else { continue }
            entries[name] = worded(resizing)
        }
        return entries
    }

    /// `9-part, caps top 2 left 3 bottom 2 right 4, center stretch 1x1`: the keys Xcode writes, in its order.
    private static func worded(_ resizing: [String: Any]) -> String {
        var parts = [resizing["mode"] as? String ?? "?"]
        let caps = resizing["cap-insets"] as? [String: Any] ?? [:]
        let insets = ["top", "left", "bottom", "right"].compactMap { side in (caps[side] as? NSNumber).map { "\(side) \($0)" } }
        if !insets.isEmpty { parts.append("caps " + insets.joined(separator: " ")) }
        if let center = resizing["center"] as? [String: Any] {
            let size = [center["width"], center["height"]].compactMap { ($0 as? NSNumber).map { "\($0)" } }
            parts.append("center " + (center["mode"] as? String ?? "?") + (size.isEmpty ? "" : " " + size.joined(separator: "x")))
        }
        return parts.joined(separator: ", ")
    }
}
