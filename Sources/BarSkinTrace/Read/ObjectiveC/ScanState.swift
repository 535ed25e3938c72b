import BarSkinCore

/// What scanning one source file found.
struct SourceScan: Sendable {
    /// Call sites, in source order.
    var references: [ImageReference]
    /// What the file declares for other files.
    var declarations: SourceDeclarations
}

/// The scanner's state while it walks one file.
struct ScanState {
    /// The open braces and their locals.
    var scopes = SourceScopes()
    /// Scopes whose header was read, by the index of their `{`.
    var bodies: [Int: BraceScope] = [:]
    /// The references found so far, in source order.
    var references: [ImageReference] = []
    /// What the file declares so far.
    var declarations = SourceDeclarations()
}
