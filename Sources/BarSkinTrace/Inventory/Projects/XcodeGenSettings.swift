import BarSkinCore

/// An XcodeGen spec's build settings and dependencies in the shapes a target read from a project has.
enum XcodeGenSettings {
    /// One settings mapping per configuration: `base` with the configuration's own over it. A mapping with
    /// no `base`, `configs` or `groups` key is all `base`, as XcodeGen reads it; `configs` keys match any case.
    static func configurations(_ settings: Any?, names: [String]) -> [[String: Any]] {
        guard let settings = settings as? [String: Any] else { return names.map { _ in [:] } }
        let structured = settings.keys.contains { ["base", "configs", "groups"].contains($0) }
        let base = structured ? settings["base"] as? [String: Any] ?? [:] : settings
        let configs = structured ? settings["configs"] as? [String: Any] ?? [:] : [:]
        return names.map { name in
            let own = configs.first { $0.key.lowercased() == name.lowercased() }?.value as? [String: Any] ?? [:]
            return base.merging(own) { _, specific in specific }
        }
    }

    /// What a target builds against, by name: targets (`target: Core`, or `Other/Core` of a referenced
    /// project), package products (`product:`, else the package), frameworks and Carthage products by file name.
    static func dependencies(_ list: Any?) -> Set<String> {
        var names: Set<String> = []
        for case let dependency as [String: Any] in list as? [Any] ?? [] {
            if let target = dependency["target"] as? String {
                names.insert(PathText.fileName(of: target))
            } else if let package = dependency["package"] as? String {
                let products = (dependency["products"] as? [Any])?.compactMap { $0 as? String } ?? []
                names.formUnion(products.isEmpty ? [(dependency["product"] as? String) ?? package] : products)
            } else if let framework = (dependency["framework"] ?? dependency["carthage"]) as? String {
                let file = PathText.fileName(of: framework)
                names.insert(file.hasSuffix(".framework") ? String(file.dropLast(".framework".count)) : file)
            }
        }
        return names
    }

    /// A template's values with `${target_name}` and `$target_name` as the target's name.
    static func naming(_ value: Any, target: String) -> Any {
        if let text = value as? String {
            return text.replacingOccurrences(of: "${target_name}", with: target).replacingOccurrences(of: "$target_name", with: target)
        }
        if let list = value as? [Any] { return list.map { naming($0, target: target) } }
        if let mapping = value as? [String: Any] { return mapping.mapValues { naming($0, target: target) } }
        return value
    }
}
