import BarSkinArt
import BarSkinCore
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

    /// Every file `task` writes, in the order it writes them: the one rule for
    /// naming a skin's outputs. Loose PNGs variant by variant, each art's name
    /// with the variant's suffixes (`star-normal@2x~ipad.png`); then each image
    /// set (the catalog's Contents.json, the art, the set's Contents.json); then
    /// each colour set; then each symbol set; then each text file; then each art's 9-patches, one per density.
    /// - Throws: ``FileError`` for a destination that escapes its folder or is an input; ``ImageSetError`` or
    ///   ``StretchError`` for a variant whose scale an image set or Android has no place for.
    mutating func files(for task: SkinBuildTask) throws -> [SkinBuildFile] {
        var files: [SkinBuildFile] = []
        let arts = task.item.arts
        /// The file `art` is drawn from at the variant: the variant, or its look family's file there.
        /// Drawn art reads no file: its input is its skin file, and a command's has none.
        func input(_ art: SkinArt, _ index: Int) -> String? {
            art.lookFamily.map { task.lookInputs[$0][index] } ?? (task.isDrawn ? task.source.file : task.variants[index].path)
        }
        for (index, variant) in task.variants.enumerated() {
            for (artIndex, art) in arts.enumerated() where art.isLoose {
                guard let folder = art.folder.map(Self.tidied) ?? task.output else { continue }
                let relative = art.fileName ?? variant.fileName.withStem(art.name + art.appearance.fileSuffix).fileName
                let path = try destination(relative, in: folder, input: input(art, index))
                files.append(SkinBuildFile(path: path, input: input(art, index), kind: art.kind, art: artIndex, variant: index,
                                           appearance: art.appearance, root: task.typedOutputs.contains(path) ? nil : folder))
            }
        }
        for (artIndex, art) in arts.enumerated() where art.imageSet != nil {
            guard let catalog = task.catalog else { break }
            // CatalogWriter's order: the catalog's Contents.json, the art, the set's Contents.json;
            // the appearances of one name share a set, whose Contents.json is listed after the last.
            let isLastOfSet = !arts[(artIndex + 1)...].contains { $0.imageSet != nil && $0.name == art.name }
            files.append(SkinBuildFile(path: try destination("Contents.json", in: catalog, input: task.source.file), input: task.source.file,
                                       kind: "catalog", isShared: true, root: catalog))
            if let vector = task.vectorSource(for: art) {
                // VectorSetWriter's order: the drawing, then the set's Contents.json.
                let relative = CatalogWriter.setFolder(art.name) + "/" + VectorSetWriter.fileName(art.name, vector: vector)
                files.append(SkinBuildFile(path: try destination(relative, in: catalog, input: vector), input: vector, kind: "catalog",
                                           art: artIndex, variant: 0, appearance: art.appearance, root: catalog))
                files.append(SkinBuildFile(path: try destination(CatalogWriter.setFolder(art.name) + "/Contents.json", in: catalog, input: task.source.file),
                                           input: task.source.file, kind: "catalog", art: artIndex, root: catalog))
                continue
            }
            for (index, variant) in task.variants.enumerated() {
                // Refused here, not when the set is written: nothing of the item (not even the catalog) is made.
                guard (1...3).contains(variant.fileName.scale) else {
                    throw ImageSetProblem.unsupportedScale(scale: variant.fileName.scale).located(at: variant.path)
                }
                let relative = CatalogWriter.setFolder(art.name) + "/" + CatalogWriter.artFileName(art.name, variant.fileName, appearance: art.appearance)
                files.append(SkinBuildFile(path: try destination(relative, in: catalog, input: input(art, index), copying: art.source == .input),
                                           input: input(art, index), kind: "catalog", art: artIndex, variant: index, appearance: art.appearance,
                                           root: catalog))
            }
            guard isLastOfSet else { continue }
            files.append(SkinBuildFile(path: try destination(CatalogWriter.setFolder(art.name) + "/Contents.json", in: catalog, input: task.source.file),
                                       input: task.source.file, kind: "catalog", art: artIndex, root: catalog))
        }
        if let catalog = task.catalog {
            // ColorSetWriter's order: the catalog's Contents.json, then the set's, its only file.
            for set in task.item.colorSets {
                files.append(SkinBuildFile(path: try destination("Contents.json", in: catalog, input: task.source.file), input: task.source.file,
                                           kind: "catalog", isShared: true, root: catalog))
                files.append(SkinBuildFile(path: try destination(ColorSetWriter.setFolder(set.name) + "/Contents.json", in: catalog, input: task.source.file),
                                           input: task.source.file, kind: "catalog", root: catalog))
            }
        }
        if let catalog = task.catalog {
            // SymbolSetWriter's order: the catalog's Contents.json, the SVG, the set's Contents.json.
            for set in task.item.symbolSets {
                let svg = try task.symbolSource(for: set)
                let folder = SymbolSetWriter.setFolder(set.name)
                files.append(SkinBuildFile(path: try destination("Contents.json", in: catalog, input: task.source.file), input: task.source.file,
                                           kind: "catalog", isShared: true, root: catalog))
                files.append(SkinBuildFile(path: try destination(folder + "/" + SymbolSetWriter.fileName(set.name), in: catalog, input: svg),
                                           input: svg, kind: "symbol", root: catalog))
                files.append(SkinBuildFile(path: try destination(folder + "/Contents.json", in: catalog, input: task.source.file),
                                           input: task.source.file, kind: "catalog", root: catalog))
            }
        }
        for text in task.item.textFiles {
            guard let (folder, name) = text.place(catalog: task.catalog) else { continue }
            let path = try destination(name, in: folder, input: task.source.file)
            files.append(SkinBuildFile(path: path, input: task.source.file, kind: text.kind,
                                       root: task.typedOutputs.contains(path) ? nil : folder))
        }
        for (artIndex, art) in arts.enumerated() where art.ninePatch != nil && art.appearance.androidQualifier != nil {
            guard let ninePatch = task.ninePatch else { break }
            let resource = AndroidResourceName(making: art.name).value
            for index in Self.androidVariants(task.variants) {
                let variant = task.variants[index]
                guard let density = NinePatchExporter.densityFolder(forScale: variant.fileName.scale, appearance: art.appearance) else {
                    throw StretchProblem.noAndroidDensity(scale: variant.fileName.scale).located(at: variant.path)
                }
                files.append(SkinBuildFile(path: try destination("\(density)/\(resource).9.png", in: ninePatch, input: input(art, index)),
                                           input: input(art, index), kind: "ninepatch", art: artIndex, variant: index, appearance: art.appearance,
                                           root: ninePatch))
            }
        }
        return files
    }

    /// The variants that become 9-patches: ``NinePatchExporter/androidVariants(_:)``.
    static func androidVariants(_ variants: [SkinImageVariant]) -> [Int] {
        NinePatchExporter.androidVariants(variants.map(\.fileName))
    }

    /// `path` without `.` components and with `FOLDER/..` pairs removed where
    /// FOLDER is a real folder (not a symbolic link, which `..` would leave
    /// elsewhere), so `Assets/../Build` is reported and written as `Build`.
    static func tidied(_ path: String) -> String {
        // Most folders are tidy already: a byte scan says so far more cheaply than splitting
        // and joining them, which a batch did for each of its thousands of arts.
        if isTidy(path) { return path }
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
        for component in folder.text.split(separator: "/") {
            written += (written.isEmpty || written == "/" ? "" : "/") + component
            guard let status = SystemCalls.status(ofPath: base + written) else { return nil }
            if status.kind != .folder { return written }
        }
        return nil
    }

    /// Whether `tidied(path)` is `path` itself: not empty, and without an empty (`//`),
    /// `.` or `..` component or a trailing slash, `/` alone excepted.
    private static func isTidy(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            guard let last = bytes.last else { return false }
            if bytes.count == 1 { return last != dot }
            guard last != slash else { return false }
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
                let length = index - start
                if length == 0 && index > 0 { return false }
                if length > 0 && bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
                start = index + 1
            }
            return true
        }
    }

    private static func isRealFolder(_ path: String) -> Bool {
        SystemCalls.linkStatus(ofPath: path)?.kind == .folder
    }

    private mutating func destination(_ relative: String, in folder: String, input: String?, copying: Bool = false) throws -> String {
        // Planning: nothing is written until every destination is known.
        if folders[folder] == nil {
            // A folder not there yet (a first run's) holds no input to replace: the inputs' identities,
            // a stat each, are only worked out for one that is.
            let trimmed = PathText.trimmingTrailingSlashes(folder)
            let exists = SystemCalls.linkStatus(ofPath: trimmed.isEmpty ? "." : trimmed) != nil
            folders[folder] = OutputFolder(path: folder, protecting: exists ? inputs : [], planning: true)
        }
        return try folders[folder]!.destination(for: relative, input: input, copying: copying)
    }
}
