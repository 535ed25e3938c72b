import Foundation

/// A target's build settings as a trace needs them: every value a key takes in
/// any configuration (Debug, Release, ...) and any conditional variant
/// (`KEY[sdk=appletvos*]`), since an image one of them names ships in some build.
/// The project's configurations are the defaults: they count for a key the
/// target does not set, and where the target's value says `$(inherited)`.
struct BuildSettings {
    private let target: [[String: Any]]
    private let project: [[String: Any]]

    /// The settings of a target's configurations over its project's.
    init(target: [[String: Any]], project: [[String: Any]]) {
        self.target = target
        self.project = project
    }

    /// Every non-empty value of `key`, in configuration order, each once. An empty
    /// value (`INFOPLIST_FILE = "";`, common in test targets) is no value at all.
    func values(_ key: String) -> [String] {
        let own = Self.values(key, in: target)
        var values = own ?? []
        if own == nil || values.contains(where: Self.inherits) {
            values = (Self.values(key, in: project) ?? []) + values.map(Self.withoutInherited)
        }
        var seen = Set<String>()
        return values.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// Every word of a list setting (`"App/Preview Content" Extra`): split at spaces outside quotes, quotes removed.
    func list(_ key: String) -> [String] {
        var seen = Set<String>()
        return values(key).flatMap(Self.words).filter { seen.insert($0).inserted }
    }

    /// Whether some value of a YES/NO setting is YES; `otherwise` when the setting is not set.
    func isYes(_ key: String, otherwise: Bool) -> Bool {
        let values = values(key)
        return values.isEmpty ? otherwise : values.contains { ["YES", "yes", "true", "1"].contains($0) }
    }

    /// The values of `key` and its conditional variants, nil when no configuration sets it.
    private static func values(_ key: String, in configurations: [[String: Any]]) -> [String]? {
        var values: [String]?
        for settings in configurations {
            // Sorted: dictionary order differs between runs, and the values' order shows in reports.
            for name in settings.keys.sorted() where name == key || (name.hasPrefix(key + "[") && name.hasSuffix("]")) {
                switch settings[name] {
                case let text as String: values = (values ?? []) + [text]
                case let list as [Any]: values = (values ?? []) + list.compactMap { $0 as? String }
                default: continue
                }
            }
        }
        return values
    }

    private static func inherits(_ value: String) -> Bool {
        value.contains("$(inherited)") || value.contains("${inherited}")
    }

    private static func withoutInherited(_ value: String) -> String {
        value.replacingOccurrences(of: "$(inherited)", with: "").replacingOccurrences(of: "${inherited}", with: "")
            .trimmingCharacters(in: .whitespaces)
    }

    /// The words of a list value, as Xcode splits them: at unquoted white space, with `"` and `\` escaping.
    static func words(_ value: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, escaped = false, started = false
        for character in value {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                started = true
            } else if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace, !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words.filter { !$0.isEmpty }
    }
}
