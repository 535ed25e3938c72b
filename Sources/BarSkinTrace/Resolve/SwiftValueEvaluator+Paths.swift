import BarSkinCore

extension SwiftValueEvaluator {
    /// What a step along a member chain has reached.
    enum Target {
        /// Text: the chain's names.
        case names([SwiftName])
        /// A value of a declared type.
        case instance(String)
        /// A value of an enum: these cases, or (nil) the cases code reaches.
        case enumValue(String, [String]?)
        /// A type, for its static members, cases and nested types.
        case type(String)
        /// A collection of a type's values.
        case collection(String)
        /// Nothing the project declares.
        case unknown
    }

    /// The names a member chain can be.
    func names(of path: SwiftPath, _ frame: Frame, depth: Int) -> [SwiftName] {
        if case .names(let found) = resolve(path, frame, depth: depth) { return found }
        return Self.hole
    }

    /// Where a member chain leads, step by step through declared types.
    func resolve(_ path: SwiftPath, _ frame: Frame, depth: Int) -> Target {
        guard depth <= Self.maximumDepth else { return .unknown }
        var target = root(path.root, isLast: path.members.isEmpty, frame, depth: depth)
        for (position, member) in path.members.enumerated() {
            target = step(target, member, isLast: position == path.members.count - 1, frame, depth: depth)
            if case .unknown = target { return .unknown }
        }
        return target
    }

    /// The declared type a member chain's value has, for `Image(item.icon)` with `var icon: ImageResource`.
    /// Where the receiver's type is not declared it is the member's type that every declaration of that
    /// name agrees on, if `guessing`: enough to tell an image from a name, never to choose whose member a
    /// name is (a method's owner, an enum's cases), which callers ask for without it.
    func declaredType(of path: SwiftPath, _ frame: Frame, guessing: Bool = true) -> String? {
        guard let last = path.members.last else {
            switch path.root {
            case .instance(let type): return type.name
            case .unqualified(let name, let enclosing, _):
                for owner in enclosing.reversed() { if let type = index.types[owner]?.members[name]?.first?.type { return type.name } }
                return index.globals[name]?.first?.type?.name
            default: return nil
            }
        }
        let owner = resolve(SwiftPath(path.root, Array(path.members.dropLast())), frame, depth: 0)
        switch owner {
        case .instance(let type), .enumValue(let type, _), .type(let type): return index.types[type]?.members[last]?.first?.type?.name
        default:
            guard guessing else { return nil }
            // A receiver of undeclared type: the member's type where every declaration of that name agrees.
            let types = Set(index.types.values.compactMap { $0.members[last] }.joined().compactMap(\.type?.name))
            return types.count == 1 ? types.first : nil
        }
    }

    private func typed(_ name: String) -> Target {
        index.types[name]?.isEnum == true ? .enumValue(name, nil) : .instance(name)
    }

    private func root(_ root: SwiftPathRoot, isLast: Bool, _ frame: Frame, depth: Int) -> Target {
        switch root {
        case .instance(let type):
            if type.name == frame.selfType, index.types[type.name]?.isEnum == true { return .enumValue(type.name, frame.selfCases) }
            return type.isCollection ? .collection(type.name) : typed(type.name)
        case .enumCases(let type, let cases): return .enumValue(type, cases)
        case .type(let type): return index.types[type.name] == nil ? .unknown : .type(type.name)
        case .implicitMember(let name):
            let owners = index.types.filter { $0.value.isEnum && $0.value.cases.contains { $0.name == name } }.map(\.key)
            return owners.count == 1 ? .enumValue(owners[0], [name]) : .unknown
        case .unqualified(let name, let enclosing, _):
            // `rawValue` inside an enum: the raw values of the cases `self` is.
            if name == "rawValue", let owner = enclosing.last, index.types[owner]?.isEnum == true {
                return .names(rawValues(owner, owner == frame.selfType ? frame.selfCases : nil))
            }
            for owner in enclosing.reversed() {
                guard let info = index.types[owner] else { continue }
                if let members = info.members[name] { return member(members, owner: owner, cases: nil, isLast: isLast, frame, depth: depth) }
                if info.isEnum, info.cases.contains(where: { $0.name == name }) { return .enumValue(owner, [name]) }
            }
            if let globals = index.globals[name] { return member(globals, owner: nil, cases: nil, isLast: isLast, frame, depth: depth) }
            return .unknown
        case .element(let collection):
            if case .collection(let element) = resolve(collection, frame, depth: depth + 1) { return typed(element) }
            return .unknown
        case .narrowed(let value, let cases):
            let target = resolve(value, frame, depth: depth + 1)
            if case .enumValue(let type, let earlier) = target { return .enumValue(type, earlier.map { $0.filter(cases.contains) } ?? cases) }
            // A stored property read whole resolves to what is written to it: its declared type says which enum.
            guard let type = declaredType(of: value, frame, guessing: false), index.types[type]?.isEnum == true else { return target }
            return .enumValue(type, cases)
        }
    }

    private func step(_ target: Target, _ name: String, isLast: Bool, _ frame: Frame, depth: Int) -> Target {
        switch target {
        case .instance(let type):
            guard let members = index.types[type]?.members[name] else { return .unknown }
            return member(members.filter { !$0.isStatic }, owner: type, cases: nil, isLast: isLast, frame, depth: depth)
        case .enumValue(let type, let cases):
            if name == "rawValue" { return .names(rawValues(type, cases)) }
            guard let members = index.types[type]?.members[name] else { return .unknown }
            return member(members.filter { !$0.isStatic }, owner: type, cases: cases, isLast: isLast, frame, depth: depth)
        case .type(let type):
            guard let info = index.types[type] else { return .unknown }
            if name == "allCases", info.isEnum { return .collection(type) }
            if info.isEnum, info.cases.contains(where: { $0.name == name }) { return .enumValue(type, [name]) }
            if let members = info.members[name] { return member(members.filter(\.isStatic), owner: type, cases: nil, isLast: isLast, frame, depth: depth) }
            if info.nested.contains(name) { return .type(name) }
            return .unknown
        case .names, .collection, .unknown:
            return .unknown
        }
    }

    /// The raw values of an enum's cases (nil: the cases code reaches).
    private func rawValues(_ type: String, _ cases: [String]?) -> [SwiftName] {
        let reachable = cases.map { names in index.types[type]?.cases.filter { names.contains($0.name) } ?? [] } ?? reachable(type)
        return Self.unique(reachable.compactMap { $0.rawValue.map { SwiftName(segments: [.text($0)], site: nil, mayBeUnreached: cases == nil && reachable.count > 1) } })
    }
}

extension SwiftValueEvaluator {
    /// The cases an enum value of unknown case may be.
    func reachable(_ type: String) -> [SwiftCaseFacts] {
        everyCase ? index.types[type]?.cases ?? [] : index.reachableCases(of: type)
    }
}
