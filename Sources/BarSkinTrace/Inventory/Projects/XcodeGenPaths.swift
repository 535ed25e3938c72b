import BarSkinCore
import Foundation

/// The paths one XcodeGen spec file writes (target and template sources, `info` and `configFiles`),
/// made absolute before the file is merged with the others, since each is relative to its own file.
enum XcodeGenPaths {
    /// How many folders above its own a spec's paths are looked for (a spec copied up before generating).
    static let maximumLevelsUp = 4

    /// `spec` with its paths absolute, from the folder they are relative to.
    static func absolute(_ spec: [String: Any], specFolder: String) -> [String: Any] {
        let base = baseFolder(of: spec, specFolder: specFolder)
        var result = spec
        for key in ["targets", "targetTemplates"] {
            guard let targets = spec[key] as? [String: Any] else { continue }
            result[key] = targets.mapValues { target -> Any in
                guard var target = target as? [String: Any] else { return target }
                if let sources = target["sources"] { target["sources"] = entries(sources).map { absolute($0, in: base) } }
                if var info = target["info"] as? [String: Any], let path = info["path"] as? String {
                    info["path"] = PathText.absolute(path, in: base)
                    target["info"] = info
                }
                if let files = target["configFiles"] as? [String: Any] { target["configFiles"] = absolute(files, in: base) }
                return target
            }
        }
        if let files = spec["configFiles"] as? [String: Any] { result["configFiles"] = absolute(files, in: base) }
        return result
    }

    /// A `sources:` value as a list: one path, or a list of paths and mappings.
    static func entries(_ sources: Any) -> [Any] {
        (sources as? [Any]) ?? [sources]
    }

    /// A source entry's path: the string, or the mapping's `path`.
    static func path(of entry: Any) -> String? {
        (entry as? String) ?? (entry as? [String: Any])?["path"] as? String
    }

    /// `relative` in the first of `specFolder` and the folders above it where it exists; in `specFolder` if none.
    static func located(_ relative: String, from specFolder: String) -> String {
        PathText.absolute(relative, in: holder(of: relative, from: specFolder) ?? specFolder)
    }

    /// The folder the spec's paths are relative to: its own, unless its first source path is not there but
    /// is in a folder above (a white-label spec copied to the root before XcodeGen runs).
    private static func baseFolder(of spec: [String: Any], specFolder: String) -> String {
        let targets = (spec["targets"] as? [String: Any])?.sorted { $0.key < $1.key }.map(\.value) ?? []
        guard let first = targets.lazy.compactMap({ ($0 as? [String: Any])?["sources"] }).flatMap(entries).compactMap(path).first
        else { return specFolder }
        return holder(of: first, from: specFolder) ?? specFolder
    }

    /// The first of `specFolder` and the ``maximumLevelsUp`` folders above it that holds `relative`.
    private static func holder(of relative: String, from specFolder: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var folder = specFolder
        for _ in 0...maximumLevelsUp {
            if FileManager.default.fileExists(atPath: PathText.absolute(relative, in: folder)) { return folder }
            let parent = PathText.folder(of: folder)
            guard parent != folder, !parent.isEmpty else { break }
            folder = parent
        }
        return nil
    }

    private static func absolute(_ entry: Any, in folder: String) -> Any {
        if let text = entry as? String { return PathText.absolute(text, in: folder) }
        guard var mapping = entry as? [String: Any], let text = mapping["path"] as? String else { return entry }
        mapping["path"] = PathText.absolute(text, in: folder)
        return mapping
    }

    private static func absolute(_ files: [String: Any], in folder: String) -> [String: Any] {
        files.mapValues { value in (value as? String).map { PathText.absolute($0, in: folder) } ?? value }
    }
}
