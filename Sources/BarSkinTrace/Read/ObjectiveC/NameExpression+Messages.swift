import BarSkinCore

/// An Objective-C message written as a whole expression (`[receiver part:argument part:argument]`):
/// its receiver, its selector and each part's argument.
struct MessageSend {
    /// The receiver's tokens (`NSString`, `name`, `[name lowercaseString]`, `@"Star"`).
    var receiver: ArraySlice<SourceToken>
    /// The selector as written (`stringByReplacingOccurrencesOfString:withString:`).
    var selector: String
    /// Each selector part's argument, in order.
    var arguments: [ArraySlice<SourceToken>]

    /// The message `tokens` are, or nil when they are not one bracketed message.
    init?(_ tokens: ArraySlice<SourceToken>, expression: NameExpression) {
        guard tokens.count >= 4, tokens.first!.isPunctuation("["),
              expression.closingIndex(tokens, from: tokens.startIndex) == tokens.endIndex - 1 else { return nil }
        let inside = tokens[(tokens.startIndex + 1)..<(tokens.endIndex - 1)]
        guard let receiverEnd = Self.primaryEnd(inside, from: inside.startIndex, expression: expression),
              receiverEnd < inside.endIndex, let first = inside[receiverEnd].identifier else { return nil }
        receiver = inside[..<receiverEnd]
        guard receiverEnd + 1 < inside.endIndex, inside[receiverEnd + 1].isPunctuation(":") else {
            guard receiverEnd + 1 == inside.endIndex else { return nil }
            selector = first
            arguments = []
            return
        }
        var parts: [String] = []
        var values: [ArraySlice<SourceToken>] = []
        var position = receiverEnd
        while position + 1 < inside.endIndex, let part = inside[position].identifier, inside[position + 1].isPunctuation(":") {
            let end = Self.argumentEnd(inside, from: position + 2)
            parts.append(part + ":")
            values.append(inside[(position + 2)..<end])
            position = end
        }
        guard position == inside.endIndex else { return nil }
        selector = parts.joined()
        arguments = values
    }

    /// Where the receiver that starts at `start` ends: a message, literals, a cast value or a chain.
    private static func primaryEnd(_ tokens: ArraySlice<SourceToken>, from start: Int, expression: NameExpression) -> Int? {
        guard start < tokens.endIndex else { return nil }
        let token = tokens[start]
        if token.isPunctuation("[") || token.isPunctuation("(") {
            guard let close = expression.closingIndex(tokens, from: start) else { return nil }
            // `(NSString *)name`: a cast, whose value follows.
            if token.isPunctuation("("), close + 1 < tokens.endIndex, tokens[close + 1].identifier == nil || !isSelectorStart(tokens, close + 1) {
                return primaryEnd(tokens, from: close + 1, expression: expression)
            }
            return close + 1
        }
        var end = start
        if token.string != nil {
            while end < tokens.endIndex, tokens[end].string != nil { end += 1 }
            return end
        }
        guard token.identifier != nil else { return nil }
        end += 1
        while end + 1 < tokens.endIndex, tokens[end].isPunctuation("."), tokens[end + 1].identifier != nil { end += 2 }
        return end
    }

    /// Whether the identifier at `index` starts the selector: it ends the message or a `:` follows.
    private static func isSelectorStart(_ tokens: ArraySlice<SourceToken>, _ index: Int) -> Bool {
        index + 1 == tokens.endIndex || tokens[index + 1].isPunctuation(":")
    }

    /// Where a part's argument ends: at the next `part:` at depth 0 (outside a ternary), or the end.
    private static func argumentEnd(_ tokens: ArraySlice<SourceToken>, from start: Int) -> Int {
        var depth = 0
        var ternaries = 0
        var index = start
        while index < tokens.endIndex {
            let token = tokens[index]
            if token.isOpening { depth += 1 } else if token.isClosing { depth -= 1 } else if depth == 0 {
                if token.isPunctuation("?") { ternaries += 1 }
                if token.isPunctuation(":"), index > start, tokens[index - 1].identifier != nil {
                    if ternaries > 0 { ternaries -= 1 } else { return index - 1 }
                } else if token.isPunctuation(":"), ternaries > 0 {
                    ternaries -= 1
                }
            }
            index += 1
        }
        return index
    }
}
