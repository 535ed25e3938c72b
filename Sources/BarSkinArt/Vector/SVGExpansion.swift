/// How many elements an SVG draws once every reference is followed: `<use>`
/// and `url(#id)` instantiate what they name, so eleven nested groups of ten
/// `<use>` each draw 10^11 rectangles from a 2 KB file. librsvg stops at half a
/// million, after seconds; this counts from the tags alone, in one pass, so such
/// a file is refused before librsvg sees it. Markers drawn at every vertex are
/// counted once, so the count is a floor, not a ceiling.
struct SVGExpansion {
    /// One element: the elements inside it and the ids it refers to.
    private struct Element {
        var children: [Int] = []
        var references: [String] = []
    }

    private var elements: [Element] = [Element()]
    private var ids: [String: Int] = [:]
    /// Whether elements nest deeper than ``depthLimit`` (reading stopped there).
    private(set) var tooDeep = false
    /// Whether there are more elements than the limit given (reading stopped there): every
    /// element is drawn at least once, so the count could only pass it.
    private(set) var tooMany = false

    /// libxml2's own limit without XML_PARSE_HUGE, which librsvg keeps.
    static let depthLimit = 256

    /// The tags of `bytes`, read without resolving entities (text, comments, CDATA and declarations skipped).
    init(_ bytes: [UInt8], elementLimit: Int = .max) {
        var open = [0], index = 0
        func skip(past end: [UInt8], from start: Int) -> Int {
            var position = start
            while position + end.count <= bytes.count {
                if bytes[position] == end[0], Array(bytes[position..<position + end.count]) == end { return position + end.count }
                position += 1
            }
            return bytes.count
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else { index += 1; continue }
            switch bytes[index + 1] {
            case UInt8(ascii: "!"):
                let rest = bytes[index...]
                if rest.starts(with: Array("<!--".utf8)) { index = skip(past: Array("-->".utf8), from: index + 4) }
                else if rest.starts(with: Array("<![CDATA[".utf8)) { index = skip(past: Array("]]>".utf8), from: index + 9) }
                else { index = skip(past: Array(">".utf8), from: index) }
            case UInt8(ascii: "?"):
                index = skip(past: Array("?>".utf8), from: index + 2)
            case UInt8(ascii: "/"):
                if open.count > 1 { open.removeLast() }
                index = skip(past: Array(">".utf8), from: index)
            default:
                var end = index + 1, quote: UInt8? = nil, valueStart = 0
                // A data: URL's value is neither an id nor a reference, and may be a hundred megabytes of
                // base64: it is left out of the tag's text, which is otherwise read as a String.
                var dataValues: [Range<Int>] = []
                while end < bytes.count, quote != nil || bytes[end] != UInt8(ascii: ">") {
                    if bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
                        if quote == nil {
                            quote = bytes[end]
                            valueStart = end + 1
                        } else if quote == bytes[end] {
                            quote = nil
                            if Self.isDataURL(bytes, at: valueStart) { dataValues.append(valueStart..<end) }
                        }
                    }
                    end += 1
                }
                let raw = bytes[index..<min(end, bytes.count)]
                let text = dataValues.isEmpty ? raw : Self.removing(dataValues, from: raw)
                var element = Element()
                // Most tags hold neither; turning every tag into a String would cost more than librsvg's parse.
                let tag = Self.mentions(text, "href") || Self.mentions(text, "url(") || Self.mentions(text, "id")
                    ? String(decoding: text, as: UTF8.self) : ""
                if !tag.isEmpty { element.references = Self.references(in: tag) }
                elements.append(element)
                let number = elements.count - 1
                elements[open[open.count - 1]].children.append(number)
                if !tag.isEmpty, let id = Self.attribute("id", in: tag) { ids[id] = ids[id] ?? number }
                if raw.last != UInt8(ascii: "/") { open.append(number) }
                if elements.count - 1 > elementLimit {
                    tooMany = true
                    return
                }
                if open.count > Self.depthLimit + 1 {
                    tooDeep = true
                    return
                }
                index = end + 1
            }
        }
    }

    /// The elements drawn, counting each reference's target (and all inside it) again,
    /// or nil when that passes `limit` or references go round in a circle.
    func drawnCount(limit: Int) -> Int? {
        var counts: [Int?] = Array(repeating: nil, count: elements.count)
        var visiting = Set<Int>()
        // Depth first with a stack of its own: nesting and reference chains may be as deep as the file is long.
        var stack: [(element: Int, expanded: Bool)] = [(0, false)]
        while let (element, expanded) = stack.popLast() {
            if counts[element] != nil { continue }
            let targets = elements[element].children + elements[element].references.compactMap { ids[$0] }
            if !expanded {
                guard visiting.insert(element).inserted else { return nil }
                stack.append((element, true))
                for target in targets where counts[target] == nil {
                    if visiting.contains(target) { return nil }
                    stack.append((target, false))
                }
                continue
            }
            var total = 1
            for target in targets {
                total += counts[target] ?? 0
                if total > limit { return nil }
            }
            counts[element] = total
            visiting.remove(element)
        }
        return counts[0]
    }
}
