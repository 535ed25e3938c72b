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
                    // Some type's member of that name: trusted where its names fit the project's images.
                    found = found.filter(matcher.namesSomeImage)
                    if found.isEmpty { continue }
                    // A stored property of that name holds more than what was found: say so with a hole.
                    if declarations.storedNames.contains(String(key.dropFirst(2))) { found.append(NamePattern([.hole])) }
                }
                return found
            }
        case .rawValues(let type):
            if let values = declarations.rawValues[type] { return values.flatMap { resolve($0, depth: depth + 1) } }
        case .digits:
            return [NamePattern([.unresolved(.digits)])]
        case .written, .parameter, .member:
            break
        }
        return [NamePattern([.hole])]
    }

    /// The member a name is wholly made of (`item.icon` in SwiftUI's `Image(item.icon)`),
    /// whose declared type says whether it is a name at all (an `ImageResource` is not).
    static func member(_ pattern: NamePattern) -> String? {
        guard pattern.segments.count == 1, case .unresolved(let hole) = pattern.segments[0] else { return nil }
        switch hole {
        case .constant(let keys): return keys.last.map { String($0.split(separator: ".").last ?? Substring($0)) }
        case .member(let name): return name
        default: return nil
        }
    }

    /// Wrappers for names read from a model's stored property whose type the code says
    /// (`func configure(_ model: ActionModel)` … `model.imageName`): `ActionModel(imageName: "lock")` says what it holds.
    static func storedMemberWrappers(_ references: [ImageReference], declarations: SourceDeclarations) -> [ImageWrapper] {
        guard !declarations.storedMembers.isEmpty else { return [] }
        var wrappers: [ImageWrapper] = []
        for reference in references {
            guard case .pattern(let pattern) = reference.target, pattern.isUnresolved else { continue }
            for segment in pattern.segments {
                guard case .unresolved(.constant(let keys)) = segment, let typed = keys.first, !typed.hasPrefix("*."),
                      declarations.storedMembers.contains(typed), let dot = typed.lastIndex(of: ".") else { continue }
                let type = String(typed[..<dot].split(separator: ".").last ?? "")
                wrappers.append(ImageWrapper(callee: type, label: String(typed[typed.index(after: dot)...]), index: -1,
                                             hole: .constant(keys), isObjC: false, pattern: pattern, role: reference.role,
                                             file: reference.file, line: reference.line, column: reference.column))
                break
            }
        }
        return wrappers
    }

    /// References after the second pass: a wrapper's own call is replaced by its
    /// callers' (kept as a dynamic name when nothing calls it), and SwiftUI's
    /// `Image(x.icon)` is dropped when `icon` is declared as an image, not a name.
    func reconcile(_ references: inout [ImageReference], callers: [ImageReference]) {
        let called = Set(callers.map(\.role))
        var wrapperSites = Set<String>()
        for wrapper in declarations.wrappers where called.contains("\(wrapper.callee)(\(wrapper.label ?? "_"):)") || called.contains("\(wrapper.callee):") {
            wrapperSites.insert("\(wrapper.file):\(wrapper.line):\(wrapper.column)")
        }
        // Most references are literal names: only the others are rebuilt, in place, so a
        // project of 400,000 calls is not copied.
        var kept = 0
        var extra: [ImageReference] = []
        for position in references.indices {
            let reference = references[position]
            guard case .pattern(let pattern) = reference.target else {
                references[kept] = reference
                kept += 1
                continue
            }
            if wrapperSites.contains("\(reference.file):\(reference.line):\(reference.column)"), pattern.isUnresolved { continue }
            let resolved = resolve(reference)
            if reference.role == "Image", let member = Self.member(pattern), declarations.imageTypedMembers.contains(member),
               resolved.allSatisfy({ if case .pattern = $0.target { true } else { false } }) {
                continue
            }
            guard let first = resolved.first else { continue }
            references[kept] = first
            kept += 1
            extra += resolved.dropFirst()
        }
        references.removeSubrange(kept...)
        references += extra
        for caller in callers { references += resolve(caller) }
    }
}
