import BarSkinCore

/// What scanning one source file found.
struct SourceScan: Sendable {
    /// Call sites, in source order.
    var references: [ImageReference]
    /// Bare `.name` uses of a generated asset symbol, judged once the project's declarations are known.
    var bareSymbols: [ImageReference]
    /// What the file declares for other files.
    var declarations: SourceDeclarations
    /// Strings built from data that may name images (`"icon-\(rawValue)"`), their pieces looked up
    /// where they are written, for the project's declarations to fill in (``NameEvidence/template``).
    var templates: [NameEvidence] = []
}

/// The scanner's state while it walks one file.
struct ScanState {
    var scopes = SourceScopes()
    /// The `#if os(...)` branches the scan is inside.
    var conditions = PlatformConditions()
    /// Scopes whose header was read, by the index of their `{`.
    var bodies: [Int: BraceScope] = [:]
    var references: [ImageReference] = []
    var bareSymbols: [ImageReference] = []
    var declarations = SourceDeclarations()
    /// Variables and parameters with a declared type, by name (the last one seen).
    var variableTypes: [String: String] = [:]
    /// Dots that start a symbol a call already counted.
    var consumedDots: Set<Int> = []
    /// The raw value an `Int` enum's next unwritten case gets.
    var nextIntRawValue: [String: Int] = [:]
    /// Stored `String` properties by type (`let icon: String`), which a memberwise initializer sets.
    var storedStrings: [String: Set<String>] = [:]
    /// See ``SourceScan/templates``.
    var templates: [NameEvidence] = []

    /// A constant at file or type scope, under each key other files may use.
    mutating func addConstant(_ name: String, _ values: [NamePattern]) {
        let path = scopes.typePath
        if path.isEmpty { declarations.addConstant(name, values) } else { declarations.addConstant("*." + name, values) }
        for start in path.indices { declarations.addConstant((path[start...] + [name]).joined(separator: "."), values) }
    }
}
