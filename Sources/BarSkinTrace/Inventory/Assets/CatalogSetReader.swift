import BarSkinCore
import Foundation

/// Reads one `.imageset`, `.symbolset` or `.imagestack` folder of an asset catalog:
/// its Contents.json slots, which files fill them, and each file's pixel size.
public struct CatalogSetReader: Sendable {
    /// A reader.
    public init() {}

    /// The set at `folder`, named `name` (namespaces already joined with `/`); `files`
    /// are the folder's files, and for an image stack every file below it, relative to it.
    /// - Throws: ``TraceProblem/malformedJSON(detail:)``.
    public func read(folder: String, name: String, files: Set<String>) throws -> ImageAsset {
        let type = CatalogSetType(folder: folder)
        var asset = ImageAsset(name: name, kind: .imageset, location: folder, variants: [], emptySlots: [], missingFiles: [], setType: type)
        switch type {
        case .imageSet: try fill(&asset, from: folder, files: files, key: "images", idioms: Self.loadableIdioms)
        case .symbolSet: try fill(&asset, from: folder, files: files, key: "symbols", idioms: Self.loadableIdioms)
        case .imageStack: try fillStack(&asset, files: files)
        }
        return asset
    }

    /// Adds the slots listed under `key` in the Contents.json of `folder`, keeping those of
    /// the `idioms` given (nil for any), to `asset`'s variants, empty slots and missing files.
    func fill(_ asset: inout ImageAsset, from folder: String, files: Set<String>, key: String, idioms: Set<String>?) throws {
        // No Contents.json: Xcode treats the folder as an empty set.
        guard let (slots, data) = try Self.slots(of: folder, key: key) else { return }
        let slotLines = Self.slotLines([UInt8](data))
        for (index, slot) in slots.enumerated() {
            // Entries that are not objects, or scales no device has ("0x"), are nothing imageNamed: can load.
            guard let slot else { continue }
            let idiom = slot.idiom ?? "universal"
            let scale = slot.scale.flatMap { Self.scales[$0] }
            let line = index < slotLines.count ? slotLines[index] : 0
            // Every entry's file is checked, whatever its idiom, look, locale or direction: actool warns of each one missing.
            if let fileName = slot.filename, !files.contains(fileName), !(idioms?.contains(idiom) ?? true) || slot.variantName != nil {
                let variant = [idioms?.contains(idiom) ?? true ? nil : "\(idiom) idiom", slot.variantName].compactMap { $0 }
                asset.missingFiles.append(MissingSlotFile(fileName: fileName, line: line, variant: variant.joined(separator: ", ")))
            }
            if let locale = slot.locale { asset.locales.insert(locale) }
            if slot.languageDirection != nil { asset.hasLanguageDirections = true }
            guard idioms?.contains(idiom) ?? true else {
                asset.hasOtherIdioms = true
                continue
            }
            guard !slot.hasScale || scale != nil else { continue }
            if slot.hasAppearances {
                // Another look of the same asset: imageNamed: picks it by trait, never by name.
                if let appearance = slot.appearance, let fileName = slot.filename, files.contains(fileName) {
                    asset.appearanceSlots.append(AppearanceSlot(appearance: appearance, idiom: idiom, scale: scale, line: line))
                }
                continue
            }
            // A locale's or a direction's file is the same asset in another language; its missing file is reported above.
            if slot.variantName != nil, let fileName = slot.filename, !files.contains(fileName) { continue }
            guard let fileName = slot.filename else {
                asset.emptySlots.append(EmptySlot(idiom: idiom, scale: scale, line: line))
                continue
            }
            guard files.contains(fileName) else {
                asset.missingFiles.append(MissingSlotFile(fileName: fileName, line: line))
                continue
            }
            let path = folder + "/" + fileName
            let size = fileName.lowercased().hasSuffix(".png") ? PNGHeader.pixelSize(ofFileAt: path) : nil
            asset.variants.append(AssetVariant(
                path: path, scale: scale, device: idiom == "universal" ? nil : idiom, pixelSize: size))
        }
    }

    /// The entries of the list under `key` (`images`, `symbols`, `layers`) of a folder's
    /// Contents.json, and the file's bytes; nil without the file, when the top level is not
    /// an object or the list is not an array.
    /// - Throws: ``TraceProblem/malformedJSON(detail:)``.
    static func slots(of folder: String, key: String) throws -> ([CatalogSlot?], Data)? {
        let contentsPath = folder + "/Contents.json"
        guard let data = FileBytes.data(contentsPath) else { return nil }
        if let decoded = try? JSONDecoder().decode(CatalogSlot.Lists.self, from: data) { return decoded.lists[key].map { ($0, data) } }
        // Anything the decoder refuses takes Foundation's parser, whose errors say where.
        do {
            let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            return (root?[key] as? [Any]).map { entries in (entries.map { ($0 as? [String: Any]).map(CatalogSlot.init) }, data) }
        } catch {
            let (line, column) = location(in: "\(error)")
            throw TraceProblem.malformedJSON(detail: "not valid JSON").located(at: contentsPath, line: line, column: column)
        }
    }

    /// The scales a slot may name.
    static let scales = ["1x": 1, "2x": 2, "3x": 3]

    /// Idioms `imageNamed:` can pick on an iPhone or iPad.
    static let loadableIdioms: Set<String> = ["universal", "iphone", "ipad"]

    /// The line of each `"idiom"` key, which starts every slot Xcode writes.
    private static func slotLines(_ bytes: [UInt8]) -> [Int] {
        let locator = TextLocator(bytes: bytes)
        var lines: [Int] = []
        var offset = 0
        while let found = locator.find(Array("\"idiom\"".utf8), from: offset) {
            lines.append(locator.location(of: found).line)
            offset = found + 1
        }
        return lines
    }

    /// Foundation's JSON errors say "around line 3, column 5"; keep that when present.
    static func location(in message: String) -> (Int?, Int?) {
        func number(after word: String) -> Int? {
            guard let range = message.range(of: word + " ") else { return nil }
            return Int(message[range.upperBound...].prefix { $0.isNumber })
        }
        return (number(after: "line"), number(after: "column"))
    }
}
