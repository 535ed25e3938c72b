internal import CVector

extension VectorError {
    /// Loads the library that draws `format` (the first time only: librsvg and poppler-glib
    /// are opened when a vector is first drawn, not when barskin starts).
    /// - Throws: ``libraryMissing(path:format:reason:)`` naming `path` when it cannot be loaded.
    static func loading(_ format: VectorFormat, for path: String) throws(VectorError) {
        var reason = [CChar](repeating: 0, count: 400)
        guard bs_vector_load(format == .svg ? BS_VECTOR_SVG : BS_VECTOR_PDF, &reason, reason.count) == 0 else { return }
        throw .libraryMissing(path: path, format: format, reason: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
