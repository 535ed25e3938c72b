import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// The masks and art a BarSkin skin file loads, as references named by path,
/// and the images it builds: how `barskin trace` reads skin files.
public struct SkinScanner: SkinFileReading {
    /// A scanner.
    public init() {}

    /// Reads the skin file at `path`.
    /// - Throws: ``TraceProblem/skin(message:)`` for a file that does not read as a skin.
    public func scan(_ path: String) throws(TraceError) -> (references: [ImageReference], products: [SkinProduct]) {
        let spec: SkinSpec
        do { spec = try SkinSpec.load(from: path) } catch {
            throw TraceProblem.skin(message: error.message).located(at: error.path, line: error.line, column: error.column)
        }
        // Every input read from a skin file has its place there.
        let references = spec.inputs.compactMap { input in
            input.path.position.map { at in
                ImageReference(target: .file(written: input.path.text, path: input.path.resolved, exact: input.isExactFile), file: path,
                               line: at.line, column: at.column, source: .skin, role: input.role.rawValue)
            }
        }
        return (references, SkinProduct.products(of: spec))
    }
}

extension Tracer {
    /// A tracer that reads skin files with BarSkin's skin parser.
    public init(options: TraceOptions = TraceOptions()) {
        self.init(options: options, skins: SkinScanner())
    }
}
