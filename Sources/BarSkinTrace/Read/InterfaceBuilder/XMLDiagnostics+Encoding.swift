import BarSkinCore

extension XMLDiagnostics {
    /// Throws at the first byte that is not UTF-8 in a document that is not
    /// UTF-16. swift-corelibs-foundation's XMLParser traps (SIGILL) on an element
    /// or attribute name holding such a byte, which libxml2 passes on in recovery,
    /// so the bytes are checked before it sees them. Storyboards, xibs and
    /// Xcode's Info.plists are UTF-8 (or UTF-16, which `TextLocator.utf8` converts).
    static func refuseInvalidUTF8(_ original: [UInt8], _ locator: TextLocator, path: String) throws {
        guard locator.bytes.count == original.count, let offset = firstInvalidUTF8(in: original) else { return }
        let (line, column) = locator.location(of: offset)
        let byte = "0x" + String(original[offset], radix: 16, uppercase: true)
        throw TraceProblem.malformedXML(detail: "byte \(byte) is not UTF-8").located(at: path, line: line, column: column)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8
    /// sequence (overlong forms, surrogates and values past U+10FFFF included).
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
            guard length > 0, index + length <= bytes.count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in bytes[(index + 1)..<(index + length)] {
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            let tooShort = (length == 3 && scalar < 0x800) || (length == 4 && scalar < 0x10000)
            guard !tooShort, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }
}
