import BarSkinCore

/// What a `{` opens, as far as image names are concerned.
enum BraceScope {
    /// A class, struct, enum, extension, actor or protocol body.
    case type(name: String, rawType: String?)
    /// A function, initializer or Objective-C method body.
    case function(FunctionHeader)
    /// A computed property's body, with the property's declared type.
    case property(name: String, type: String)
    /// Anything else: a closure, a control-flow block, an accessor.
    case other
}

/// A function's name and parameters, as its header writes them.
struct FunctionHeader {
    /// One parameter: its argument label (nil for `_`), its name inside the body and its type's words.
    struct Parameter {
        var label: String?
        var name: String
        var type: [String] = []

        /// Whether it can hold a name: a string type (an `Int` in `"frame_\(index)"` makes no wrapper).
        var holdsText: Bool {
            type.first.map { ["String", "Substring", "NSString", "StaticString", "NSMutableString"].contains($0) } ?? false
        }
    }

    /// The function's name, the type's for an initializer, empty for an Objective-C method.
    var callee: String
    /// The parameters in order.
    var parameters: [Parameter]
    /// The return type's identifiers joined with spaces (`some View`, `UIImage`).
    var returnType: String
    /// Whether it is an Objective-C method, whose selector parts are its labels.
    var isObjC: Bool
}

/// The stack of open braces while a file is scanned, with the local constants of
/// each (what each variable was assigned, so `img = @"RepoPrivate"; … imageNamed:img`
/// resolves within one function).
///
/// What the scanner asks at every token (the enclosing type, function, declared
/// type) is kept up to date as braces open and close, so hostile nesting costs
/// no more than the braces themselves.
struct SourceScopes {
    /// Type names that qualify a constant: the innermost few (`Outer.Inner.name`).
    static let maximumQualifiers = 4

    private var kinds: [BraceScope] = []
    private var values: [[String: [NamePattern]]] = [[:]]
    /// The enclosing types' names, outermost first.
    private(set) var typeNames: [String] = []
    /// How many open scopes are not type bodies.
    private var otherDepth = 0
    /// The enclosing functions, innermost last.
    private var functions: [FunctionHeader] = []
    /// The enclosing functions' and properties' declared types, innermost last.
    private var declared: [String] = []
    /// The enclosing computed properties since the innermost type, innermost last.
    private var properties: [(name: String, type: String, typeDepth: Int)] = []

    mutating func push(_ kind: BraceScope) {
        kinds.append(kind)
        values.append([:])
        switch kind {
        case .type(let name, _): typeNames.append(name)
        case .function(let header): functions.append(header); declared.append(header.returnType); otherDepth += 1
        case .property(let name, let type): properties.append((name, type, typeNames.count)); declared.append(type); otherDepth += 1
        case .other: otherDepth += 1
        }
    }

    mutating func pop() {
        guard let kind = kinds.popLast() else { return }
        values.removeLast()
        switch kind {
        case .type: typeNames.removeLast()
        case .function: functions.removeLast(); declared.removeLast(); otherDepth -= 1
        case .property: properties.removeLast(); declared.removeLast(); otherDepth -= 1
        case .other: otherDepth -= 1
        }
    }

    /// The names of the innermost enclosing types, outermost first (`Constants`, `Icons`).
    var typePath: ArraySlice<String> { typeNames.suffix(Self.maximumQualifiers) }

    /// Whether a declaration here is at file or type scope, where other files can see it.
    var isDeclarationScope: Bool { otherDepth == 0 }

    /// The innermost enclosing function, if any.
    var function: FunctionHeader? { functions.last }

    /// Whether a function body encloses the current position.
    var isInFunction: Bool { !functions.isEmpty }

    /// The innermost scope.
    var innermost: BraceScope? { kinds.last }

    /// The innermost enclosing computed property of the innermost type, with its declared type.
    var property: (name: String, type: String)? {
        guard let last = properties.last, last.typeDepth == typeNames.count else { return nil }
        return (last.name, last.type)
    }

    /// The declared type of the innermost enclosing function or property.
    var declaredType: String? { declared.last }

    /// Records a value; a reassignment adds to the variable's values in the scope that declared it.
    mutating func assign(_ name: String, _ patterns: [NamePattern], declaring: Bool) {
        if !declaring, let level = values.lastIndex(where: { $0[name] != nil }) {
            values[level][name, default: []].append(contentsOf: patterns.filter { !values[level][name]!.contains($0) })
        } else {
            values[values.count - 1][name] = patterns
        }
    }

    /// Every value assigned to `name` in the innermost scope that knows it.
    func values(of name: String) -> [NamePattern]? {
        values.last(where: { $0[name] != nil })?[name]
    }
}
