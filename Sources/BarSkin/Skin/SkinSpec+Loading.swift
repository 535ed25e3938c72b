import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// Reads and checks the skin file at `path`.
    /// - Throws: ``SkinError``.
    public static func load(from path: String) throws(SkinError) -> SkinSpec {
        try SkinSpec(parsing: try bytes(of: path), path: path)
    }

    /// The file's bytes, from a regular file of at most ``maximumBytes``, read by ``FileBytes`` (which
    /// neither blocks on a named pipe nor reads a device that never ends) and worded as the skin's errors.
    static func bytes(of path: String) throws(SkinError) -> [UInt8] {
        if let size = FileBytes.size(of: path), size > maximumBytes { throw SkinProblem.tooLarge(bytes: size).located(at: path) }
        do {
            return try FileBytes.read(path, limit: maximumBytes)
        } catch {
            guard case .unreadable(let reason) = error.error else { throw SkinProblem.unreadable(reason: error.message).located(at: path) }
            // Grown past the limit since it was measured: still too large.
            if reason.hasPrefix("larger than") { throw SkinProblem.tooLarge(bytes: maximumBytes + 1).located(at: path) }
            throw SkinProblem.unreadable(reason: ["is a directory", "not a regular file"].contains(reason) ? "it " + reason.replacingOccurrences(of: "not", with: "is not") : reason).located(at: path)
        }
    }
}
