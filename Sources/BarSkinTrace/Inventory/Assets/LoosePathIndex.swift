import BarSkinCore
import Foundation

/// Loose image files by where they are on disk, for skin files, which name
/// their inputs by path (`Icons/star` for `Icons/star.png`, `@2x`, `@3x`)
/// rather than by bundle name.
struct LoosePathIndex: Sendable {
    /// One image family in one folder: its asset's name and its files.
    struct Family: Sendable {
        var assetName: String
        var files: [(path: String, scale: Int, device: String?)]
    }

    /// What a path written in a skin file finds.
    enum Lookup {
        /// The file loaded for the profile (or the one the path spells out) and its asset.
        case found(path: String, assetName: String)
        /// Found only when ignoring case (or Unicode normalization): builds on a macOS disk, fails on Linux.
        case caseMismatch(path: String, assetName: String)
        /// No such family, or no such variant of it.
        case missing
    }

    private var families: [String: Family] = [:]
    private var keysByLowercase: [String: String] = [:]
    /// Relative paths are keyed from here, so roots given one absolute and one relative still meet.
    private let base = FileManager.default.currentDirectoryPath

    /// Records a loose file that belongs to the asset `assetName`.
    mutating func add(path: String, assetName: String) {
        let (key, scale, device) = Self.familyKey(absolute(path))
        families[key, default: Family(assetName: assetName, files: [])].files.append((path, scale, device))
        keysByLowercase[key.lowercased()] = keysByLowercase[key.lowercased()] ?? key
    }

    /// The file `written` (a path as the skin names it, already joined to its folder) loads:
    /// the family's best file for the profile (a scale or device written in the name is
    /// ignored, as `barskin build` ignores it), or for an `exact` path that one file.
    func lookup(_ written: String, exact: Bool, profile: DeviceProfile) -> Lookup {
        let (key, _, _) = Self.familyKey(absolute(written))
        func pick(_ family: Family, ignoringCase: Bool = false) -> String? {
            if exact {
                // A selected fill is opened as the one file it names, extension and all.
                let wanted = Self.normalize(absolute(written))
                return family.files.first { file in
                    let path = Self.normalize(absolute(file.path))
                    return ignoringCase ? path.lowercased() == wanted.lowercased() : path == wanted
                }?.path
            }
            return Self.best(family.files, profile: profile)
        }
        if let family = families[key] {
            if let path = pick(family) {
                // Swift finds `ô` written composed under a decomposed file name; a Linux disk does not.
                let sameBytes = exact ? Self.normalize(absolute(path)).utf8.elementsEqual(Self.normalize(absolute(written)).utf8)
                    : Self.familyKey(absolute(path)).0.utf8.elementsEqual(key.utf8)
                return sameBytes ? .found(path: path, assetName: family.assetName) : .caseMismatch(path: path, assetName: family.assetName)
            }
            // `fill.PNG` is in the family of `fill.png`, which only a case-insensitive disk opens by that name.
            return exact ? pick(family, ignoringCase: true).map { .caseMismatch(path: $0, assetName: family.assetName) } ?? .missing : .missing
        }
        if let actual = keysByLowercase[key.lowercased()], let family = families[actual] {
            return pick(family, ignoringCase: true).map { .caseMismatch(path: $0, assetName: family.assetName) } ?? .missing
        }
        return .missing
    }

    /// The file loaded for `profile`: the highest scale it wants, else the nearest above;
    /// universal files before device ones.
    static func best(_ files: [(path: String, scale: Int, device: String?)], profile: DeviceProfile) -> String? {
        func rank(_ file: (path: String, scale: Int, device: String?)) -> (Int, Int, String, String) {
            let above = file.scale > profile.highestScale
            return (above ? 1 : 0, above ? file.scale : -file.scale, file.device ?? "", file.path)
        }
        return files.min { rank($0) < rank($1) }?.path
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : base + "/" + path
    }

    /// `folder/stem` (plus `.ext` for other than PNG), lexically normalised, with the scale and device.
    static func familyKey(_ path: String) -> (String, Int, String?) {
        let normalized = normalize(path)
        let folder = PathText.folder(of: normalized), name = AssetFileName(parsing: PathText.fileName(of: normalized))
        let pathExtension = name.pathExtension.map { $0.lowercased() == ImageFileType.implicitExtension ? "" : "." + $0 } ?? ""
        let key = (folder.isEmpty ? "" : folder == "/" ? "/" : folder + "/") + name.stem + pathExtension
        return (key, name.scale, name.device)
    }

    /// Drops `.` and empty components and folds `name/..`, without touching the disk:
    /// `Skins/../Icons/./star` is `Icons/star`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
