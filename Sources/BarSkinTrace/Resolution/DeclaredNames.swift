import BarSkinCore

/// Fills the unresolved pieces of dynamic names with what the whole project
/// declares: constants in other files, enum raw values, computed properties that
/// return literals. A piece nothing declares becomes a plain hole.
struct DeclaredNames {
    /// How deep constants defined by other constants are followed.
    static let maximumDepth = 4

    let declarations: SourceDeclarations
    /// Recognises image names: a member of an unknown type (`*.icon`) only counts
    /// where its values name images, since any type may have a member of that name.
    let matcher: ImageNameMatcher

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
        for segment in pattern.segments {
            guard case .unresolved(let hole) = segment else {
                results = results.map { $0 + [segment] }
                continue
            }
            let options = depth < Self.maximumDepth ? values(of: hole, depth: depth) : [NamePattern([.hole])]
            results = results.flatMap { prefix in options.map { prefix + $0.segments } }
            if results.count > SourceDeclarations.maximumValues { return [NamePattern([.hole])] }
        }
        var seen = Set<NamePattern>()
        return results.map(NamePattern.init).filter { seen.insert($0).inserted }
    }

    private func values(of hole: NameHole, depth: Int) -> [NamePattern] {
        switch hole {
        case .constant(let keys):
            for key in keys {
                guard let values = declarations.constants[key] else { continue }
                var found = values.flatMap { resolve($0, depth: depth + 1) }
                if key.hasPrefix("*.") {
                    found = found.filter { $0.literal.flatMap(matcher.assetName(for:)) != nil }
                    if found.isEmpty { continue }
                }
                return found
            }
        case .rawValues(let type):
            if let values = declarations.rawValues[type] { return values.flatMap { resolve($0, depth: depth + 1) } }
        case .written, .parameter, .member:
            break
        }
        return [NamePattern([.hole])]
    }

    /// References after the second pass: a wrapper's own call is replaced by its
    /// callers' (kept as a dynamic name when nothing calls it), and SwiftUI's
    /// `Image(x.icon)` is dropped when `icon` is declared as an image, not a name.
    func reconcile(_ references: [ImageReference], callers: [ImageReference]) -> [ImageReference] {
        let called = Set(callers.map(\.role))
        var wrapperSites = Set<String>()
        for wrapper in declarations.wrappers where called.contains("\(wrapper.callee)(\(wrapper.label ?? "_"):)") || called.contains("\(wrapper.callee):") {
            wrapperSites.insert("\(wrapper.file):\(wrapper.line):\(wrapper.column)")
        }
        return (references + callers).flatMap { reference -> [ImageReference] in
            if wrapperSites.contains("\(reference.file):\(reference.line):\(reference.column)"), case .pattern(let pattern) = reference.target,
               pattern.waitsForCallers {
                return []
            }
            let resolved = resolve(reference)
            if let member = reference.typedMember, declarations.imageTypedMembers.contains(member),
               resolved.allSatisfy({ if case .pattern = $0.target { true } else { false } }) {
                return []
            }
            return resolved
        }
    }
}
