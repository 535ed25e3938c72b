import BarSkinArt
import BarSkinCore
import BarSkinTrace
import Foundation

/// Sorts image files into families (a name at each scale; an image set's files by
/// appearance) and families into groups (one item's states), for ``ContactSheet``.
public enum SheetGrouping {
    /// The state suffixes BarSkin names outputs with, in the order a sheet shows them.
    public static let roles = ["normal", "selected", "highlighted", "disabled"]

    /// The families of `files` (paths as typed), in path order.
    static func families(_ files: [String]) -> [SheetFamily] {
        var loose: [String: [SheetImage]] = [:], sets: [String: [String]] = [:]
        for file in files {
            let folder = PathText.folder(of: file)
            if VectorFormat(path: file) != nil {
                // A drawing is a family of its own, at each scale the commands draw it: named with its
                // extension, so `chat.svg` beside `chat.png` is not taken for the PNG's scales.
                let images = drawing(file)
                if !images.isEmpty { loose[file, default: []] += images }
                continue
            }
            if folder.lowercased().hasSuffix(".imageset") {
                sets[folder, default: []].append(file)
                continue
            }
            let name = AssetFileName(parsing: PathText.fileName(of: file))
            guard let image = image(file, scale: name.scale) else { continue }
            let stem = name.stem + (name.device.map { "~" + $0 } ?? "")
            loose[folder.isEmpty ? stem : folder + "/" + stem, default: []].append(image)
        }
        var families = loose.map { SheetFamily(name: $0.key, appearance: nil, images: $0.value.sorted { $0.scale < $1.scale }) }
        for (folder, members) in sets { families += imageSet(folder, files: members) }
        return families.sorted { ($0.name, $0.appearance ?? "") < ($1.name, $1.appearance ?? "") }
    }

    /// The files of `files` that no family shows (gone, or no image BarSkin reads), sorted.
    static func unshown(_ files: [String], families: [SheetFamily]) -> [String] {
        let shown = Set(families.flatMap { $0.images.map(\.path) })
        return files.filter { !shown.contains($0) }.sorted()
    }

    /// Why `path` is not shown: the reader's own error for it.
    static func failure(_ path: String) -> any LocatedError {
        do {
            let bytes = try FileBytes.read(path)
            if VectorFormat(path: path) != nil { _ = try VectorMask().pointSize(of: bytes, path: path) } else { try ImageRows(bytes: bytes, path: path, decoder: PNGDecoder()).readToEnd() }
        } catch let error as any LocatedError {
            return error
        } catch {}
        return PNGDecodingProblem.notPNG.located(at: path)
    }

    /// Families grouped by item: the name without its state suffix (`chat-selected` is `chat`'s).
    static func groups(_ families: [SheetFamily]) -> [SheetGroup] {
        var groups: [String: [SheetFamily]] = [:]
        for family in families { groups[itemName(family.name), default: []].append(family) }
        return groups.keys.sorted().map { SheetGroup(name: $0, families: ordered(groups[$0]!)) }
    }

    /// The families in the order a cell row shows them: by state, then appearance.
    static func ordered(_ families: [SheetFamily]) -> [SheetFamily] {
        families.sorted { (rank($0.name), $0.name, $0.appearance ?? "") < (rank($1.name), $1.name, $1.appearance ?? "") }
    }

    private static func itemName(_ name: String) -> String {
        for role in roles where name.hasSuffix("-" + role) { return String(name.dropLast(role.count + 1)) }
        return name
    }

    private static func rank(_ name: String) -> Int {
        roles.firstIndex { name.hasSuffix("-" + $0) }.map { $0 + 1 } ?? 0
    }

    /// An SVG or PDF at @1x, @2x and @3x, each as big as the commands draw it; none when it is no drawing
    /// BarSkin reads (the sheet shows what it can, as for an unreadable PNG).
    private static func drawing(_ path: String) -> [SheetImage] {
        guard let bytes = try? FileBytes.read(path), let size = try? VectorMask().pointSize(of: bytes, path: path) else { return [] }
        return (1...3).compactMap { scale in
            VectorLayout(width: size.width, height: size.height, raster: VectorRaster(scale: scale)).map { layout in
                SheetImage(path: path, scale: scale, size: PixelSize(width: layout.canvasWidth, height: layout.canvasHeight),
                           bytes: bytes.count, caps: nil, isDrawing: true)
            }
        }
    }

    private static func image(_ path: String, scale: Int, caps: StretchOperation.Caps? = nil) -> SheetImage? {
        guard let size = PNGHeader.pixelSize(ofFileAt: path), let bytes = FileBytes.size(of: path) else { return nil }
        let ninePatch = path.lowercased().hasSuffix(".9.png") && size.width > 2 && size.height > 2
        return SheetImage(path: path, scale: scale, size: size, bytes: bytes, caps: caps ?? (ninePatch ? .ninePatchFrame : nil))
    }

    /// An image set's families, one per appearance its Contents.json lists; files it does not list go by their names.
    private static func imageSet(_ folder: String, files: [String]) -> [SheetFamily] {
        let name = PathText.fileName(of: folder).dropLast(".imageset".count)
        let setName = PathText.folder(of: folder).isEmpty ? String(name) : PathText.folder(of: folder) + "/" + name
        var byAppearance: [String: [SheetImage]] = [:], listed = Set<String>()
        let contents = (try? FileBytes.read(folder + "/Contents.json")).flatMap { try? ImageSetContents(parsing: $0, path: folder + "/Contents.json") }
        for entry in contents?.images ?? [] {
            guard let filename = entry.filename, files.contains(folder + "/" + filename),
                  let image = image(folder + "/" + filename, scale: entry.scale ?? AssetFileName(parsing: filename).scale,
                                  caps: entry.resizing.map { .resizing($0, filename: filename, contentsPath: folder + "/Contents.json") })
            else { continue }
            listed.insert(folder + "/" + filename)
            byAppearance[appearance(of: entry.json), default: []].append(image)
        }
        for file in files where !listed.contains(file) {
            if let image = image(file, scale: AssetFileName(parsing: PathText.fileName(of: file)).scale) { byAppearance["", default: []].append(image) }
        }
        return byAppearance.map { key, images in
            SheetFamily(name: setName, appearance: key.isEmpty ? nil : key, images: images.sorted { ($0.scale, $0.path) < ($1.scale, $1.path) })
        }
    }

    /// `dark`, `high contrast`, `dark, high contrast`: an entry's appearance values; "" for the default.
    private static func appearance(of entry: JSONValue) -> String {
        guard case .array(let list)? = member("appearances", of: entry) else { return "" }
        return list.compactMap { item -> String? in
            if case .string(let value)? = member("value", of: item) { return value == "high" ? "high contrast" : value }
            return nil
        }.joined(separator: ", ")
    }

    private static func member(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
