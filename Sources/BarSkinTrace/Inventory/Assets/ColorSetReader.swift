import BarSkinCore

/// Reads one `.colorset` folder's Contents.json: the appearances it gives its colour.
public struct ColorSetReader: Sendable {
    /// A reader.
    public init() {}

    /// The set at `folder`, named `name` (namespaces already joined with `/`). A set without a
    /// Contents.json, or whose list is not an array, has no appearances: it is still a colour Xcode compiles.
    /// - Throws: ``TraceProblem/malformedJSON(detail:)``.
    public func read(folder: String, name: String) throws -> NamedSet {
        let entries = try CatalogSetReader.slots(of: folder, key: "colors")?.0 ?? []
        var appearances: [String] = []
        for entry in entries {
            guard let entry else { continue }
            // An entry with an `appearances` list it cannot read is still another look, never the any one.
            let appearance = entry.hasAppearances ? entry.appearance ?? "other" : "any"
            if !appearances.contains(appearance) { appearances.append(appearance) }
        }
        return NamedSet(name: name, location: folder, appearances: appearances)
    }
}
