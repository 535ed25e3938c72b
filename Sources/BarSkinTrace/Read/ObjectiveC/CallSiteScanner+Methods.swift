import BarSkinCore

extension CallSiteScanner {
    /// The bracket that closes the one at `open`, looking at most 256 tokens on.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(tokens.count, open + 256) {
            if tokens[index].isOpening { depth += 1 } else if tokens[index].isClosing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `- (UIImage *)iconNamed:(NSString *)name size:(CGFloat)size {`: its selector parts are its labels.
    func objcMethodHeader(at index: Int) -> (Int, MethodHeader)? {
        guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
              index == 0 || tokens[index - 1].line < tokens[index].line else { return nil }
        guard var position = matchingClose(from: index + 1).map({ $0 + 1 }) else { return nil }
        var parameters: [MethodHeader.Parameter] = []
        while position + 1 < tokens.count, let part = tokens[position].identifier, tokens[position + 1].isPunctuation(":") {
            position += 2
            var type: [String] = []
            var isPointer = true
            if position < tokens.count, tokens[position].isPunctuation("(") {
                guard let close = matchingClose(from: position) else { return nil }
                let written = tokens[(position + 1)..<close]
                type = written.compactMap(\.identifier).filter { !["const", "nonnull", "nullable", "_Nonnull", "_Nullable"].contains($0) }
                isPointer = written.contains { $0.isPunctuation("*") || $0.isPunctuation("^") }
                position = close + 1
            }
            guard position < tokens.count, let name = tokens[position].identifier else { return nil }
            parameters.append(.init(label: part, name: name, type: type, isPointer: isPointer))
            position += 1
        }
        guard position < tokens.count, tokens[position].isPunctuation("{") else { return nil }
        return (position, MethodHeader(parameters: parameters))
    }
}
