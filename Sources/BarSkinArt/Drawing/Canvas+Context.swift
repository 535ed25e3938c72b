import BarSkinCore

/// The cairo context, for the other C fences in the module (pango draws text on it).
extension Canvas {
    /// Runs `body` with the cairo context, in a saved state so whatever `body`
    /// changes (source colour, current point) is put back afterwards. Internal:
    /// the pointer never leaves the module.
    func withCairoContext<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withSavedState { try body(context) }
    }
}
