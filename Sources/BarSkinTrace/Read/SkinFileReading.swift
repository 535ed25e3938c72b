import BarSkinCore

/// Reads a BarSkin skin file for the trace: the masks and art it loads, and the
/// images it builds. The skin parser lives with the rest of the skin code, above
/// this module, so the trace compiles beside it rather than after it.
public protocol SkinFileReading: Sendable {
    /// Reads the skin file at `path`.
    /// - Throws: ``TraceProblem/skin(message:)`` for a file that does not read as a skin.
    func scan(_ path: String) throws(TraceError) -> (references: [ImageReference], products: [SkinProduct])
}
