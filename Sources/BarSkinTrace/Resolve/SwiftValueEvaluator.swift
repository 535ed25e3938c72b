import BarSkinCore

/// One name a value can be: its pieces, and the caller whose argument supplied it when it came
/// through a wrapper's parameter or a model's stored property (the reference is that caller's).
struct SwiftName: Sendable, Hashable {
    var segments: [NamePattern.Segment]
    var site: SwiftCallerSite?
    /// Whether it is one of the names an enum value of unknown case gives, or one combination of
    /// several independent choices (`"\(prefix)\(name)\(suffix)"`, each of a few values): a name that fits no
    /// image may be one the code never reaches there (a case, a combination the branches rule out), so it
    /// is no `missing` image.
    var mayBeUnreached = false
}

/// A call that passed a name on: where its argument is, and the API as reports show it (`Row(icon:)`).
struct SwiftCallerSite: Sendable, Hashable {
    var file: String
    var place: SourcePlace
    var role: String
    var platforms: Set<String>?
    /// Whether the call is in code only a SwiftUI preview runs: what it passes is set aside like a test's.
    var inPreview = false
}

/// Evaluates ``SwiftValue``s into the set of names they can be, following declared types along
/// member chains, enum cases to the cases code reaches, functions to what they return and
/// parameters to what their callers pass. A step it cannot follow is a hole.
final class SwiftValueEvaluator {
    /// Where a value is evaluated: the file and function it was written in, and the values of
    /// that function's parameters where a call binds them (else their callers say).
    struct Frame: Hashable {
        var file: Int
        var function: Int?
        var bound: [Int: [SwiftName]]? = nil
        /// The type whose member is being evaluated, and which of its cases `self` is (nil: any reachable).
        var selfType: String? = nil
        var selfCases: [String]? = nil
    }

    /// Most names one value may be: past this it is a hole. A set of names the code spells out (an enum's
    /// raw values, every case of a 130-case image enum) is known however long; the bound keeps memory in check.
    static let maximumNames = 1024
    /// Most names a combination of several independent choices may give: past this it is a hole (a name built
    /// from 64 combinations is data, not a set the code spells out).
    static let maximumCombinations = 64
    /// How many declarations, calls and callers one evaluation follows in a row.
    static let maximumDepth = 10

    let index: SwiftDeclarationIndex
    /// Whether an enum value may be any of its cases, not only those code reaches: a string built
    /// from data is evidence of what it could name.
    var everyCase = false
    var memberMemo: [String: [SwiftName]] = [:]
    var parameterMemo: [String: [SwiftName]] = [:]
    var inProgress: Set<String> = []

    /// An evaluator over `index`.
    init(index: SwiftDeclarationIndex) {
        self.index = index
    }

    static let hole = [SwiftName(segments: [.hole], site: nil)]

    /// The names `value` can be, evaluated in `frame`.
    func names(_ value: SwiftValue, _ frame: Frame, depth: Int = 0) -> [SwiftName] {
        guard depth <= Self.maximumDepth else { return Self.hole }
        switch value {
        case .text(let text): return [SwiftName(segments: [.text(text)], site: nil)]
        case .unknown: return Self.hole
        case .digits: return [SwiftName(segments: [.unresolved(.digits)], site: nil)]
        case .integer(let number): return [SwiftName(segments: [.text(String(number))], site: nil)]
        case .integers(let lower, let upper, let closed): return integers(lower, upper, closed: closed, frame, depth: depth + 1)
        case .choice(let options): return Self.unique(options.flatMap { names($0, frame, depth: depth) })
        case .concat(let parts):
            var results: [SwiftName] = [SwiftName(segments: [], site: nil)]
            var choices = 0
            for part in parts {
                let options = names(part, frame, depth: depth)
                if options.count > 1 { choices += 1 }
                results = results.flatMap { prefix in
                    options.map { SwiftName(segments: prefix.segments + $0.segments, site: $0.site ?? prefix.site, mayBeUnreached: prefix.mayBeUnreached || $0.mayBeUnreached) }
                }
                if results.count > (choices > 1 ? Self.maximumCombinations : Self.maximumNames) { return Self.hole }
            }
            if choices > 1 { for position in results.indices { results[position].mayBeUnreached = true } }
            return Self.unique(results)
        case .transform(let inner, let transform):
            return Self.unique(names(inner, frame, depth: depth).map { name in
                SwiftName(segments: NamePattern.transformed(name.segments, by: transform), site: name.site, mayBeUnreached: name.mayBeUnreached)
            })
        case .parameter(let position): return parameter(position, frame, depth: depth + 1)
        case .path(let path): return names(of: path, frame, depth: depth + 1)
        case .call(let call): return called(call, frame, depth: depth + 1)
        }
    }

    /// The whole numbers from `lower` to `upper`, as one piece: both bounds must be one known number each.
    private func integers(_ lower: SwiftValue, _ upper: SwiftValue, closed: Bool, _ frame: Frame, depth: Int) -> [SwiftName] {
        func number(_ value: SwiftValue) -> Int? {
            let options = names(value, frame, depth: depth)
            guard options.count == 1, case .text(let text)? = options[0].segments.first, options[0].segments.count == 1 else { return nil }
            return Int(text)
        }
        guard let first = number(lower), let bound = number(upper) else { return [SwiftName(segments: [.unresolved(.digits)], site: nil)] }
        let last = closed ? bound : bound - 1
        guard first <= last else { return Self.hole }
        return [SwiftName(segments: [first == last ? .text(String(first)) : .unresolved(.integers(first...last))], site: nil)]
    }

    /// Names with duplicates removed, at most ``maximumNames`` (more is a hole).
    static func unique(_ names: [SwiftName]) -> [SwiftName] {
        var seen = Set<SwiftName>()
        let kept = names.filter { seen.insert($0).inserted }
        return kept.count > maximumNames ? hole : kept
    }

    /// A parameter's values: bound by a call being evaluated, else every caller's argument.
    private func parameter(_ position: Int, _ frame: Frame, depth: Int) -> [SwiftName] {
        if let bound = frame.bound { return bound[position] ?? Self.hole }
        guard let function = frame.function, frame.file >= 0 else { return Self.hole }
        let key = "\(frame.file):\(function):\(position)"
        if let known = parameterMemo[key] { return known }
        guard inProgress.insert(key).inserted else { return Self.hole }
        defer { inProgress.remove(key) }
        let declaration = index.files[frame.file].functions[function]
        guard position < declaration.parameters.count else { return Self.hole }
        let label = declaration.parameters[position].label
        var found: [SwiftName] = []
        for reference in index.invocations[declaration.callee] ?? [] {
            let call = index.invocation(reference)
            guard let argument = Self.argument(for: position, of: declaration, in: call) else { continue }
            let site = SwiftCallerSite(file: index.files[reference.file].file, place: call.argumentPlaces[argument],
                                       role: "\(declaration.callee)(\(label ?? "_"):)", platforms: call.platforms,
                                       inPreview: index.isPreviewCode(file: reference.file, type: call.enclosingType))
            let callerFrame = Frame(file: reference.file, function: call.function)
            found += names(call.arguments[argument].value, callerFrame, depth: depth).map {
                SwiftName(segments: $0.segments, site: $0.site ?? site, mayBeUnreached: $0.mayBeUnreached)
            }
        }
        let result = found.isEmpty ? Self.hole : Self.unique(found)
        parameterMemo[key] = result
        return result
    }

    /// The position of the argument a call passes for a declaration's parameter: by label, or
    /// by position among the unlabelled ones; nil where the call is not of that declaration.
    static func argument(for position: Int, of declaration: SwiftFunctionFacts, in call: SwiftInvocation) -> Int? {
        let labels = call.arguments.map(\.label)
        let declared = declaration.parameters.map(\.label)
        // Every label the call writes must be the declaration's, in its order (defaulted ones may be left out).
        var cursor = 0
        for label in labels {
            while cursor < declared.count, declared[cursor] != label { cursor += 1 }
            guard cursor < declared.count else { return nil }
            cursor += 1
        }
        let wanted = declared[position]
        if let wanted { return labels.firstIndex(of: wanted) }
        let unlabelledBefore = declared[..<position].filter { $0 == nil }.count
        let unlabelled = labels.indices.filter { labels[$0] == nil }
        return unlabelledBefore < unlabelled.count ? unlabelled[unlabelledBefore] : nil
    }
}
