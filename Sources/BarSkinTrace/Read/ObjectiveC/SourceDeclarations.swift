import BarSkinCore

/// What one source file declares that image names elsewhere may use: string
/// constants, `String` enums' raw values, wrapper functions around image APIs,
/// and members typed as images.
struct SourceDeclarations: Sendable {
    /// Most values one constant may hold (a computed property switching over 60 cases holds 60).
    static let maximumValues = 64

    /// Values of constants at file or type scope, by every key that reaches them:
    /// `Constants.share` and `Share.share` for a nested one, `share` at top level,
    /// `*.share` for a member of any type.
    var constants: [String: [NamePattern]] = [:]
    /// The raw values of each `String` enum, by the enum's name.
    var rawValues: [String: [NamePattern]] = [:]
    /// Functions whose parameter reaches an image API.
    var wrappers: [ImageWrapper] = []
    /// Properties and functions declared with an image type (`var icon: ImageResource`):
    /// `Image(item.icon)` is then no dynamic name.
    var imageTypedMembers: Set<String> = []
    /// Names of stored `String` properties (`let iconName: String`): a member of an unknown
    /// receiver by such a name may hold what its initializers' callers pass, not only what
    /// a computed property of the same name returns.
    var storedNames: Set<String> = []
    /// The same, qualified by their type (`ActionModel.imageName`): a model whose initializer's
    /// callers say what `UIImage(named: model.imageName)` loads.
    var storedMembers: Set<String> = []
    /// Enum cases and static members by name, with where the first is declared: a
    /// bare `.name` may be one of them rather than an asset symbol.
    var members: [String: String] = [:]

    /// Adds values under a key, keeping each once.
    mutating func addConstant(_ key: String, _ values: [NamePattern]) {
        var known = constants[key, default: []]
        for value in values where !known.contains(value) && known.count < Self.maximumValues { known.append(value) }
        constants[key] = known
    }

    /// Adds what another file declares.
    mutating func merge(_ other: SourceDeclarations) {
        for (key, values) in other.constants { addConstant(key, values) }
        for (type, values) in other.rawValues { rawValues[type, default: []] += values }
        wrappers += other.wrappers
        imageTypedMembers.formUnion(other.imageTypedMembers)
        storedNames.formUnion(other.storedNames)
        storedMembers.formUnion(other.storedMembers)
        for (name, place) in other.members where members[name] == nil || place < members[name]! { members[name] = place }
    }
}

/// A function or initializer that passes one of its parameters to an image API
/// (`func icon(_ name: String) -> UIImage? { UIImage(named: name) }`): its
/// callers say which images it loads.
struct ImageWrapper: Sendable, Hashable {
    /// The name a call spells: the function's name, the type for an initializer,
    /// or the Objective-C selector part that takes the parameter.
    var callee: String
    /// The parameter's argument label; nil when unlabeled (`_`).
    var label: String?
    /// The parameter's position (-1 for a stored property, passed by its label).
    var index: Int
    /// The hole in ``pattern`` that the argument fills.
    var hole: NameHole
    /// Whether it is an Objective-C method, called as `[x part:arg]`.
    var isObjC: Bool
    /// The name the inner call loads, with the parameter as ``NameHole/parameter(_:)``.
    var pattern: NamePattern
    /// The inner call's role (`UIImage(named:)`).
    var role: String
    /// Where the inner call is.
    var file: String
    /// Its line.
    var line: Int
    /// Its column.
    var column: Int
    /// Whether the inner call is a probe the wrapper falls back from.
    var fallsBack = false
}
