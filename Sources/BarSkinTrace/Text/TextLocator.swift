import BarSkinCore

/// Turns byte offsets of a file into 1-based lines and character columns, and
/// finds elements and attribute values in XML text in document order, so each
/// reference points at the name itself rather than where the parser happened to be.
struct TextLocator {
    let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Characters before each block of ``block`` bytes: a column is then counted from
    /// the nearest block, not from its line's start, so a 10 MB line costs linear time.
    private let charactersBefore: [Int]
    private var cursor = 0
    static let block = 256

    /// A locator over the file's bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var counts: [Int] = []
        counts.reserveCapacity(bytes.count / Self.block + 1)
        var characters = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.block == 0 { counts.append(characters) }
            if byte & 0xC0 != 0x80 { characters += 1 }
            // A line ends at `\n`, and at a `\r` of its own (classic Mac text), as Swift and XML end them.
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
        charactersBefore = counts
    }

    /// How many characters (UTF-8 sequences) start before `offset`.
    private func characters(before offset: Int) -> Int {
        let offset = min(offset, bytes.count)
        let block = offset / Self.block
        guard block < charactersBefore.count else { return 0 }
        var count = charactersBefore[block]
        for position in (block * Self.block)..<offset where bytes[position] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The file's text as UTF-8, so names and tags can be found in it: UTF-16
    /// files (with a byte order mark, or starting `<?` in either byte order) are
    /// converted, anything else is taken as it is.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE), (0x3C, 0x00): littleEndian = true
        case (0xFE, 0xFF), (0x00, 0x3C): littleEndian = false
        default: return bytes
        }
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map { offset in
            littleEndian ? UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8 : UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }
        let text = String(decoding: units, as: UTF16.self)
        return Array((text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text).utf8)
    }

    /// Line and column of a byte offset.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, characters(before: offset) - characters(before: lineStarts[low]) + 1)
    }

    /// Moves past the next start tag `<name` and returns its offset; elements
    /// arrive from the parser in document order, so the search only moves forward.
    mutating func enterElement(_ name: String) -> Int {
        let needle = Array(("<" + name).utf8)
        var offset = cursor
        while let found = find(needle, from: offset) {
            let after = found + needle.count
            if after >= bytes.count || !Self.isNameByte(bytes[after]) {
                cursor = after
                return found
            }
            offset = found + 1
        }
        return cursor
    }

    /// The offset of the value of `attribute` in the start tag at `element`.
    func attributeValue(_ attribute: String, inElementAt element: Int) -> Int? {
        let needle = Array((attribute + "=").utf8)
        let end = tagEnd(from: element)
        var offset = element
        while let found = find(needle, from: offset), found < end {
            if found > 0, !Self.isNameByte(bytes[found - 1]), found + needle.count < bytes.count {
                return found + needle.count + 1
            }
            offset = found + 1
        }
        return nil
    }

    /// The offset of the first non-blank character after the start tag at `element`.
    func textAfterTag(at element: Int) -> Int {
        var offset = tagEnd(from: element) + 1
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x09 || bytes[offset] == 0x0D {
            offset += 1
        }
        return offset
    }

    private func tagEnd(from start: Int) -> Int {
        var offset = start
        var quote: UInt8? = nil
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return offset
            }
            offset += 1
        }
        return bytes.count
    }

    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var offset = start
        let last = bytes.count - needle.count
        while offset <= last {
            if bytes[offset] == first {
                var matched = true
                for index in 1..<needle.count where bytes[offset + index] != needle[index] { matched = false; break }
                if matched { return offset }
            }
            offset += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        SourceLexer.isIdentifierPart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }
}
