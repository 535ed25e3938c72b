#if canImport(CommonCrypto)
internal import CommonCrypto
#elseif canImport(CCrypto)
internal import CCrypto
#endif

/// Content hashes of pixels and bytes, used by reports and incremental builds.
public enum PixelDigest {
    /// Lowercase hex SHA-256 of a bitmap's RGBA bytes.
    public static func sha256(of bitmap: Bitmap) -> String {
        sha256(of: bitmap.pixels)
    }

    /// Lowercase hex SHA-256 of bytes.
    public static func sha256(of bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { buffer in
            digest.withUnsafeMutableBufferPointer { digest in
                #if canImport(CommonCrypto)
                _ = CC_SHA256(buffer.baseAddress, CC_LONG(buffer.count), digest.baseAddress)
                #elseif canImport(CCrypto)
                // Fails only without memory or without the default provider's SHA-256, which every libcrypto has.
                guard EVP_Digest(buffer.baseAddress, buffer.count, digest.baseAddress, nil, sha256Method, nil) == 1 else {
                    preconditionFailure("libcrypto refused a SHA-256 of \(buffer.count) bytes")
                }
                #endif
            }
        }
        return hex(digest)
    }

    #if !canImport(CommonCrypto) && canImport(CCrypto)
    /// The SHA-256 method, fetched from the provider once: fetching it by name on every
    /// call cost more than hashing a small PNG. Without the system's OpenSSL configuration,
    /// whose reading cost more than the hashes of a small batch: the default provider's
    /// SHA-256 is the one every configuration has.
    nonisolated(unsafe) private static let sha256Method: OpaquePointer? = {
        OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_LOAD_CONFIG), nil)
        return EVP_MD_fetch(nil, "SHA256", nil)
    }()
    #endif

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ bytes: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { text in
            for (index, byte) in bytes.enumerated() {
                text[2 * index] = digits[Int(byte >> 4)]
                text[2 * index + 1] = digits[Int(byte & 15)]
            }
            return bytes.count * 2
        }
    }
}
