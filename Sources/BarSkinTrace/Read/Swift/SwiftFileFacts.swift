import BarSkinCore

/// What one Swift file declares and does, as far as image names go: read once from its
/// syntax tree (``SwiftReader``), then merged with every other file's into the
/// project's ``SwiftDeclarationIndex``.
struct SwiftFileFacts: Sendable {
    /// The file, as walked.
    var file: String
    /// Every type declaration and extension, in source order.
    var types: [SwiftTypeFacts] = []
    /// Every function and initializer, members and top-level alike.
    var functions: [SwiftFunctionFacts] = []
    /// Top-level constants and variables.
    var globals: [SwiftMemberFacts] = []
    /// The places that load an image.
    var loads: [SwiftImageLoad] = []
    /// Calls that pass text to something the project may declare: a wrapper's callers, a
    /// model's initializer (`Row(icon: "star")`).
    var invocations: [SwiftInvocation] = []
    /// Writes to a member outside its declaration (`cell.iconName = "x"`).
    var memberWrites: [SwiftMemberWrite] = []
    /// Enum cases the code names outside a `case` pattern: `Type.case` where the type is
    /// written, `.case` where it is not.
    var caseUses: Set<String> = []
    /// The lower-case member names the code reads: `x.name`, `.name`, and `name` inside a type's body.
    var memberReads: Set<String> = []
    /// The static members read through their type's name (`WatchMessageKeys.bolus`, `Self.bolus`) or
    /// bare inside it, where the read may go on as a name (not a dictionary key, a subscript or an SF Symbol's name).
    var typeMemberReads: Set<SwiftTypeMember> = []
    /// The capitalized names it uses (a type's, mostly), each with the outermost types whose code uses
    /// it: `""` for code outside any type, `#Preview` inside a `#Preview` macro.
    var typeUses: [String: Set<String>] = [:]
    /// Whether it declares its own `UIImage.init?(named:)`, which its module's plain calls reach.
    var redefinesImageNamed = false
    /// The public static properties it declares: API a module outside the trace may read.
    var publicStatics: Set<String> = []
    /// Types whose every case the code may reach: `T.allCases`, `T(rawValue:)`.
    var iteratedTypes: Set<String> = []
    /// Strings built from data (`"icon-\(kind)"`), evidence once evaluated.
    var templates: [SwiftTemplate] = []
    /// Literal strings that name an image, where the scan knew the images.
    var evidence: [NameEvidence] = []
    /// Bare `.name` uses a generated asset symbol could be, judged once the project's members are known.
    var bareSymbols: [SwiftBareSymbol] = []
    /// Generated-symbol uses whose context says an image (`Image(.chat)`, `UIImage.chat`).
    var symbolUses: [SwiftSymbolUse] = []
    /// The places that load a catalog colour (`UIColor(named:)`, `Color(.brand)`, `.tint(.brand)`).
    var assetLoads: [AssetLoad] = []
    /// The names it declares as `typealias` of a colour type (`typealias RSColor = UIColor`), whose `RSColor(named:)` loads a colour.
    var colorAliases: Set<String> = []
}

/// A bare `.name` a generated asset symbol could be, and the type its context declares, if any.
struct SwiftBareSymbol: Sendable {
    var reference: ImageReference
    /// The written type of the `return` or binding it is the value of (`TelemetryEventMethod`).
    var contextType: String?
    /// The type whose initializer takes it as an argument (`NSLayoutConstraint`), where no image type's does.
    var calledType: String?
    /// What else the code shows it is, where that is certain from its place alone (a value compared with `==`).
    var otherMeaning: String?
    /// The call it is an argument of, directly or as an element of an array literal (`NostrFilter(kinds: [.text, .chat])`):
    /// the index knows the parameter's declared type where the project declares the callee.
    var argument: ArgumentPlace?

    /// The member it starts with: `Icons` of `.Icons.chat`.
    var root: String {
        guard case .symbol(let path) = reference.target else { return "" }
        return String(path.prefix { $0 != "." })
    }
}

/// A member of a type, named by both (`WatchMessageKeys.bolus`).
struct SwiftTypeMember: Sendable, Hashable {
    var type: String
    var member: String
}

/// A type declaration or an extension.
struct SwiftTypeFacts: Sendable {
    /// What introduces it.
    enum Kind: Sendable { case `enum`, `struct`, `class`, actor, `protocol`, `extension` }
    /// The type's own name (the extended type's last component for an extension).
    var name: String
    /// The enclosing types' names and its own, outermost first.
    var path: [String]
    var kind: Kind
    /// The inherited types and protocols as written (`String`, `CaseIterable`).
    var inherited: [String]
    /// The enum's cases with their raw values where written.
    var cases: [SwiftCaseFacts] = []
    /// Stored and computed properties.
    var members: [SwiftMemberFacts] = []
    /// Where it is declared.
    var place: SourcePlace
}

/// One enum case.
struct SwiftCaseFacts: Sendable {
    var name: String
    /// The raw value's text (a `String` enum's default is the case's name, an `Int` enum's its count).
    var rawValue: String?
    var place: SourcePlace
}

/// A stored or computed property, or a top-level constant. Its fields are ordered so that the flags
/// and the place fill the name's padding: a file of 400,000 top-level constants holds one each.
struct SwiftMemberFacts: Sendable {
    var name: String
    var isStatic: Bool
    /// Whether it is a `let` (its value is all there is) rather than a `var`.
    var isConstant: Bool
    /// Whether it is stored with no initial value: the initializers' callers say what it holds.
    var isStoredWithoutValue: Bool
    var place: SourcePlace
    /// The declared type (or the type an initializer call makes).
    var type: SwiftTypeName?
    /// The initial value, or what a computed property returns.
    var value: SwiftValue?
    /// A computed property that switches over `self`: each case's value.
    var caseValues: [String: SwiftValue] = [:]
}

/// A function or initializer.
struct SwiftFunctionFacts: Sendable {
    /// One parameter: its argument label (nil for `_`), its name inside the body, its declared type.
    struct Parameter: Sendable {
        var label: String?
        var name: String
        var type: SwiftTypeName?
        /// Whether the body reads it anywhere but as a key or an SF Symbol's name (`value(forKey: attribute)`):
        /// a literal passed for it names no image otherwise.
        var readAsName = false
    }
    /// The enclosing types, outermost first.
    var owner: [String]
    /// The function's name, `init` for an initializer.
    var name: String
    var parameters: [Parameter]
    var returnType: SwiftTypeName?
    /// What it returns, when that is text.
    var returned: SwiftValue?
    /// An initializer's `self.x = value` assignments.
    var memberAssignments: [String: SwiftValue] = [:]
    var isStatic: Bool
    var line: Int
    var column: Int

    /// The name its callers spell: the type's for an initializer.
    var callee: String { name == "init" ? owner.last ?? name : name }
}

/// An image-loading site. Its fields are ordered, and its place and function kept in 32 bits, so
/// that a file of 400,000 calls holds 104 bytes a load, not 136.
struct SwiftImageLoad: Sendable {
    /// What is loaded: a name's value, or an asset a generator names outright.
    enum Argument: Sendable {
        case value(SwiftValue, suffix: String?)
        /// A SwiftGen or R.swift accessor's asset.
        case asset(String)
    }
    var argument: Argument
    /// Whether the call names a bundle other than the main one.
    var inOtherBundle: Bool
    /// Whether the argument may be an image rather than a name (`Image(item.icon)`): dropped where
    /// the value's declared type is an image type.
    var mayBeImageValue = false
    /// Whether the code falls back to another image where this one is missing (``ImageReference/fallsBack``).
    var fallsBack = false
    /// For a load that runs only below an iOS version (``ImageReference/onlyBelowIOS``), that version × 100.
    var onlyBelowIOS: Int16?
    private var place: SourcePlace
    private var functionPosition: Int32?
    /// The API, as reports show it (`UIImage(named:)`).
    var role: String
    var platforms: Set<String>?
    /// The outermost type the load is written in (a `PreviewProvider`'s code runs only in a preview),
    /// ``SwiftFileVisitor/previewContext`` inside a `#Preview`.
    var enclosingType: String?
    /// The static property whose initializer or getter makes the call (`static let faceid = UIImage(named: "faceid")!`):
    /// it runs only where code reads that property.
    var inStatic: String?

    /// A load of `argument` by `role` at `line` and `column`, in the function at position `function`.
    init(argument: Argument, role: String, inOtherBundle: Bool, line: Int, column: Int, platforms: Set<String>?, function: Int?) {
        self.argument = argument
        self.inOtherBundle = inOtherBundle
        self.place = SourcePlace(line: line, column: column)
        self.functionPosition = function.map { Int32(clamping: $0) }
        self.role = role
        self.platforms = platforms
    }

    var line: Int { place.line }
    var column: Int { place.column }
    /// The enclosing function's position in ``SwiftFileFacts/functions``, for its parameters' callers.
    var function: Int? { functionPosition.map(Int.init) }
}

/// A call that passes values to something the project may declare.
struct SwiftInvocation: Sendable {
    /// The called name (a function's, or a type's for an initializer).
    var callee: String
    var arguments: [SwiftCall.Argument]
    /// Where each argument starts.
    var argumentPlaces: [SourcePlace]
    var platforms: Set<String>?
    /// The enclosing function's position in ``SwiftFileFacts/functions``.
    var function: Int?
    /// The outermost type the call is written in (a `PreviewProvider`'s code runs only in a preview).
    var enclosingType: String?
}

/// A write to a member outside its type's declaration.
struct SwiftMemberWrite: Sendable {
    var member: String
    /// The written-to value's type, where declared.
    var baseType: SwiftTypeName?
    var value: SwiftValue
}

/// A string built from data.
struct SwiftTemplate: Sendable {
    var value: SwiftValue
    var text: String
    var place: SourcePlace
    var function: Int?
}

/// A use of a generated asset symbol.
struct SwiftSymbolUse: Sendable {
    var path: String
    var role: String
    var place: SourcePlace
    var platforms: Set<String>?
    /// The type the symbol is written on (`UIImage` of `UIImage.chat`), nil for `.chat`.
    var writtenOn: String?
    /// Whether it is inside a `#Preview`, which only Xcode's canvas runs.
    var inPreview = false

    /// A use of `path`, as `role` calls it.
    init(path: String, role: String, place: SourcePlace, platforms: Set<String>?, inPreview: Bool = false) {
        self.path = path
        self.role = role
        self.place = place
        self.platforms = platforms
        self.inPreview = inPreview
    }
}

/// A 1-based line and column (in characters).
struct SourcePlace: Sendable, Hashable, Comparable {
    // 32 bits each: the facts of a large file hold one per declaration and call.
    private var storedLine: Int32
    private var storedColumn: Int32

    var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The place at 1-based `line` and `column`.
    init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Source order.
    static func < (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
