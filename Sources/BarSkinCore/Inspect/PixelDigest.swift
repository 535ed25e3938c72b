internal import CGLib

/// Content hashes of pixels and bytes, used by reports and incremental builds.
public enum PixelDigest {
    /// Lowercase hex SHA-256 of a bitmap's RGBA bytes.
    public static func sha256(of bitmap: Bitmap) -> String {
        sha256(of: bitmap.pixels)
    }

    /// Lowercase hex SHA-256 of bytes.
    public static func sha256(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            // GLib returns NULL only for an unknown checksum type or NULL data with a
            // nonzero length, neither of which can happen here.
            guard let hex = g_compute_checksum_for_data(G_CHECKSUM_SHA256, buffer.baseAddress, gsize(buffer.count)) else {
                preconditionFailure("GLib refused a SHA-256 of \(buffer.count) bytes")
            }
            defer { g_free(hex) }
            return String(cString: hex)
        }
    }
}
