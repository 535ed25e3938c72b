/// The masks and art a BarSkin skin file loads, as references named by path,
/// and the images it builds.
enum SkinScanner {
    /// Reads the skin file at `path`.
    /// - Throws: ``TraceError/skin(_:)`` for a file that does not read as a skin.
    static func scan(_ path: String) throws(TraceError) -> (references: [ImageReference], products: [SkinProduct]) {
        let spec: SkinSpec
        do { spec = try SkinSpec.load(from: path) } catch { throw .skin(error) }
        let references = spec.inputs.map { input in
            ImageReference(target: .file(written: input.path.text, path: input.path.resolved, exact: input.isExactFile), file: path,
                           line: input.path.line, column: input.path.column, source: .skin, role: input.role.rawValue)
        }
        return (references, SkinProduct.products(of: spec))
    }
}
