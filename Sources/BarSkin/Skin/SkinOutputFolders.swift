import Foundation

/// The output paths of skin items, each checked by the ``OutputFolder`` it
/// lands in: inside it, through no link leading out, and not replacing an input.
struct SkinOutputFolders {
    private let inputs: [String]
    private var folders: [String: OutputFolder] = [:]

    /// Folders that must never overwrite any of `inputs`.
    init(protecting inputs: [String]) {
        self.inputs = inputs
    }

    /// Every file `task` writes, in the order it writes them.
    /// - Throws: ``FileError`` for a destination that escapes its folder or is an input.
    mutating func files(for task: SkinBuildTask) throws -> [SkinBuildFile] {
        var files: [SkinBuildFile] = []
        let name = task.name
        switch task.item {
        case .tabItem:
            guard let output = task.output else { return [] }
            for variant in task.variants {
                let relative = TintJob.outputPaths(for: variant.fileName.withStem(name).fileName)
                files.append(SkinBuildFile(path: try destination(relative.normal, in: output, input: variant.path), input: variant.path, kind: .normal))
                files.append(SkinBuildFile(path: try destination(relative.selected, in: output, input: variant.path), input: variant.path, kind: .selected))
            }
        case .background(let background):
            if let output = task.output {
                for variant in task.variants {
                    for size in background.sizes {
                        let relative = variant.fileName.withStem("\(name)-\(size.width)x\(size.height)").fileName
                        files.append(SkinBuildFile(path: try destination(relative, in: output, input: variant.path), input: variant.path, kind: .sized))
                    }
                }
            }
            if let catalog = task.catalog {
                // CatalogWriter's order: the catalog's Contents.json, the art, the set's Contents.json.
                files.append(SkinBuildFile(path: try destination("Contents.json", in: catalog, input: task.skin), input: task.skin,
                                           kind: .catalog, isShared: true))
                for variant in task.variants {
                    let relative = "\(name).imageset/" + variant.fileName.withStem(name).fileName
                    files.append(SkinBuildFile(path: try destination(relative, in: catalog, input: variant.path), input: variant.path, kind: .catalog))
                }
                files.append(SkinBuildFile(path: try destination("\(name).imageset/Contents.json", in: catalog, input: task.skin),
                                           input: task.skin, kind: .catalog))
            }
            if let ninePatch = task.ninePatch {
                let resource = AndroidResourceName(making: name).value
                for variant in Self.androidVariants(task.variants) {
                    guard let density = NinePatchWriter.densityFolder(forScale: variant.fileName.scale) else { continue }
                    files.append(SkinBuildFile(path: try destination("\(density)/\(resource).9.png", in: ninePatch, input: variant.path),
                                               input: variant.path, kind: .ninePatch))
                }
            }
        }
        return files
    }

    /// The variants that become 9-patches, sorted by scale: Android has no iPhone
    /// or iPad idiom, so one device's files, at most one per density: the
    /// universal ones (no `~device` suffix) when there are any, else the
    /// iPhone's (Android's phones), else the first device's by name.
    static func androidVariants(_ variants: [SkinImageVariant]) -> [SkinImageVariant] {
        let devices = Set(variants.map(\.fileName.device))
        let chosen: String? = devices.contains(nil) ? nil : devices.contains("iphone") ? "iphone" : devices.compactMap { $0 }.min()
        return variants.filter { $0.fileName.device == chosen }.sorted { $0.fileName.scale < $1.fileName.scale }
    }

    /// `path` without `.` components and with `FOLDER/..` pairs removed where
    /// FOLDER is a real folder (not a symbolic link, which `..` would leave
    /// elsewhere), so `Assets/../Build` is reported and written as `Build`.
    static func tidied(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = kept.last, last != "..",
               Self.isRealFolder((absolute ? "/" : "") + kept.joined(separator: "/")) {
                kept.removeLast()
            } else {
                kept.append(component)
            }
        }
        let joined = kept.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The first part of `folder`'s path, as written, that exists and is not a
    /// folder (a link to a folder is one), or nil when the path is clear.
    static func fileInTheWay(of folder: SkinPath) -> String? {
        guard folder.resolved.hasSuffix(folder.text) else { return nil }
        let base = folder.resolved.dropLast(folder.text.count)
        var written = folder.text.hasPrefix("/") ? "/" : ""
        var info = stat()
        for component in folder.text.split(separator: "/") {
            written += (written.isEmpty || written == "/" ? "" : "/") + component
            guard stat(base + written, &info) == 0 else { return nil }
            if (info.st_mode & S_IFMT) != S_IFDIR { return written }
        }
        return nil
    }

    private static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private mutating func destination(_ relative: String, in folder: String, input: String) throws -> String {
        if folders[folder] == nil { folders[folder] = OutputFolder(path: folder, protecting: inputs) }
        return try folders[folder]!.destination(for: relative, input: input)
    }
}
