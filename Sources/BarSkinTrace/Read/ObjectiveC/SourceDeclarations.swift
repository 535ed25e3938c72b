import BarSkinCore

/// What one source file declares that image names elsewhere may use: string
/// constants, wrapper methods around image APIs, and (merged in from Swift) the
/// enum cases and static members a bare `.name` may be.
struct SourceDeclarations: Sendable {
    /// Most values one constant may hold: past this it is a hole. A set the code spells out is known however
    /// long (Swift's evaluator keeps the same bound, ``SwiftValueEvaluator/maximumNames``).
    static let maximumValues = 1024
    /// Most names a pattern of several independent choices may give: past this it is a hole, data.
    static let maximumCombinations = 64

    /// Values of constants at file scope (`static NSString *const kIcon = @"icon"`, `#define`), by name.
    var constants: [String: [NamePattern]] = [:]
    /// Methods whose parameter reaches an image API, directly or through other wrappers.
    var wrappers: [ImageWrapper] = []
    /// Enum cases and static members by name, with where the first is declared: a
    /// bare `.name` may be one of them rather than an asset symbol.
    var members: [String: String] = [:]
    /// Types declared as `typedef NSString *Name` (an `NS_TYPED_ENUM` and its kin): Swift makes
    /// `Name("x")` or `Name(rawValue: "x")` of them, a name as text.
    var stringTypes: Set<String> = []

    /// Adds values under a key, keeping each once; past ``maximumValues`` the constant is a hole (dropping the
    /// rest would call the images they name unused).
    mutating func addConstant(_ key: String, _ values: [NamePattern]) {
        var known = constants[key, default: []]
        for value in values where !known.contains(value) { known.append(value) }
        constants[key] = known.count > Self.maximumValues ? [NamePattern([.hole])] : known
    }

    /// Adds what another file declares.
    mutating func merge(_ other: SourceDeclarations) {
        for (key, values) in other.constants { addConstant(key, values) }
        wrappers += other.wrappers
        stringTypes.formUnion(other.stringTypes)
        for (name, place) in other.members where members[name] == nil || place < members[name]! { members[name] = place }
    }
}

/// A method that passes one of its parameters to an image API, or to another wrapper
/// (`+ (UIImage *)btnImage:(NSString *)name { return [UIImage imageNamed:name]; }`): its
/// callers say which images it loads.
struct ImageWrapper: Sendable, Hashable {
    /// The selector part that takes the parameter, as a call spells it (`[x btnImage:arg]`).
    var callee: String
    /// The hole in ``pattern`` that the argument fills.
    var hole: NameHole
    /// The name the inner call loads, with the parameter as ``NameHole/parameter(_:)``
    /// (transformed where the method transforms it).
    var pattern: NamePattern
    /// The inner call's role (`imageNamed`, or the inner wrapper's `btnImage:`).
    var role: String
    /// Where the inner call is.
    var file: String
    /// Its line.
    var line: Int
    /// Its column.
    var column: Int
    /// Whether the inner call is a probe the wrapper falls back from.
    var fallsBack = false
    /// The method's selector parts in order (`brandedImageNamed`, `assetSuffix`): Swift calls it by them.
    var selector: [String] = []
    /// The parameter's type where it is a string typedef (`BrandingImageName`): a Swift caller's
    /// `.brandLogo` is that type's static.
    var parameterType: String?

    /// What makes two wrappers load the same names: a wrapper found again through a cycle of
    /// wrappers is no new one.
    var identity: String { "\(callee) \(pattern.glob) \(pattern)" }
}
