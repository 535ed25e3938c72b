import BarSkinCore
import Foundation

/// Reads one `.colorset` folder's Contents.json: the appearances it gives its colour.
public struct ColorSetReader: Sendable {
    /// A reader.
    public init() {}

    /// The set at `folder`, named `name` (namespaces already joined with `/`). A set without a
    /// Contents.json, or whose list is not an array, has no appearances: it is still a colour Xcode compiles.
    /// - Throws: ``TraceProblem/malformedJSON(detail:)``.
    public func read(folder: String, name: String) throws -> NamedSet {
        let (entries, data) = try CatalogSetReader.slots(of: folder, key: "colors") ?? ([], Data())
        // The colours themselves, for the report's swatches: a colour set's Contents.json is small enough for Foundation's objects.
        let objects = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["colors"] as? [Any] ?? []
        var set = NamedSet(name: name, location: folder, appearances: [])
        for (position, entry) in entries.enumerated() {
            guard let entry else { continue }
            // An entry with an `appearances` list it cannot read is still another look, never the any one.
            let appearance = entry.hasAppearances ? entry.appearance ?? "other" : "any"
            if !set.appearances.contains(appearance) { set.appearances.append(appearance) }
            let color = position < objects.count ? ((objects[position] as? [String: Any])?["color"] as? [String: Any]).flatMap(ColorValue.init) : nil
            // The first entry of each look: an idiom's own colour is the same look on another device.
            if let color, !set.colors.contains(where: { $0.appearance == appearance }) { set.colors.append(AppearanceColor(appearance: appearance, color: color)) }
        }
        return set
    }
}
