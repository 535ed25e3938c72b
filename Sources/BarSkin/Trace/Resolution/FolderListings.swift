import Foundation

/// Finds the file a path names on a case-insensitive disk (macOS), on a
/// case-sensitive one, listing each folder once however many missing skin
/// paths look in it. One per resolution, used from one thread.
final class FolderListings {
    /// A folder's entry names, and each by its lowercase form (the first in sorted order where two fold alike).
    private struct Listing {
        var names: Set<String> = []
        var folded: [String: String] = [:]
        /// PNG files by family stem, and by its lowercase form.
        var families: [String: [PNGFile]] = [:]
        var foldedFamilies: [String: [PNGFile]] = [:]
    }

    /// A PNG file's name with its scale and device.
    typealias PNGFile = (name: String, scale: Int, device: String?)

    private var listings: [String: Listing] = [:]

    /// The PNG files of the family `stem` in `folder`, in sorted name order.
    func family(_ stem: String, in folder: String, ignoringCase: Bool) -> [PNGFile] {
        let listing = listing(of: folder)
        return (ignoringCase ? listing.foldedFamilies[stem.lowercased()] : listing.families[stem]) ?? []
    }

    /// The path `path` names when ignoring case, folders included, when that differs from `path`
    /// and is a file (or, with `folder`, a folder).
    func ignoringCase(_ path: String, folder wantsFolder: Bool = false) -> String? {
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
        return current != path && FileManager.default.fileExists(atPath: current, isDirectory: &isFolder) && isFolder.boolValue == wantsFolder ? current : nil
    }

    private func listing(of folder: String) -> Listing {
        if let cached = listings[folder] { return cached }
        var listing = Listing()
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            listing.names.insert(name)
            listing.folded[name.lowercased()] = listing.folded[name.lowercased()] ?? name
            let parsed = AssetFileName(parsing: name)
            guard parsed.pathExtension?.lowercased() == ImageFileType.implicitExtension else { continue }
            listing.families[parsed.stem, default: []].append((name, parsed.scale, parsed.device))
            listing.foldedFamilies[parsed.stem.lowercased(), default: []].append((name, parsed.scale, parsed.device))
        }
        listings[folder] = listing
        return listing
    }
}
