/// One place that loads a catalog set by name through its type's own loader (a colour, a data set), before it is
/// resolved against the sets of that type.
public struct AssetLoad: Sendable, Hashable {
    /// How the load names its colour.
    public enum Target: Sendable, Hashable {
        /// A set name: `UIColor(named: "Brand")`, `<color name="Brand"/>`, `NSAccentColorName`.
        case name(String)
        /// Xcode's generated `ColorResource` member path (`brand`, `Theme.ink`), written where only a colour resource fits
        /// (`UIColor(resource: .brand)`, `ColorResource.brand`): one no set generates is missing.
        case symbol(String)
        /// A bare member where a colour goes (`.foregroundStyle(.brand)`, `Color.brand`, `Color(.brand)`): the generated
        /// symbol where a set has it and the system has no colour of that name, else the system's or someone else's member.
        case bareSymbol(String)
        /// SwiftGen's accessor (`Asset.Colors.brand.color`, `Asset.Files.intro.data`): the member chain before the
        /// accessor, past its root.
        case swiftGen([String])
        /// R.swift's `R.color.brand()`, `R.data.intro()`: the identifier path after `R.color.` or `R.data.`.
        case rswift(String)
        /// A name only known at run time (`UIColor(named: theme.name)`): any set of the type may be the one.
        case dynamic(String)
    }

    /// What is loaded.
    public var target: Target
    /// The type of set it loads.
    public var type: AssetType
    /// The file, as walked.
    public var file: String
    /// 1-based line, 0 when unknown.
    public var line: Int
    /// 1-based column, 0 when unknown.
    public var column: Int
    /// The kind of file.
    public var source: ReferenceSource
    /// The call, key or element as reports show it: `UIColor(named:)`, `NSAccentColorName`, `color.backgroundColor`,
    /// `NSDataAsset(name:)`.
    public var role: String
    /// The bundle it loads from.
    public var bundle: LoadBundle
    /// For a `named:` call on a type other than `UIColor` and `NSColor` (`RSColor(named:)`), that type: a load only where
    /// the project declares it a `typealias` of one.
    public var alias: String?
    /// Whether it is a bare `.name` whose place alone does not say a colour (`colors: [.brand]`): an enum case of
    /// the project's of that name (`AccountType.feedbin` beside a `feedbinColor` set) is read instead.
    public var mayBeEnumCase = false
    /// Whether the call is a loader `.barskin-trace.yml` declares: for a data set, such a loader may read a file of its own
    /// (Lottie's `named(_:)` reads `name.json` first), so a name no set has is not missing there.
    public var isDeclaredLoader = false

    /// The role and name of `Color.accentColor`: the accent colour the target's settings name (`AccentColor` in
    /// Xcode's templates), the system's tint where no set has it.
    public static let accentColorRole = "Color.accentColor"

    /// Whether a load's role is a build setting (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, the widget background's):
    /// one naming no set is a warning, as in Xcode, not an error.
    public static func isBuildSetting(_ role: String) -> Bool {
        role.hasPrefix("ASSETCATALOG_COMPILER_")
    }

    /// Whether a set this load names but no catalog has only leaves the system's own colour in its place: a build
    /// setting's (Xcode warns), or an action extension's Touch Bar bezel (Xcode's iOS action extension template names
    /// one, and only a Mac has a Touch Bar). Such a load naming no set is a warning, not an error.
    public static func fallsBackToTheSystemsColor(_ role: String) -> Bool {
        isBuildSetting(role) || role == "NSExtensionServiceTouchBarBezelColorName"
    }

    /// A load; see the properties.
    public init(target: Target, type: AssetType = .color, file: String, line: Int, column: Int, source: ReferenceSource, role: String,
                bundle: LoadBundle = .main) {
        self.target = target
        self.type = type
        self.file = file
        self.line = line
        self.column = column
        self.source = source
        self.role = role
        self.bundle = bundle
    }

    /// The name as reports show it: the set name, `.symbol`, the accessor, or the dynamic expression.
    public var displayName: String {
        switch target {
        case .name(let name), .dynamic(let name): name
        case .symbol(let path), .bareSymbol(let path): "." + path
        case .swiftGen(let chain): chain.joined(separator: ".") + "." + type.rawValue
        case .rswift(let path): "R.\(type.rawValue)." + path
        }
    }
}
