import Foundation

/// Finds the file a path names on a case-insensitive disk (macOS), on a
/// case-sensitive one, listing each folder once however many missing skin
/// paths look in it. One per resolution, used from one thread.
final class FolderListings {
    /// A folder's entry names, and each by its lowercase form (the first in sorted order where two fold alike).
    private struct Listing {
        var names: Set<String> = []
        var folded: [String: String] = [:]
    }

    private var listings: [String: Listing] = [:]

    /// The path `path` names when ignoring case, folders included, when that differs from `path` and is a file.
    func ignoringCase(_ path: String) -> String? {
        var current = path.hasPrefix("/") ? "/" : ""
        func joined(_ name: String) -> String { current.isEmpty ? name : current == "/" ? "/" + name : current + "/" + name }
        for part in path.split(separator: "/").map(String.init) {
            guard part != "." && part != ".." else {
                current = joined(part)
                continue
            }
            let listing = self.listing(of: current.isEmpty ? "." : current)
            guard let name = listing.names.contains(part) ? part : listing.folded[part.lowercased()] else { return nil }
            current = joined(name)
        }
        var isFolder: ObjCBool = false
        return current != path && FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) && !isFolder.boolValue ? current : nil
    }

    private func listing(of folder: String) -> Listing {
        if let cached = listings[folder] { return cached }
        var listing = Listing()
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            listing.names.insert(name)
            listing.folded[name.lowercased()] = listing.folded[name.lowercased()] ?? name
        }
        listings[folder] = listing
        return listing
    }
}
