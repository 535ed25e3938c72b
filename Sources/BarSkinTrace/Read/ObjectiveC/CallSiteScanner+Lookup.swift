import BarSkinCore

extension CallSiteScanner {
    /// What an identifier or member chain in a name stands for: a local constant's
    /// values, the enclosing function's parameter, or a hole the project's
    /// declarations may fill (``NameHole``).
    func lookup(_ chain: [String], _ state: ScanState) -> [NamePattern] {
        func hole(_ kind: NameHole) -> [NamePattern] { [NamePattern([.unresolved(kind)])] }
        let typePath = state.scopes.typePath
        let typeName = typePath.joined(separator: ".")
        if chain.count == 1 {
            let name = chain[0]
            if let local = state.scopes.values(of: name) { return local.isEmpty ? [NamePattern([.hole])] : local }
            if let function = state.scopes.function, let position = function.parameters.firstIndex(where: { $0.name == name }) {
                return function.parameters[position].holdsText ? hole(.parameter(position)) : [NamePattern([.hole])]
            }
            if name == "rawValue", let type = typePath.last { return hole(.rawValues(type)) }
            if let type = typePath.last, state.storedStrings[type]?.contains(name) == true { return hole(.member(name)) }
            // A member of the enclosing type, else a top-level constant.
            return hole(.constant((typePath.isEmpty ? [] : [typeName + "." + name]) + [name]))
        }
        var parts = chain
        if parts.last == "rawValue" {
            parts.removeLast()
            if parts == ["self"], let type = typePath.last { return hole(.rawValues(type)) }
            if parts.count == 1, let type = state.variableTypes[parts[0]] { return hole(.rawValues(type)) }
            guard parts.count >= 2 else { return [NamePattern([.hole])] }
        }
        if parts[0] == "self" || parts[0] == "Self" {
            guard let type = typePath.last, parts.count >= 2 else { return [NamePattern([.hole])] }
            if parts.count == 2, state.storedStrings[type]?.contains(parts[1]) == true { return hole(.member(parts[1])) }
            return hole(.constant([([typeName] + Array(parts.dropFirst())).joined(separator: ".")]))
        }
        if let first = parts[0].utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            return hole(.constant([parts.joined(separator: ".")]))
        }
        // `item.imageName`: the member of the variable's type when the file says it, else of any type
        // (`session.device.image` too: the last member decides).
        let member = parts[parts.count - 1]
        let typed = parts.count == 2 ? state.variableTypes[parts[0]].map { [$0 + "." + member] } ?? [] : []
        return hole(.constant(typed + ["*." + member]))
    }

    /// The wrapper a call inside a function makes when its name comes from one of
    /// the function's parameters.
    func wrapper(for pattern: NamePattern, at call: CallSite, in state: ScanState) -> ImageWrapper? {
        for segment in pattern.segments {
            guard case .unresolved(.member(let name)) = segment, let type = state.scopes.typePath.last else { continue }
            return ImageWrapper(callee: type, label: name, index: -1, hole: .member(name), isObjC: false, pattern: pattern,
                                role: call.role, file: file, line: call.location.line, column: call.location.column)
        }
        guard let function = state.scopes.function else { return nil }
        for segment in pattern.segments {
            guard case .unresolved(.parameter(let position)) = segment, position < function.parameters.count else { continue }
            let parameter = function.parameters[position]
            let callee = function.isObjC ? (parameter.label ?? "") : function.callee
            guard !callee.isEmpty else { return nil }
            return ImageWrapper(callee: callee, label: function.isObjC ? nil : parameter.label, index: position,
                                hole: .parameter(position), isObjC: function.isObjC, pattern: pattern, role: call.role, file: file,
                                line: call.location.line, column: call.location.column)
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

    /// Whether a wrapper's parameter or stored property is among the pieces.
    var waitsForCallers: Bool {
        segments.contains { segment in
            switch segment {
            case .unresolved(.parameter), .unresolved(.member): true
            default: false
            }
        }
    }
}
