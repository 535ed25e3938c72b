/// The `#if os(...)` branches a Swift file's scanner is inside, and the platforms the code
/// there is compiled for: a call in `#if os(macOS)` never runs in an iOS app, so an image the
/// iOS app lacks is no `missing` for it. A condition of anything else (`DEBUG`, `canImport`)
/// says nothing about platforms, and neither does a branch that follows one.
struct PlatformConditions {
    /// Every platform `os(...)` names.
    static let all: Set<String> = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]

    /// Each open `#if`: the platforms of its current branch, and of every branch before it (nil: unknown).
    private var stack: [(branch: Set<String>?, earlier: Set<String>?)] = []

    /// The platforms code here is compiled for; nil for all of them.
    var platforms: Set<String>? {
        stack.reduce(nil as Set<String>?) { result, level in
            guard let branch = level.branch else { return result }
            return result.map { $0.intersection(branch) } ?? branch
        }
    }

    /// Follows the directive `word` (`#if`, `#elseif`, `#else`, `#endif`), whose condition is `condition`.
    mutating func follow(_ word: String, condition: [SourceToken]) {
        switch word {
        case "#if":
            let branch = Self.platforms(of: condition)
            stack.append((branch, branch))
        case "#elseif":
            guard let last = stack.popLast() else { return }
            let branch = Self.platforms(of: condition)
            stack.append((branch, last.earlier.flatMap { earlier in branch.map { earlier.union($0) } }))
        case "#else":
            guard let last = stack.popLast() else { return }
            stack.append((last.earlier.map { Self.all.subtracting($0) }, nil))
        case "#endif":
            _ = stack.popLast()
        default:
            break
        }
    }

    /// `os(A) || os(B)` gives A and B, `!os(A)` every platform but A; anything else, nil.
    static func platforms(of condition: [SourceToken]) -> Set<String>? {
        var negated = false, found: Set<String> = [], index = 0
        if condition.first?.isPunctuation("!") == true { negated = true; index = 1 }
        while index < condition.count {
            guard index + 3 < condition.count, condition[index].identifier == "os", condition[index + 1].isPunctuation("("),
                  let name = condition[index + 2].identifier, all.contains(name), condition[index + 3].isPunctuation(")") else { return nil }
            found.insert(name)
            index += 4
            if index == condition.count { break }
            guard !negated, index + 1 < condition.count, condition[index].isPunctuation("|"), condition[index + 1].isPunctuation("|") else { return nil }
            index += 2
        }
        guard !found.isEmpty else { return nil }
        return negated ? all.subtracting(found) : found
    }
}
