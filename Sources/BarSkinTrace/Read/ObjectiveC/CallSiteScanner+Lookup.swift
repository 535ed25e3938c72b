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
    /// the method's parameters.
    func wrapper(for pattern: NamePattern, at call: CallSite, in state: ScanState) -> ImageWrapper? {
        guard let method = state.scopes.method else { return nil }
        for segment in pattern.segments {
            guard case .unresolved(.parameter(let position)) = segment, position < method.parameters.count else { continue }
            return ImageWrapper(callee: method.parameters[position].label, hole: .parameter(position), pattern: pattern,
                                role: call.role, file: file, line: call.location.line, column: call.location.column)
        }
        return nil
    }
}

extension NamePattern {
    /// The pattern with each `hole` replaced by `argument`.
    func substituting(_ hole: NameHole, with argument: NamePattern) -> NamePattern {
        NamePattern(segments.flatMap { segment -> [Segment] in
            if case .unresolved(let found) = segment, found == hole { return argument.segments }
            return [segment]
        })
    }
}
