extension SVGExpansion {
    // Reading one tag's text: what it refers to and its id, without an XML parser.

    /// Whether `bytes` hold `word` (ASCII).
    static func mentions(_ bytes: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { letters in
            guard bytes.count >= letters.count else { return false }
            var index = bytes.startIndex
            while index <= bytes.endIndex - letters.count {
                if bytes[index] == letters[0], zip(bytes[index...], letters).allSatisfy({ $0 == $1 }) { return true }
                index += 1
            }
            return false
        }
    }

    /// The ids a tag refers to: `href="#id"` and `url(#id)`.
    static func references(in tag: String) -> [String] {
        var found: [String] = []
        if let href = attribute("href", in: tag), href.hasPrefix("#") { found.append(String(href.dropFirst())) }
        var rest = Substring(tag)
        while let range = rest.range(of: "url(#") {
            let after = rest[range.upperBound...]
            let name = after.prefix { $0 != ")" && $0 != "\"" && $0 != "'" && !$0.isWhitespace }
            found.append(String(name))
            rest = after.dropFirst(name.count)
        }
        return found
    }

    /// The value of the attribute whose name is or ends in `:name` in a tag, or nil.
    static func attribute(_ name: String, in tag: String) -> String? {
        var rest = Substring(tag)
        while let range = rest.range(of: name) {
            let before = rest[..<range.lowerBound].last
            var after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            rest = rest[range.upperBound...]
            guard before == " " || before == ":" || before == "\t" || before == "\n" || before == "\r", after.first == "=" else { continue }
            after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            guard let quote = after.first, quote == "\"" || quote == "'" else { continue }
            return String(after.dropFirst().prefix { $0 != quote })
        }
        return nil
    }

    /// Whether `bytes` hold `data:` (in any case) at `index`.
    static func isDataURL(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 5 <= bytes.count else { return false }
        return zip(bytes[index..<index + 5], "data:".utf8).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// `tag` without the bytes in `ranges` (ascending, inside it).
    static func removing(_ ranges: [Range<Int>], from tag: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var kept: [UInt8] = [], start = tag.startIndex
        for range in ranges {
            kept += tag[start..<range.lowerBound]
            start = range.upperBound
        }
        return (kept + tag[start...])[...]
    }
}
