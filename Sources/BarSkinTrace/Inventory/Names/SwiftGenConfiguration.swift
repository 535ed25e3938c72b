import BarSkinCore

/// What a `swiftgen.yml` says about its `xcassets` outputs: which catalogs feed
/// which enum, so the accessors can be derived where the generated file is not
/// in the repository (a build phase writes it).
struct SwiftGenConfiguration {
    /// One `xcassets` entry.
    struct Entry {
        /// The catalogs, absolute.
        var catalogs: [String]
        /// The top-level enum (`enumName`, default `Asset`).
        var enumName: String
        /// Whether every folder is a namespace (`forceProvidesNamespaces`).
        var forceNamespaces: Bool
        /// Whether each catalog gets an enum even when alone (`forceFileNameEnum`).
        var forceFileNameEnum: Bool
        /// A team's own stencil (`templatePath:`), where it was read: its statics, not `swift5`'s enum.
        var template: SwiftGenTemplate?
    }

    var entries: [Entry] = []
    /// The stencils (`templatePath:`) whose image accessors are not of a shape this reading knows, with their catalogs (absolute).
    var unreadTemplates: [(stencil: String, catalogs: [String])] = []

    /// The entries of a parsed `swiftgen.yml` at `path`; `readText` gives a stencil's text.
    init(_ root: Any?, path: String, readText: (String) -> String? = { _ in nil }) {
        guard let top = root as? [String: Any] else { return }
        let folder = PathText.folder(of: PathText.absolute(path))
        let inputFolder = (top["input_dir"] as? String).map { PathText.absolute($0, in: folder) } ?? folder
        let sections: [Any] = (top["xcassets"] as? [Any]) ?? (top["xcassets"].map { [$0] } ?? [])
        for case let section as [String: Any] in sections {
            let inputs = (section["inputs"] as? [Any])?.compactMap { $0 as? String } ?? (section["inputs"] as? String).map { [$0] } ?? []
            let outputs = (section["outputs"] as? [Any]) ?? (section["outputs"].map { [$0] } ?? [])
            for case let output as [String: Any] in outputs {
                let params = output["params"] as? [String: Any] ?? [:]
                var template: SwiftGenTemplate?
                if let stencil = output["templatePath"] as? String {
                    // As the configuration's path was given, so a warning names it the way the user typed the root.
                    let typedFolder = PathText.folder(of: path)
                    let stencilPath = stencil.hasPrefix("/") || typedFolder.isEmpty ? stencil : typedFolder + "/" + stencil
                    template = readText(stencilPath).flatMap(SwiftGenTemplate.init(stencil:))
                    // Accessors of an unknown shape would be guessed wrong, and their images called unused.
                    guard template != nil else {
                        unreadTemplates.append((stencilPath, inputs.map { PathText.absolute($0, in: inputFolder) }))
                        continue
                    }
                }
                entries.append(Entry(catalogs: inputs.map { PathText.absolute($0, in: inputFolder) },
                                     enumName: params["enumName"] as? String ?? "Asset",
                                     forceNamespaces: Self.isTrue(params["forceProvidesNamespaces"]),
                                     forceFileNameEnum: Self.isTrue(params["forceFileNameEnum"]), template: template))
            }
        }
    }

    /// Keeps the catalogs `isTraced` accepts and returns the others, as written in no entry again:
    /// an input outside the traced folders is not the project's to match.
    mutating func keepCatalogs(where isTraced: (String) -> Bool) -> [String] {
        var left: [String] = []
        for index in entries.indices {
            left += entries[index].catalogs.filter { !isTraced($0) }
            entries[index].catalogs = entries[index].catalogs.filter(isTraced)
        }
        return Array(Set(left)).sorted()
    }

    private static func isTrue(_ value: Any?) -> Bool {
        ["true", "yes", "on"].contains((value as? String)?.lowercased() ?? "")
    }

    /// The accessors the `swift5` template generates for the sets of `index` in each entry's catalogs.
    func accessors(index: AssetIndex, workingFolder: String) -> [String: String] {
        var accessors: [String: String] = [:]
        for entry in entries {
            let catalogs = Set(entry.catalogs)
            for set in index.allSets {
                let catalog = PathText.absolute(set.catalogFolder, in: workingFolder)
                guard catalogs.contains(catalog) else { continue }
                let constant = SwiftGenName.constant(for: String(set.name.split(separator: "/").last ?? Substring(set.name)))
                if let template = entry.template {
                    for type in template.imageTypes { accessors[type + "." + constant] = set.name }
                    continue
                }
                var path = [entry.enumName]
                if entry.catalogs.count > 1 || entry.forceFileNameEnum {
                    path.append(SwiftGenName.enumName(for: String(PathText.fileName(of: catalog).dropLast(".xcassets".count))))
                }
                // Namespaces: the set's own name holds those that provide one; forced, every folder is one.
                let folders = entry.forceNamespaces
                    ? PathText.relative(PathText.folder(of: PathText.absolute(set.location, in: workingFolder)), to: catalog)
                        .split(separator: "/").map(String.init)
                    : set.name.split(separator: "/").dropLast().map(String.init)
                path += folders.map(SwiftGenName.enumName(for:))
                path.append(constant)
                accessors[path.joined(separator: ".")] = set.name
            }
        }
        return accessors
    }
}
