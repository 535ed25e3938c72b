import BarSkinCore
import Foundation

/// Reads one `.imageset` (or `.symbolset`) folder of an asset catalog: its
/// Contents.json slots, which files fill them, and each file's pixel size.
public struct CatalogSetReader: Sendable {
    /// A reader.
    public init() {}

    /// The set at `folder`, named `name` (namespaces already joined with `/`).
    /// - Throws: ``TraceError/malformedJSON(path:line:column:detail:)``.
    public func read(folder: String, name: String, files: Set<String>) throws -> ImageAsset {
        let contentsPath = folder + "/Contents.json"
        var asset = ImageAsset(name: name, kind: .imageset, location: folder, variants: [], emptySlots: [], missingFiles: [])
        guard let data = FileManager.default.contents(atPath: contentsPath) else {
            // No Contents.json: Xcode treats the folder as an empty set.
            return asset
        }
        let bytes = [UInt8](data)
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let (line, column) = Self.location(in: "\(error)")
            throw TraceError.malformedJSON(path: contentsPath, line: line, column: column, detail: "not valid JSON")
        }
        guard let images = (root as? [String: Any])?["images"] as? [Any] else { return asset }
        let slotLines = Self.slotLines(bytes)
        for (index, entry) in images.enumerated() {
            // Entries that are not objects, or scales no device has ("0x"), are nothing imageNamed: can load.
            guard let slot = entry as? [String: Any] else { continue }
            let idiom = slot["idiom"] as? String ?? "universal"
            let scale = (slot["scale"] as? String).flatMap { Self.scales[$0] }
            let line = index < slotLines.count ? slotLines[index] : 0
            guard Self.loadableIdioms.contains(idiom), slot["appearances"] == nil, slot["scale"] == nil || scale != nil else { continue }
            guard let fileName = slot["filename"] as? String else {
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
        return asset
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
