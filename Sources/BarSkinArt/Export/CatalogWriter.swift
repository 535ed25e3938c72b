import BarSkinCore
import Foundation

/// Writes or updates one image set in an asset catalog with cap metadata:
/// the PNGs and a Contents.json whose every entry carries its own `resizing`
/// in that file's pixels. Other image sets and unrelated entries are left alone.
public struct CatalogWriter: Sendable {
    /// The `.xcassets` folder.
    public var catalogPath: String

    /// A writer into the catalog at `catalogPath`.
    public init(catalogPath: String) {
        var path = catalogPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        self.catalogPath = path
    }

    /// Writes `NAME.imageset` from the variants of one image.
    /// - Parameter caps: written per scale as `resizing`; nil for art that does not stretch.
    /// - Parameter template: `template-rendering-intent` `template` (true) or `original` (false);
    ///   nil keeps what the set's Contents.json already says (a choice made in Xcode), or writes none.
    /// - Throws: ``StretchError`` for caps that do not fit, ``ImageSetError`` for
    ///   a scale Xcode has no slot for or an existing Contents.json that cannot
    ///   be read, ``FileError`` on write failures.
    public func write(name: String, variants: [SliceVariant], caps: CapSpecification?, template: Bool?) throws -> [OutputRecord] {
        try write(name: name, looks: [ImageSetLook(appearance: .any, variants: variants, caps: caps)], template: template)
    }

    /// Writes `NAME.imageset` from the variants of each appearance of one image: every
    /// appearance's entry beside the others at each scale, in Xcode's order (by idiom, then
    /// scale, then ``Appearance``), each with its own `resizing`. Entries of appearances not
    /// in `looks` (a dark entry drawn by hand) stay as they are, unless `ownsAppearances`.
    /// - Parameter ownsAppearances: the set's appearances are all BarSkin's to write (drawn
    ///   art), so an entry of an appearance `looks` no longer has, under the file name BarSkin
    ///   gives it, is dropped: a skin that loses its `dark:` loses its dark entries.
    /// - Throws: as ``write(name:variants:caps:template:)``.
    public func write(name: String, looks: [ImageSetLook], template: Bool?, ownsAppearances: Bool = false) throws -> [OutputRecord] {
        let folder = catalogPath + "/" + Self.setFolder(name)
        let contentsPath = folder + "/Contents.json"
        var entries: [(slot: Slot, json: JSONValue, variant: SliceVariant, filename: String)] = []
        for look in looks {
            for variant in look.variants {
                guard (1...3).contains(variant.fileName.scale) else {
                    throw ImageSetProblem.unsupportedScale(scale: variant.fileName.scale).located(at: variant.path)
                }
                let resizing = try look.caps.map { try variant.resizing(for: $0).resizing }
                let slot = Slot(idiom: Self.idiom(for: variant.fileName.device), scale: variant.fileName.scale, appearance: look.appearance)
                let filename = Self.artFileName(name, variant.fileName, appearance: look.appearance)
                if let first = entries.first(where: { $0.slot == slot }) {
                    throw FileProblem.duplicateOutput(output: folder + "/" + filename, firstInput: first.variant.path).located(at: variant.path)
                }
                // Keys in the order Xcode sorts them: appearances, filename, idiom, resizing, scale.
                // Built up key by key: one long `+` chain of optional arrays took the type checker 1.5 s.
                var keys: [(String, JSONValue)] = []
                if let appearances = look.appearance.catalogJSON { keys.append(("appearances", appearances)) }
                keys += [("filename", .string(filename)), ("idiom", .string(slot.idiom))]
                if let resizing { keys.append(("resizing", resizing.json)) }
                keys.append(("scale", .string("\(slot.scale)x")))
                let json = JSONValue.object(keys)
                entries.append((slot, json, variant, filename))
            }
        }
        entries.sort { $0.slot < $1.slot }

        var contents = ImageSetContents()
        // Only a regular file below the catalog through no link is read (as it is written): a named
        // pipe would block the read forever, a set folder swapped for a link would read elsewhere.
        if let reached = try? ConfinedPath(contentsPath, under: catalogPath), reached.status()?.kind == .regularFile,
           let existing = reached.read() {
            contents = try ImageSetContents(parsing: existing, path: contentsPath)
        }
        var images: [JSONValue] = []
        var placed = Set<Int>()
        // A vector set (VectorSetWriter's) given PNGs again: its unscaled drawing goes, and so does its property below.
        let drawings = contents.images.filter { $0.scale == nil && $0.filename.map { VectorFormat(path: $0) != nil } == true }
        let drawn = Set(looks.map(\.appearance))
        for image in contents.images where !drawings.contains(where: { $0.filename == image.filename }) {
            let slot = Self.slot(of: image.json)
            if ownsAppearances, let slot, !drawn.contains(slot.appearance), let filename = image.filename,
               AssetFileName(parsing: filename).stem == name + slot.appearance.fileSuffix {
                continue
            }
            if let slot, let index = entries.firstIndex(where: { $0.slot == slot }) {
                // Keys we do not write (compression-type, alignment-insets, ...) stay as the user set them.
                if placed.insert(index).inserted { images.append(Self.merging(entries[index].json, into: image.json)) }
            } else {
                images.append(image.json)
            }
        }
        for (index, entry) in entries.enumerated() where !placed.contains(index) {
            // A new entry goes among its idiom's where Xcode would put it (a dark one after its scale's
            // any), before the first that sorts after it, else after the last; other entries keep their places.
            let sameIdiom = images.indices.filter { Self.slot(of: images[$0])?.idiom == entry.slot.idiom }
            let at = sameIdiom.first { Self.slot(of: images[$0]).map { entry.slot < $0 } ?? false }
                ?? sameIdiom.last.map { $0 + 1 } ?? images.endIndex
            images.insert(entry.json, at: at)
        }

        var document = contents.document.setting("images", to: .array(images)).setting("info", to: ImageSetContents.info)
        if !drawings.isEmpty, let properties = contents.document["properties"]?.objectMembers {
            document = document.setting("properties", to: .object(properties.filter { $0.0 != "preserves-vector-representation" }))
        }
        if let template {
            let intent = JSONValue.string(template ? "template" : "original")
            document = document.setting("properties", to: (document["properties"] ?? .object([])).setting("template-rendering-intent", to: intent))
        }

        var written: [OutputRecord] = []
        written.append(try writeCatalogContentsIfMissing())
        let output = OutputFolder(path: folder, protecting: looks.flatMap(\.variants).map(\.path))
        for entry in entries {
            // Art is copied as it is: re-slicing art already in the set (to change its caps) copies it onto itself.
            let path = try output.destination(for: entry.filename, input: entry.variant.path, copying: true)
            written.append(Self.record(entry.variant, path: path, status: OutputStatus(try AtomicFile.write(entry.variant.bytes, to: path, below: catalogPath))))
        }
        let json = Array(document.renderedXcodeStyle().utf8)
        let status = OutputStatus(try AtomicFile.write(json, to: contentsPath, below: catalogPath))
        written.append(OutputRecord(input: nil, output: contentsPath, bytes: json.count, status: status))
        return written
    }

    /// The folder of the image set `name` in a catalog: `NAME.imageset`.
    public static func setFolder(_ name: String) -> String {
        name + ".imageset"
    }

    /// The file name of a variant's art in the image set `name`: `NAME@2x~ipad.png`.
    public static func artFileName(_ name: String, _ fileName: AssetFileName, appearance: Appearance = .any) -> String {
        fileName.withStem(name + appearance.fileSuffix).fileName
    }

    private static func record(_ variant: SliceVariant, path: String, status: OutputStatus) -> OutputRecord {
        OutputRecord(input: variant.path, output: path, width: variant.width, height: variant.height, scale: variant.fileName.scale, bytes: variant.bytes.count, status: status)
    }

    /// The catalog idiom for a `~device` suffix.
    static func idiom(for device: String?) -> String {
        switch device?.lowercased() {
        case "iphone": "iphone"
        case "ipad": "ipad"
        default: "universal"
        }
    }
}
