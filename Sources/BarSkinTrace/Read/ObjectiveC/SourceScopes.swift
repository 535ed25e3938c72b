import BarSkinCore

/// What a `{` opens, as far as image names are concerned.
enum BraceScope {
    /// An Objective-C method's body.
    case method(MethodHeader)
    /// Anything else: a block, a control-flow body, an `@interface`'s instance variables.
    case other
}

/// An Objective-C method's parameters, as its header writes them.
struct MethodHeader {
    /// One parameter: the selector part that takes it, its name inside the body and its type's words.
    struct Parameter {
        var label: String
        var name: String
        var type: [String] = []
        /// Whether the type is written with a `*` (an object of some class), not as a plain type name.
        var isPointer = true

        /// Whether it can hold a name: a string type (an `NSInteger` in a format makes no wrapper), or a
        /// type written by its name alone that is no number: an `NSString *` typedef such as ownCloud's
        /// `typedef NSString* BrandingImageName NS_TYPED_EXTENSIBLE_ENUM`, whose header may be in another file.
        var holdsText: Bool {
            guard let first = type.first else { return false }
            if ["NSString", "NSMutableString"].contains(first) { return true }
            return !isPointer && type.count == 1 && !Self.plainTypes.contains(first) && !first.hasSuffix("Block")
        }

        /// Type names that are numbers, flags or handles, never text.
        static let plainTypes: Set<String> = [
            "BOOL", "bool", "char", "short", "int", "long", "float", "double", "unsigned", "signed", "id", "SEL", "Class",
            "NSInteger", "NSUInteger", "CGFloat", "NSTimeInterval", "CGRect", "CGSize", "CGPoint", "NSRange", "UIEdgeInsets",
            "size_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "instancetype", "void",
        ]
    }

    /// The parameters in order.
    var parameters: [Parameter]
}

/// The stack of open braces while a file is scanned, with the local values of
/// each (what each variable was assigned, so `img = @"RepoPrivate"; … imageNamed:img`
/// resolves within one method).
///
/// What the scanner asks at every token (the enclosing method) is kept up to date as
/// braces open and close, so hostile nesting costs no more than the braces themselves.
struct SourceScopes {
    private var kinds: [BraceScope] = []
    private var values: [[String: [NamePattern]]] = [[:]]
    /// The enclosing methods, innermost last.
    private var methods: [MethodHeader] = []

    /// Opens a scope at a `{`.
    mutating func push(_ kind: BraceScope) {
        kinds.append(kind)
        values.append([:])
        if case .method(let header) = kind { methods.append(header) }
    }

    /// Closes the innermost scope at a `}` (a stray `}` closes nothing).
    mutating func pop() {
        guard let kind = kinds.popLast() else { return }
        values.removeLast()
        if case .method = kind { methods.removeLast() }
    }

    /// Whether a declaration here is at file scope, where other files can see it.
    var isDeclarationScope: Bool { kinds.isEmpty }

    /// The innermost enclosing method, if any.
    var method: MethodHeader? { methods.last }

    /// Whether a method body encloses the current position.
    var isInFunction: Bool { !methods.isEmpty }

    /// Records a value. An assignment to a variable declared in an enclosing scope adds to its
    /// values there: a local assigned in `if` or `switch` branches holds every branch's value.
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
