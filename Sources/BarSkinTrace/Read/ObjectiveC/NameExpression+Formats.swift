import BarSkinCore

extension NameExpression {
    /// The format and arguments of `[NSString stringWithFormat:@"...", a]` or `String(format: "...", a)`.
    func formatCall(in tokens: ArraySlice<SourceToken>) -> (NamePattern, [ArraySlice<SourceToken>])? {
        for index in tokens.indices.dropLast(2) {
            guard let word = tokens[index].identifier, tokens[index + 1].isPunctuation(":") else { continue }
            guard word == "stringWithFormat" || (word == "format" && index - 2 >= tokens.startIndex && tokens[index - 1].isPunctuation("(")),
                  let format = tokens[index + 2].string else { continue }
            var arguments: [ArraySlice<SourceToken>] = []
            var depth = 0
            var start = index + 3
            var position = index + 3
            while position < tokens.endIndex {
                let token = tokens[position]
                if token.isOpening { depth += 1 } else if token.isClosing {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, token.isPunctuation(",") {
                    if position > start { arguments.append(tokens[start..<position]) }
                    start = position + 1
                }
                position += 1
            }
            if position > start { arguments.append(tokens[start..<position]) }
            return (format, arguments)
        }
        return nil
    }

    /// `icon_%02d` → `icon_*`; `%%` stays a percent sign. `substitute` may
    /// supply the text for the n-th conversion (given its conversion character).
    static func pattern(fromFormat format: NamePattern,
                        substitute: (Int, Unicode.Scalar) -> [NamePattern.Segment]? = { _, _ in nil }) -> NamePattern {
        var pieces: [NamePattern.Segment] = []
        var conversions = 0
        for segment in format.segments {
            guard case .text(let text) = segment else { pieces.append(.hole); continue }
            var current = ""
            var scalars = text.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "%" else { current.unicodeScalars.append(scalar); continue }
                var conversion = scalars.next()
                while let character = conversion, "-+ #0123456789.*$hlqLzjt'".unicodeScalars.contains(character) {
                    conversion = scalars.next()
                }
                if conversion == "%" { current += "%"; continue }
                if let conversion, let filled = substitute(conversions, conversion) {
                    pieces.append(.text(current))
                    current = ""
                    pieces += filled
                } else {
                    pieces.append(.text(current))
                    current = ""
                    // `%ld`, `%02d`, `%u`: a number, digits only.
                    pieces.append(conversion.map { "diu".unicodeScalars.contains($0) } == true ? .unresolved(.digits) : .hole)
                }
                conversions += 1
            }
            pieces.append(.text(current))
        }
        return NamePattern(pieces)
    }
}
