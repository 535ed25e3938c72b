/// The masks and art a BarSkin skin file loads, as references named by path.
enum SkinScanner {
    /// Reads the skin file at `path`.
    /// - Throws: ``TraceError/skin(_:)`` for a file that does not read as a skin.
    static func references(in path: String) throws(TraceError) -> [ImageReference] {
        let spec: SkinSpec
        do { spec = try SkinSpec.load(from: path) } catch { throw .skin(error) }
        return spec.inputs.map { input in
            ImageReference(target: .file(written: input.path.text, path: input.path.resolved, exact: input.role == .selectedFill), file: path,
                           line: input.path.line, column: input.path.column, source: .skin, role: input.role.rawValue)
        }
    }
}
