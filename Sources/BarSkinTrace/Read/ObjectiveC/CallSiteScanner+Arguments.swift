import BarSkinCore

extension CallSiteScanner {
    /// `pathForResource:NAME ofType:@"png"` or `URLForResource:NAME withExtension:@"png"`: only image types count.
    func resourcePathCall(start: Int, role: String) -> CallSite? {
        let end = argumentEnd(from: start)
        guard end > start else { return nil }
        let typeIndex = end
        guard let label = word(0, typeIndex), label == "ofType" || label == "withExtension",
              isPunctuation(1, typeIndex, ":"), typeIndex + 2 < tokens.count else { return nil }
        if let type = tokens[typeIndex + 2].string?.literal {
            guard ImageFileType.extensions.contains(type.lowercased()) else { return nil }
            return CallSite(argument: .expression(start..<end, suffix: "." + type), location: tokens[start], role: role)
        }
        // A nil type: the name must carry an image extension itself.
        guard let literal = tokens[start].string?.literal, end == start + 1,
              let dot = literal.lastIndex(of: "."),
              ImageFileType.extensions.contains(literal[literal.index(after: dot)...].lowercased()) else { return nil }
        return CallSite(argument: .expression(start..<end, suffix: nil), location: tokens[start], role: role)
    }

    /// Where an argument expression ends: at `,`, a closing bracket, `;`, or a
    /// selector part (`inBundle:`) outside a ternary. An argument
    /// longer than ``NameExpression/maximumTokens`` is cut there (and evaluates
    /// to an unknown name), so nested calls cannot make scanning quadratic.
    func argumentEnd(from start: Int) -> Int {
        var depth = 0
        var ternaries = 0
        var index = start
        let limit = min(tokens.count, start + NameExpression.maximumTokens + 1)
        while index < limit {
            let token = tokens[index]
            if token.isOpening { depth += 1 } else if token.isClosing {
                if depth == 0 { return index }
                depth -= 1
            } else if depth == 0 {
                if token.isPunctuation(",") || token.isPunctuation(";") { return index }
                if token.isPunctuation("?") { ternaries += 1 }
                if token.isPunctuation(":") {
                    if ternaries > 0 { ternaries -= 1 } else if index > start, tokens[index - 1].identifier != nil { return index - 1 }
                }
            }
            index += 1
        }
        return index
    }
}
