import BarSkinCore

extension NameExpression {
    /// `NSString` properties that transform text, written as messages or with a dot.
    static let propertyTransforms: [String: StringTransform] = [
        "lowercaseString": .lowercased, "uppercaseString": .uppercased, "capitalizedString": .capitalized,
        "localizedLowercaseString": .lowercased, "localizedUppercaseString": .uppercased, "localizedCapitalizedString": .capitalized,
        "stringByDeletingPathExtension": .deletingPathExtension,
    ]

    /// Character sets whose trimming is trimming white space.
    static let whitespaceSets: Set<String> = ["whitespaceCharacterSet", "whitespaceAndNewlineCharacterSet", "newlineCharacterSet"]

    /// The names a message makes: the `NSString` messages that build or transform a string keep
    /// what is known of it (`[@"Star" lowercaseString]` is `star`; `[name lowercaseString]`, a
    /// parameter's, waits for its callers); any other message is a hole.
    func send(_ message: MessageSend) -> [NamePattern] {
        let arguments = message.arguments
        if let transform = Self.propertyTransforms[message.selector] {
            return unique(evaluate(message.receiver).map { $0.transformed(by: transform) })
        }
        let receiverIsClass = ["NSString", "NSMutableString"].contains(Self.chain(message.receiver)?.joined() ?? "")
        switch message.selector {
        case "stringWithFormat:" where receiverIsClass, "initWithFormat:":
            return formattedArgument(arguments[0])
        case "stringWithString:" where receiverIsClass, "initWithString:", "copy", "mutableCopy":
            return evaluate(arguments.first ?? message.receiver)
        case "stringByAppendingFormat:":
            return joined([evaluate(message.receiver), formattedArgument(arguments[0])])
        case "stringByAppendingString:":
            return joined([evaluate(message.receiver), evaluate(arguments[0])])
        case "stringByAppendingPathExtension:":
            return joined([evaluate(message.receiver), [NamePattern([.text(".")])], evaluate(arguments[0])])
        case "stringByReplacingOccurrencesOfString:withString:":
            guard let target = Self.literal(arguments[0]), let replacement = Self.literal(arguments[1]) else { break }
            return unique(evaluate(message.receiver).map { $0.transformed(by: .replacing(target, replacement)) })
        case "stringByTrimmingCharactersInSet:":
            guard let set = arguments[0].last(where: { $0.identifier != nil })?.identifier, Self.whitespaceSets.contains(set) else { break }
            return unique(evaluate(message.receiver).map { $0.transformed(by: .trimmingWhitespace) })
        default:
            break
        }
        return [NamePattern([.hole])]
    }

    /// `@"%@_btn", name`: a format's literal and its arguments, as one part's argument writes them.
    private func formattedArgument(_ argument: ArraySlice<SourceToken>) -> [NamePattern] {
        let pieces = split(argument, on: ",")
        guard let format = pieces.first, let literal = Self.literalPattern(format) else { return [NamePattern([.hole])] }
        return formatted(literal, Array(pieces.dropFirst()))
    }

    /// Every way of joining one name from each part, at most ``maximumAlternatives``.
    private func joined(_ parts: [[NamePattern]]) -> [NamePattern] {
        var results: [[NamePattern.Segment]] = [[]]
        for options in parts {
            results = results.flatMap { prefix in options.map { prefix + $0.segments } }
            if results.count > Self.maximumAlternatives { return [NamePattern([.hole])] }
        }
        return unique(results.map(NamePattern.init))
    }

    /// The text of literals written side by side (`@" "`), or nil for anything else.
    static func literal(_ tokens: ArraySlice<SourceToken>) -> String? {
        literalPattern(tokens)?.literal
    }

    private static func literalPattern(_ tokens: ArraySlice<SourceToken>) -> NamePattern? {
        guard !tokens.isEmpty, tokens.allSatisfy({ $0.string != nil }) else { return nil }
        return NamePattern(tokens.flatMap { $0.string!.segments })
    }
}
