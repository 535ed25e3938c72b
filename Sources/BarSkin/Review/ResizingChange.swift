import BarSkinArt
import BarSkinCore

/// How an image set entry stretches its file, as its Contents.json's `resizing` says, in
/// two builds: a change of caps alone leaves every pixel as it was, yet changes how the
/// art stretches in the app, so `diff` reports it like a change of pixels.
public struct ResizingChange: Sendable, Equatable {
    /// Each build's `resizing`, worded (`9-part, caps top 2 left 3 bottom 2 right 4, center stretch`); nil for none.
    public var old: String?, new: String?

    /// `resizing OLD -> NEW`, `none` for an entry without one.
    public var detail: String { "resizing \(old ?? "none") -> \(new ?? "none")" }

    /// The changes between `old` and `new`, by the image's path inside the builds: only for
    /// images both builds have in an image set whose Contents.json differs in bytes. A
    /// Contents.json read so that is no image set's (not JSON, caps that are no numbers of
    /// pixels, an unknown mode) is one failure naming it, not a change to no caps.
    static func changes(old: BuildImages, new: BuildImages) -> (changes: [String: ResizingChange], failures: [any LocatedError]) {
        var sets: [String: [String]] = [:]
        for path in old.files.keys where new.files[path] != nil {
            let set = PathText.folder(of: path)
            if set.hasSuffix(".imageset") { sets[set, default: []].append(path) }
        }
        var changes: [String: ResizingChange] = [:], failures: [any LocatedError] = []
        for set in sets.keys.sorted() {
            let paths = sets[set]!
            let files = [old.files[paths[0]]!, new.files[paths[0]]!].map { PathText.folder(of: $0) + "/Contents.json" }
            let contents = files.map { try? FileBytes.read($0) }
            // Read whole only where the two differ: most sets of two builds are the same bytes.
            guard let before = contents[0], let after = contents[1], before != after else { continue }
            let oldEntries: [String: String], newEntries: [String: String]
            do {
                (oldEntries, newEntries) = (try entries(before, path: files[0]), try entries(after, path: files[1]))
            } catch {
                failures.append(error)
                continue
            }
            for path in paths {
                let name = PathText.fileName(of: path)
                let change = ResizingChange(old: oldEntries[name], new: newEntries[name])
                if change.old != change.new { changes[path] = change }
            }
        }
        return (changes, failures)
    }

    /// Each entry's file name and its `resizing`, worded; entries without one are left out.
    /// - Throws: ``ImageSetError`` naming `path` when the file is no image set's Contents.json.
    private static func entries(_ bytes: [UInt8], path: String) throws(ImageSetError) -> [String: String] {
        let contents: ImageSetContents
        do { contents = try ImageSetContents(parsing: bytes, path: path) } catch let error as ImageSetError { throw error } catch {
            throw ImageSetProblem.unexpectedShape(detail: "\(error)").located(at: path)
        }
        var entries: [String: String] = [:]
        for image in contents.images {
            guard let name = image.filename, let resizing = image.resizing else { continue }
            entries[name] = worded(resizing)
        }
        return entries
    }

    /// `9-part, caps top 2 left 3 bottom 2 right 4, center stretch 1x1`: the sides its mode
    /// covers, in the order Xcode writes them.
    private static func worded(_ resizing: ImageSetResizing) -> String {
        let horizontal = resizing.mode != .threePartVertical, vertical = resizing.mode != .threePartHorizontal
        let caps = resizing.capInsets
        let insets = [("top", caps.top, vertical), ("left", caps.left, horizontal), ("bottom", caps.bottom, vertical), ("right", caps.right, horizontal)]
            .filter(\.2).map { "\($0.0) \($0.1)" }
        var parts = [resizing.mode.rawValue]
        if !insets.isEmpty { parts.append("caps " + insets.joined(separator: " ")) }
        let size = [(resizing.centerWidth, horizontal), (resizing.centerHeight, vertical)].filter { $0.1 && $0.0 >= 0 }.map { "\($0.0)" }
        parts.append("center " + resizing.centerMode.rawValue + (size.isEmpty ? "" : " " + size.joined(separator: "x")))
        return parts.joined(separator: ", ")
    }
}
