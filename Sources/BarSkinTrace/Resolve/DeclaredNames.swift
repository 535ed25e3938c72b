import BarSkinCore

/// Fills the unresolved pieces of Objective-C's dynamic names with what the whole
/// project declares: constants in other files (`kShareIcon`, `#define`), transformed
/// where the code transforms them. A piece nothing declares becomes a plain hole.
struct DeclaredNames {
    /// How deep constants defined by other constants are followed.
    static let maximumDepth = 4

    /// Every Objective-C file's declarations, merged.
    let declarations: SourceDeclarations

    /// The reference with every unresolved piece looked up: one reference per name
    /// it can be, a literal name where nothing is left unknown.
    func resolve(_ reference: ImageReference) -> [ImageReference] {
        guard case .pattern(let pattern) = reference.target, pattern.isUnresolved else { return [reference] }
        return resolve(pattern, depth: 0).map { resolved in
            var copy = reference
            copy.target = resolved.literal.map(ReferenceTarget.name) ?? .pattern(resolved)
            return copy
        }
    }

    /// The names a pattern can be.
    func resolve(_ pattern: NamePattern, depth: Int) -> [NamePattern] {
        var results: [[NamePattern.Segment]] = [[]]
        var choices = 0
        for segment in pattern.segments {
            guard case .unresolved(let hole) = segment else {
                results = results.map { $0 + [segment] }
                continue
            }
            let options = depth < Self.maximumDepth ? values(of: hole, depth: depth) : [NamePattern([.hole])]
            if options.count > 1 { choices += 1 }
            results = results.flatMap { prefix in options.map { prefix + $0.segments } }
            let bound = choices > 1 ? SourceDeclarations.maximumCombinations : SourceDeclarations.maximumValues
            if results.count > bound { return [NamePattern([.hole])] }
        }
        var seen = Set<NamePattern>()
        return results.map(NamePattern.init).filter { seen.insert($0).inserted }
    }

    private func values(of hole: NameHole, depth: Int) -> [NamePattern] {
        switch hole {
        case .constant(let keys):
            for key in keys {
                guard let values = declarations.constants[key] else { continue }
                return values.flatMap { resolve($0, depth: depth + 1) }
            }
        case .transformed(let inner, let transform):
            // A constant lower-cased is its values lower-cased; what stays unknown stays a hole.
            return values(of: inner, depth: depth).map { $0.transformed(by: transform) }
        case .digits, .integers:
            return [NamePattern([.unresolved(hole)])]
        case .parameter:
            break
        }
        return [NamePattern([.hole])]
    }
}
