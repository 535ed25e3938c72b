import BarSkinCore

extension CallSiteScanner {
    /// What an identifier or member chain in a name stands for: a local's values,
    /// the enclosing method's parameter, or a constant the project may declare (``NameHole``).
    func lookup(_ chain: [String], _ state: ScanState) -> [NamePattern] {
        // `self.icon`, `item.imageName`: a property nothing here declares a value for.
        guard chain.count == 1 else { return [NamePattern([.hole])] }
        let name = chain[0]
        if let local = state.scopes.values(of: name) { return local.isEmpty ? [NamePattern([.hole])] : local }
        if let method = state.scopes.method, let position = method.parameters.firstIndex(where: { $0.name == name }) {
            return method.parameters[position].holdsText ? [NamePattern([.unresolved(.parameter(position))])] : [NamePattern([.hole])]
        }
        return [NamePattern([.unresolved(.constant([name]))])]
    }

    /// The wrapper a call inside a method makes when its name comes from one of
    /// the method's parameters (lower-cased, formatted or passed on as it is).
    func wrapper(for pattern: NamePattern, at call: CallSite, in state: ScanState) -> ImageWrapper? {
        guard let method = state.scopes.method else { return nil }
        for segment in pattern.segments {
            guard case .unresolved(let hole) = segment, case .parameter(let position) = hole.untransformed,
                  position < method.parameters.count else { continue }
            let parameter = method.parameters[position]
            return ImageWrapper(callee: parameter.label, hole: .parameter(position), pattern: pattern,
                                role: call.role, file: file, line: call.location.line, column: call.location.column,
                                selector: method.parameters.map(\.label),
                                parameterType: parameter.isPointer ? nil : parameter.type.first)
        }
        return nil
    }
}

extension NamePattern {
    /// The pattern with `hole` (transformed or not) filled by `argument`, where a wrapper's
    /// caller passes it. The wrapper's other parameters are holes: the caller's own parameters
    /// are numbered in `argument`, not here.
    func filling(_ hole: NameHole, with argument: NamePattern) -> NamePattern {
        NamePattern(segments.flatMap { segment -> [Segment] in
            guard case .unresolved(let found) = segment else { return [segment] }
            if let filled = Self.filled(found, hole, with: argument) { return filled }
            if case .parameter = found.untransformed { return [.hole] }
            return [segment]
        })
    }

    /// The pieces `found` becomes once `hole` is `argument`, transforms applied; nil when it is another hole.
    private static func filled(_ found: NameHole, _ hole: NameHole, with argument: NamePattern) -> [Segment]? {
        if found == hole { return argument.segments }
        guard case .transformed(let inner, let transform) = found, let pieces = filled(inner, hole, with: argument) else { return nil }
        return transformed(pieces, by: transform)
    }
}
