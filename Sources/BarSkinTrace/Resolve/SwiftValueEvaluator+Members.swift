import BarSkinCore

extension SwiftValueEvaluator {
    /// A member reached along a chain: its type where the chain goes on, its names where it ends.
    func member(_ declarations: [SwiftMemberFacts], owner: String?, cases: [String]?, isLast: Bool, _ frame: Frame, depth: Int) -> Target {
        guard let first = declarations.first else { return .unknown }
        guard isLast else {
            if let type = declarations.lazy.compactMap(\.type).first {
                if type.isCollection { return .collection(type.name) }
                return index.types[type.name]?.isEnum == true ? .enumValue(type.name, nil) : .instance(type.name)
            }
            if case .path(let path)? = first.value { return resolve(path, Frame(file: -1), depth: depth + 1) }
            return .unknown
        }
        return .names(memberNames(declarations, owner: owner, cases: cases, depth: depth))
    }

    /// The names a property can hold: its value or getter (per case for a `switch self`), what its
    /// type's initializers' callers pass where it is stored without one, and what code writes to it.
    private func memberNames(_ declarations: [SwiftMemberFacts], owner: String?, cases: [String]?, depth: Int) -> [SwiftName] {
        let key = "\(owner ?? "").\(declarations[0].name)|\(cases?.joined(separator: ",") ?? "*")"
        if let known = memberMemo[key] { return known }
        guard inProgress.insert(key).inserted else { return Self.hole }
        defer { inProgress.remove(key) }
        var frame = Frame(file: -1)
        frame.selfType = owner
        frame.selfCases = cases
        var found: [SwiftName] = []
        let mapped = declarations.filter { !$0.caseValues.isEmpty }
        if let owner, !mapped.isEmpty {
            let names = cases ?? reachable(owner).map(\.name)
            for declaration in mapped {
                for name in names {
                    guard let value = declaration.caseValues[name] ?? declaration.caseValues["default"] else { continue }
                    var caseFrame = frame
                    caseFrame.selfCases = [name]
                    found += self.names(value, caseFrame, depth: depth + 1).map { name in
                        var name = name
                        name.mayBeUnreached = name.mayBeUnreached || (cases == nil && names.count > 1)
                        return name
                    }
                }
            }
        } else {
            for declaration in declarations {
                if let value = declaration.value {
                    found += names(value, frame, depth: depth + 1)
                    if !declaration.isConstant { found += written(owner, declaration.name, depth: depth) }
                } else if declaration.isStoredWithoutValue, let owner {
                    found += stored(owner, declaration.name, depth: depth)
                } else {
                    found += Self.hole
                }
            }
        }
        let result = Self.unique(found)
        memberMemo[key] = result
        return result
    }

    /// What initializers set a stored property to: the memberwise initializer's callers' argument,
    /// or each explicit initializer's assignment (its parameters' callers say).
    private func stored(_ owner: String, _ name: String, depth: Int) -> [SwiftName] {
        var found: [SwiftName] = []
        let initializers = (index.functions[owner] ?? []).filter { index.function($0).name == "init" && index.function($0).owner.last == owner }
        if initializers.isEmpty {
            for reference in index.invocations[owner] ?? [] {
                let call = index.invocation(reference)
                guard let argument = call.arguments.firstIndex(where: { $0.label == name }) else { continue }
                let site = SwiftCallerSite(file: index.files[reference.file].file, place: call.argumentPlaces[argument],
                                           role: "\(owner)(\(name):)", platforms: call.platforms,
                                           inPreview: index.isPreviewCode(file: reference.file, type: call.enclosingType))
                found += names(call.arguments[argument].value, Frame(file: reference.file, function: call.function), depth: depth + 1)
                    .map { SwiftName(segments: $0.segments, site: $0.site ?? site, mayBeUnreached: $0.mayBeUnreached) }
            }
        }
        for reference in initializers {
            guard let value = index.function(reference).memberAssignments[name] else { continue }
            found += names(value, Frame(file: reference.file, function: reference.function), depth: depth + 1)
        }
        found += written(owner, name, depth: depth)
        return found.isEmpty ? Self.hole : found
    }

    /// What code elsewhere writes to a member: the writes to that type's, and a hole for any
    /// write whose receiver's type is not declared (it may be this type's).
    private func written(_ owner: String?, _ name: String, depth: Int) -> [SwiftName] {
        var found: [SwiftName] = []
        var unknownReceiver = false
        for write in index.writes[name] ?? [] {
            if let type = write.baseType { if type.name == owner { found += names(write.value, Frame(file: -1), depth: depth + 1) } } else { unknownReceiver = true }
        }
        return unknownReceiver ? found + Self.hole : found
    }

    /// What a call of a project function returns, with its parameters bound to the call's arguments.
    func called(_ call: SwiftCall, _ frame: Frame, depth: Int) -> [SwiftName] {
        guard call.callee.first?.isUppercase != true else {
            // A string type's value is its text: `BrandingImageName("branding-logo")`.
            guard index.isStringType(call.callee), call.arguments.count == 1 else { return Self.hole }
            return names(call.arguments[0].value, frame, depth: depth + 1)
        }
        var candidates = (index.functions[call.callee] ?? []).filter { index.function($0).returned != nil }
        var callFrame = frame
        if case .path(let path)? = call.receiver {
            let owner: String
            switch resolve(path, frame, depth: depth) {
            case .instance(let type), .type(let type): owner = type
            case .enumValue(let type, let cases): owner = type; callFrame.selfCases = cases
            default:
                // A stored property read whole (`type.imagePrefix()`): its declared type says whose method it is.
                guard let type = declaredType(of: path, frame, guessing: false) else { return Self.hole }
                owner = type
            }
            candidates = candidates.filter { index.function($0).owner.last == owner }
            callFrame.selfType = owner
        } else if call.receiver != nil {
            return Self.hole
        } else {
            candidates = candidates.filter { index.function($0).owner.isEmpty || call.enclosing.contains(index.function($0).owner.last!) }
        }
        var found: [SwiftName] = []
        for reference in candidates {
            let declaration = index.function(reference)
            let invocation = SwiftInvocation(callee: call.callee, arguments: call.arguments, argumentPlaces: [], platforms: nil, function: frame.function)
            var bound: [Int: [SwiftName]] = [:]
            for position in declaration.parameters.indices {
                if let argument = Self.argument(for: position, of: declaration, in: invocation) {
                    bound[position] = names(call.arguments[argument].value, frame, depth: depth + 1)
                }
            }
            var inner = Frame(file: reference.file, function: reference.function, bound: bound)
            inner.selfType = callFrame.selfType
            inner.selfCases = callFrame.selfCases
            found += names(declaration.returned!, inner, depth: depth + 1)
        }
        return found.isEmpty ? Self.hole : Self.unique(found)
    }
}
