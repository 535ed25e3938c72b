/// A source of image references besides IB documents, code and Info.plist.
///
/// BarSkin skin files will be one: the masks and art a skin spec loads. There
/// is no skin spec format yet, so no implementation ships; once the spec
/// exists, a conforming type is added to ``TraceOptions/extraSources`` and its
/// references (with `source: .skin`) are resolved and reported like any other.
public protocol SkinReferenceSource: Sendable {
    /// The references found in the walked project.
    /// - Throws: a ``LocatedError`` for a malformed file; the trace reports it and goes on.
    func references(in files: ProjectFiles) throws -> [ImageReference]
}
