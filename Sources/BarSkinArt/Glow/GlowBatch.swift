import BarSkinCore

/// The `glow` batch: one output per mask under the same name (scale and
/// device suffixes kept), recorded in `.barskin-glow.json`.
public enum GlowBatch: BatchKind {
    /// `.barskin-glow.json`.
    public static let manifestFileName = ".barskin-glow.json"
    /// `barskin glow`.
    public static let tool = "barskin glow"

    /// The input's own path: the glow keeps its mask's name.
    public static func outputPaths(for inputPath: String) -> [String] { [inputPath] }
}

/// The `shadow` batch: like ``GlowBatch``, recorded in `.barskin-shadow.json`.
public enum ShadowBatch: BatchKind {
    /// `.barskin-shadow.json`.
    public static let manifestFileName = ".barskin-shadow.json"
    /// `barskin shadow`.
    public static let tool = "barskin shadow"

    /// The input's own path: the shadow keeps its mask's name.
    public static func outputPaths(for inputPath: String) -> [String] { [inputPath] }
}
