import BarSkinCore

/// What a batch command keeps in its output folder and where the outputs of one
/// input go: one small enum per command (``TintBatch``, ``GlowBatch``, ``ShadowBatch``),
/// so ``BatchPlan``, ``ManifestJob`` and ``OutputManifest`` serve them all.
public protocol BatchKind: Sendable {
    /// The manifest's file name inside the output folder, hidden so folder walks skip it (`.barskin-tint.json`).
    static var manifestFileName: String { get }
    /// The command that writes the manifest, as its `tool` member and notes name it (`barskin tint`).
    static var tool: String { get }
    /// The output paths of an input path, one per output role in order, in the same folder.
    static func outputPaths(for inputPath: String) -> [String]
    /// Warnings about an input's name, repeated on every run, up to date or not.
    static func nameWarnings(for inputPath: String) -> [any LocatedError]
}

extension BatchKind {
    /// No warning about names.
    public static func nameWarnings(for inputPath: String) -> [any LocatedError] { [] }
}

/// One input of a batch and where its outputs go.
public struct BatchItem: Sendable {
    /// The input as the user named it.
    public var input: String
    /// The manifest key: the input's path relative to the output folder.
    public var key: String
    /// The destinations, one per output role, as full paths and relative to the output folder.
    public var destinations: [String], relativeDestinations: [String]

    /// An item from its parts; destinations are in output-role order.
    public init(input: String, key: String, destinations: [String], relativeDestinations: [String]) {
        self.input = input
        self.key = key
        self.destinations = destinations
        self.relativeDestinations = relativeDestinations
    }
}
