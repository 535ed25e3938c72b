import Foundation

/// Folders listed once however many lookups look in them: the PNG image
/// families in each (what a skin's mask or art names, for `build` and `trace`),
/// and the file a path names on a case-insensitive disk (macOS) found on a
/// case-sensitive one. One per build plan or resolution, used from one thread.
package final class FolderListings {
    /// A folder's entry names, and each by its lowercase form (the first in sorted order where two fold alike).
    private struct Listing {
        /// Whether the folder exists and could be listed.
        var readable = false
        var names: Set<String> = []
        var folded: [String: String] = [:]
        /// PNG files by family stem, and by its lowercase form.
        var families: [String: [PNGFile]] = [:]
        var foldedFamilies: [String: [PNGFile]] = [:]
        /// SVG and PDF files by the stem of their name, each of which stands for a whole PNG family.
        var vectors: [String: [PNGFile]] = [:]
    }

    /// Listings yet to be read: each folder is listed on its first lookup.
    package init() {}

    /// A PNG file's name, parsed into stem, scale and device.
    package typealias PNGFile = (name: String, parsed: AssetFileName)

    private var listings: [String: Listing] = [:]
    /// Each folder listed, with its stamp taken just before it was read: a later build
    /// whose folders have the same stamps would find the same files.
    package private(set) var stamps: [String: FileStamp?] = [:]

    /// The PNG files of the family `stem` in `folder`, in sorted name order.
    package func family(_ stem: String, in folder: String, ignoringCase: Bool) -> [PNGFile] {
        let listing = listing(of: folder)
        return (ignoringCase ? listing.foldedFamilies[stem.lowercased()] : listing.families[stem]) ?? []
    }

    /// Every PNG family of `folder` by stem, or nil when the folder cannot be listed.
    package func families(in folder: String) -> [String: [PNGFile]]? {
        let listing = listing(of: folder)
        return listing.readable ? listing.families : nil
    }

    /// Every SVG and PDF file of `folder` by the stem of its name (`chat` for `chat.svg` and
    /// `chat~ipad.pdf`), or nil when the folder cannot be listed.
    package func vectorFamilies(in folder: String) -> [String: [PNGFile]]? {
        let listing = listing(of: folder)
        return listing.readable ? listing.vectors : nil
    }

    /// The family's stem a written name stands for: `star` for `Icons/star@2x.png`, `Icons/star.png` or `Icons/star`.
    package static func stem(of path: String) -> String {
        var name = PathText.fileName(of: path)
        if name.lowercased().hasSuffix("." + ImageFileType.implicitExtension) { name.removeLast(ImageFileType.implicitExtension.count + 1) }
        return AssetFileName(parsing: name + "." + ImageFileType.implicitExtension).stem
    }

    /// The path `path` names when ignoring case, folders included, when that differs from `path`
    /// and is a file (or, with `folder`, a folder).
    package func ignoringCase(_ path: String, folder wantsFolder: Bool = false) -> String? {
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

    /// The extensions of the vector files a family may be drawn from.
    package static let vectorExtensions: Set<String> = ["svg", "pdf"]

    /// Whether a path names a vector file by its extension (`bell.svg`, `Badge.PDF`).
    package static func isVectorName(_ path: String) -> Bool {
        vectorExtensions.contains { path.lowercased().hasSuffix("." + $0) }
    }

    private func listing(of folder: String) -> Listing {
        if let cached = listings[folder] { return cached }
        stamps[folder] = FileStamp(path: folder, folder: true)
        var listing = Listing()
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
        listing.readable = names != nil
        for name in (names ?? []).sorted() {
            listing.names.insert(name)
            listing.folded[name.lowercased()] = listing.folded[name.lowercased()] ?? name
            let parsed = AssetFileName(parsing: name)
            if let type = parsed.pathExtension?.lowercased(), Self.vectorExtensions.contains(type) {
                listing.vectors[parsed.stem, default: []].append((name, parsed))
            }
            guard parsed.pathExtension?.lowercased() == ImageFileType.implicitExtension else { continue }
            listing.families[parsed.stem, default: []].append((name, parsed))
            listing.foldedFamilies[parsed.stem.lowercased(), default: []].append((name, parsed))
        }
        listings[folder] = listing
        return listing
    }
}
