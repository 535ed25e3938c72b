/// The "did you mean" of a mistyped name: the closest of the names allowed
/// where it was written, chosen as swift-argument-parser chooses for flags
/// (Levenshtein distance under 4), so a subcommand, a skin key and a finding
/// kind are corrected the same way as `--ouptut`.
public enum NameSuggestion {
    /// Edits at or above this distance are a different word, not a typo.
    static let similarityFloor = 4

    /// The allowed name closest to `name`, or nil when none is close enough.
    /// A short name needs a closer match than the parser's floor alone: `tabs`
    /// is three edits from `cells`, and `Nope` three from `App`, but neither is a
    /// typo of the other; a third of the name's letters, two at least, may differ.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate)
            guard distance < similarityFloor, distance <= max(2, name.count / 3) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// `; did you mean 'NAME'?` for a close name, or the empty string.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The number of single-character insertions, deletions and substitutions
    /// that turn `source` into `target`.
    public static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source), target = Array(target)
        guard !source.isEmpty, !target.isEmpty else { return max(source.count, target.count) }
        var previous = Array(0...target.count)
        var current = previous
        for (row, character) in source.enumerated() {
            current[0] = row + 1
            for column in target.indices {
                let substitution = previous[column] + (character == target[column] ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
