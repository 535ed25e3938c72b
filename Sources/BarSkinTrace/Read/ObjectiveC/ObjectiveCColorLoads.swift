/// Objective-C's loads of a catalog colour: `[UIColor colorNamed:@"Brand"]`, `colorNamed:inBundle:compatibleWithTraitCollection:`
/// and AppKit's `[NSColor colorNamed:@"Brand"]`, `colorNamed:bundle:`. No other method is spelled `colorNamed:`.
enum ObjectiveCColorLoads {
    /// The loads among a file's tokens.
    static func loads(in tokens: [SourceToken], file: String) -> [ColorLoad] {
        var loads: [ColorLoad] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].identifier == "colorNamed", tokens[index + 1].isPunctuation(":") else { continue }
            let argument = tokens[index + 2]
            // A bundle other than the main one (`inBundle:[NSBundle bundleForClass:…]`) is the code's own target's.
            let bundle = namesOtherBundle(tokens, after: index + 2) ? LoadBundle.named : .main
            let target: ColorLoad.Target
            if let literal = argument.string?.literal {
                target = .name(literal)
            } else {
                target = .dynamic(argument.identifier ?? argument.string?.glob ?? "?")
            }
            loads.append(ColorLoad(target: target, file: file, line: argument.line, column: argument.column, source: .objc,
                                   role: "colorNamed", bundle: bundle))
        }
        return loads
    }

    /// Whether the message goes on with `inBundle:` or `bundle:` naming something other than `nil` or the main bundle.
    private static func namesOtherBundle(_ tokens: [SourceToken], after start: Int) -> Bool {
        var index = start + 1
        while index + 2 < tokens.count, !tokens[index].isPunctuation("]"), !tokens[index].isPunctuation(";") {
            if ["inBundle", "bundle"].contains(tokens[index].identifier), tokens[index + 1].isPunctuation(":") {
                let value = tokens[index + 2].identifier
                let isMain = value == "nil" || (tokens[index + 2].isPunctuation("[") && index + 4 < tokens.count
                    && tokens[index + 3].identifier == "NSBundle" && tokens[index + 4].identifier == "mainBundle")
                return !isMain
            }
            index += 1
        }
        return false
    }
}
