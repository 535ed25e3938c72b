extension XcodeProjectText {
    /// The sections the comments of the objects dictionary mark: a Begin comment, then the End
    /// comment of the same name, each on a line of its own (others are comments, not sections).
    static func sections(in comments: [Range<Int>], of bytes: [UInt8]) -> [ProjectSection] {
        var sections: [ProjectSection] = [], open: (name: String, range: Range<Int>)?
        for comment in comments {
            let text = String(decoding: bytes[comment], as: UTF8.self)
            guard let line = wholeLine(comment, in: bytes) else { continue }
            if text.hasPrefix("/* Begin "), text.hasSuffix(" section */") {
                open = (String(text.dropFirst(9).dropLast(11)), line)
            } else if text.hasPrefix("/* End "), text.hasSuffix(" section */"), let begin = open, begin.name == String(text.dropFirst(7).dropLast(11)) {
                // The empty line before a Begin line goes with its section: Xcode writes one before each.
                let blank = begin.range.lowerBound >= 2 && bytes[begin.range.lowerBound - 1] == 0x0A && bytes[begin.range.lowerBound - 2] == 0x0A
                sections.append(ProjectSection(name: begin.name, span: (begin.range.lowerBound - (blank ? 1 : 0))..<line.upperBound, bodyStart: begin.range.upperBound))
                open = nil
            }
        }
        return sections
    }

    /// The line `range` is alone on, through its line break; nil when it shares it.
    private static func wholeLine(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        guard range.lowerBound == 0 || bytes[range.lowerBound - 1] == 0x0A,
              let lineBreak = ProjectTextParser.lineBreakLength(bytes, at: range.upperBound) else { return nil }
        return range.lowerBound..<(range.upperBound + lineBreak)
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil when all are.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator(), decoder = UTF8(), offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
