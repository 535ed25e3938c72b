import BarSkinCore

/// A name or member chain as the reader bound it: its first name to what it is where it is
/// written, the rest to be followed through the declared types of each member in turn.
/// Where a step's type is not declared the value is a hole, never a same-named member of
/// another type.
struct SwiftPath: Sendable, Hashable {
    /// What the first name is.
    var root: SwiftPathRoot
    /// The members after it, in order (`details`, `imageName` of `viewModel.details.imageName`).
    var members: [String]

    /// A chain from `root` through `members`.
    init(_ root: SwiftPathRoot, _ members: [String] = []) {
        self.root = root
        self.members = members
    }

    /// The chain with one more member.
    func appending(_ member: String) -> SwiftPath {
        SwiftPath(root, members + [member])
    }
}

/// What the first name of a chain is.
indirect enum SwiftPathRoot: Sendable, Hashable {
    /// A value of a declared type: a typed local or parameter, or `T(...)`.
    case instance(SwiftTypeName)
    /// Some cases of an enum (`[Filter.unread, Filter.all]`'s elements).
    case enumCases(type: String, cases: [String])
    /// A type, for its static members and enum cases (`Constants.share`, `ImageName.search`).
    case type(SwiftTypeName)
    /// An implicit member (`.search`) whose type the context did not say.
    case implicitMember(String)
    /// A name that is no local or parameter: a member of the enclosing types (innermost first,
    /// `static` where `isStatic`), else a top-level declaration.
    case unqualified(String, enclosing: [String], isStatic: Bool)
    /// An element of a collection (`for item in items`, `ForEach(items) { item in ... }`).
    case element(of: SwiftPath)
    /// A value the code has just compared with some of its enum's cases: `step` inside
    /// `if step == .nightscout { ... }` or a `case .nightscout:` of `switch step`.
    case narrowed(SwiftPath, cases: [String])
}

/// A type as a declaration names it: its last component (`Details` of `Model.Details`),
/// with optionals and arrays unwrapped to what members are looked up on.
struct SwiftTypeName: Sendable, Hashable, CustomStringConvertible {
    /// The type's own name.
    var name: String
    /// Whether it is an array or set of that type (`[Item]`): its elements are `name`.
    var isCollection: Bool = false

    /// The type's name.
    var description: String { isCollection ? "[\(name)]" : name }
}

/// A call the index may know the value of: a function that returns text, or an
/// initializer whose stored properties the expression reads.
struct SwiftCall: Sendable, Hashable {
    /// One argument: its label (nil when unlabelled) and value.
    struct Argument: Sendable, Hashable {
        var label: String?
        var value: SwiftValue
    }
    /// The called name (`iconName`, or the type for an initializer).
    var callee: String
    /// The arguments in order.
    var arguments: [Argument]
    /// The value it is called on (`model.iconName()`), nil for a free or implicit-self call.
    var receiver: SwiftValue?
    /// The types enclosing the call (innermost last), where an implicit `self` call looks first.
    var enclosing: [String] = []
}
