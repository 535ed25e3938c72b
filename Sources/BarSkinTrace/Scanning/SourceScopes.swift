import BarSkinCore

/// What a `{` opens, as far as image names are concerned.
enum BraceScope {
    /// A class, struct, enum, extension, actor or protocol body.
    case type(name: String, isStringEnum: Bool)
    /// A function, initializer or Objective-C method body.
    case function(FunctionHeader)
    /// A computed property's body, with the property's declared type.
    case property(name: String, type: String)
    /// Anything else: a closure, a control-flow block, an accessor.
    case other
}

/// A function's name and parameters, as its header writes them.
struct FunctionHeader {
    /// One parameter: its argument label (nil for `_`) and its name inside the body.
    struct Parameter {
        var label: String?
        var name: String
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
struct SourceScopes {
    private var kinds: [BraceScope] = []
    private var values: [[String: [NamePattern]]] = [[:]]

    mutating func push(_ kind: BraceScope) {
        kinds.append(kind)
        values.append([:])
    }

    mutating func pop() {
        guard !kinds.isEmpty else { return }
        kinds.removeLast()
        values.removeLast()
    }

    /// The names of the enclosing types, outermost first (`Constants`, `Icons`).
    var typePath: [String] {
        kinds.compactMap { if case .type(let name, _) = $0 { name } else { nil } }
    }

    /// Whether a declaration here is at file or type scope, where other files can see it.
    var isDeclarationScope: Bool {
        kinds.allSatisfy { if case .type = $0 { true } else { false } }
    }

    /// The innermost enclosing function, if any.
    var function: FunctionHeader? {
        for kind in kinds.reversed() { if case .function(let header) = kind { return header } }
        return nil
    }

    /// The innermost scope.
    var innermost: BraceScope? { kinds.last }

    /// The innermost enclosing computed property, with its declared type.
    var property: (name: String, type: String)? {
        for kind in kinds.reversed() {
            if case .property(let name, let type) = kind { return (name, type) }
            if case .type = kind { return nil }
        }
        return nil
    }

    /// The declared types of the enclosing functions and properties, innermost first.
    var declaredTypes: [String] {
        kinds.reversed().compactMap { kind in
            switch kind {
            case .function(let header): header.returnType
            case .property(_, let type): type
            default: nil
            }
        }
    }

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
