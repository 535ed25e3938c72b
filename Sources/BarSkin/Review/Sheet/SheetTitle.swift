import BarSkinCore

/// The title a sheet gets when none is given: what it shows, by the names its sources go
/// by (`App` for `App.skin.yml` or its manifest `.App.skin.barskin.json`, a folder's or
/// catalog's own name), so two sheets open side by side say which is which.
public enum SheetTitle {
    /// The title for a sheet of `sources`; `barskin sheet` for none.
    public static func of(_ sources: [String]) -> String {
        let names = sources.map(name)
        var seen = Set<String>()
        let unique = names.filter { !$0.isEmpty && seen.insert($0).inserted }
        return unique.isEmpty ? "barskin sheet" : unique.joined(separator: ", ")
    }

    /// One source's name: a skin's or manifest's skin name, else the file or folder name.
    static func name(_ source: String) -> String {
        var name = PathText.fileName(of: PathText.trimmingTrailingSlashes(source))
        if BuildRecordName.matches(name) { name = String(name.dropFirst().dropLast(BuildRecordName.suffix.count)) }
        for suffix in [".skin.yml", ".skin.yaml", ".skin", ".yml", ".yaml"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name == "." ? "" : name
    }
}
