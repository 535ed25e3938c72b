/// Takes PNG files apart into chunks and puts them back, so tests can build
/// corrupt and hostile files byte by byte.
enum ChunkSurgery {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static func chunks(of bytes: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }

    /// A chunk with its length and a correct CRC (or a wrong one on request).
    static func encode(_ chunk: Chunk, badCRC: Bool = false) -> [UInt8] {
        let body = Array(chunk.type.utf8) + chunk.data
        let crc = crc32(body) ^ (badCRC ? 1 : 0)
        return bigEndian(UInt32(chunk.data.count)) + body + bigEndian(crc)
    }

    static func file(_ chunks: [Chunk], prefix: [UInt8] = signature) -> [UInt8] {
        prefix + chunks.flatMap { encode($0) }
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6) -> Chunk {
        Chunk(type: "IHDR", data: bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
