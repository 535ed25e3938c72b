import BarSkinCore

extension NameExpression {
    /// The format and arguments of the first `stringWithFormat:` among the tokens, wherever it is.
    func formatCall(in tokens: ArraySlice<SourceToken>) -> (NamePattern, [ArraySlice<SourceToken>])? {
        for index in tokens.indices.dropLast(2) {
            guard tokens[index].identifier == "stringWithFormat", tokens[index + 1].isPunctuation(":"),
                  let format = tokens[index + 2].string else { continue }
            var end = index + 3
            var depth = 0
            while end < tokens.endIndex {
                if tokens[end].isOpening { depth += 1 } else if tokens[end].isClosing {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            return (format, split(tokens[(index + 3)..<end], on: ",").filter { !$0.isEmpty })
        }
        return nil
    }

    /// The names a format makes: `%@` whose argument is known (a literal, a constant, a local
    /// that holds one of a few literals, a wrapper's parameter) is filled in, once for each value
    /// it can have; any other conversion is a hole (digits for `%d`).
    func formatted(_ format: NamePattern, _ arguments: [ArraySlice<SourceToken>]) -> [NamePattern] {
        var combinations: [[[NamePattern.Segment]?]] = [[]]
        for argument in arguments {
            var values = evaluate(argument).map { $0.segments == [.hole] ? nil : $0.segments }
            // `nil` prints `(null)`: no image name.
            if values.isEmpty { values = [nil] }
            combinations = combinations.flatMap { prefix in values.map { prefix + [$0] } }
            if combinations.count > Self.maximumAlternatives { combinations = [[]]; break }
        }
        return unique(combinations.map { known in
            Self.pattern(fromFormat: format) { index, conversion in conversion == "@" && index < known.count ? known[index] : nil }
        })
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
                pieces.append(.text(current))
                current = ""
                if let conversion, let filled = substitute(conversions, conversion) {
                    pieces += filled
                } else {
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
