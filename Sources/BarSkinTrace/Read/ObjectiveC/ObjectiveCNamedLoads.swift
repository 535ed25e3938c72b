/// Objective-C's loads of a catalog colour or data set: `[UIColor colorNamed:@"Brand"]`,
/// `colorNamed:inBundle:compatibleWithTraitCollection:`, AppKit's `[NSColor colorNamed:@"Brand"]`, `colorNamed:bundle:`
/// (no other method is spelled `colorNamed:`), and `[[NSDataAsset alloc] initWithName:@"intro"]`, `initWithName:bundle:`
/// (only after `NSDataAsset alloc`: many classes have an `initWithName:`), and an app icon's `setAlternateIconName:@"Dark"`.
enum ObjectiveCNamedLoads {
    /// The loads among a file's tokens.
    static func loads(in tokens: [SourceToken], file: String) -> [AssetLoad] {
        var loads: [AssetLoad] = []
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index + 1].isPunctuation(":"), let type = loadedType(tokens, at: index) else { continue }
            let argument = tokens[index + 2]
            // `setAlternateIconName:nil` sets the primary icon back, and names no set.
            if argument.identifier == "nil" { continue }
            // A bundle other than the main one (`inBundle:[NSBundle bundleForClass:…]`) is the code's own target's.
            let bundle = namesOtherBundle(tokens, after: index + 2) ? LoadBundle.named : .main
            let target: AssetLoad.Target
            if let literal = argument.string?.literal {
                target = .name(literal)
            } else {
                target = .dynamic(argument.identifier ?? argument.string?.glob ?? "?")
            }
            loads.append(AssetLoad(target: target, type: type, file: file, line: argument.line, column: argument.column, source: .objc,
                                   role: tokens[index].identifier ?? "", bundle: bundle))
        }
        return loads
    }

    /// The type the selector at `index` loads: `colorNamed` a colour, `initWithName` sent to `[NSDataAsset alloc]` a data set.
    private static func loadedType(_ tokens: [SourceToken], at index: Int) -> AssetType? {
        switch tokens[index].identifier {
        case "colorNamed": return .color
        case "setAlternateIconName": return .appIcon
        case "referenceImagesInGroupNamed", "referenceObjectsInGroupNamed": return .arResourceGroup
        case "initWithName":
            guard index >= 3, tokens[index - 1].isPunctuation("]"), tokens[index - 2].identifier == "alloc",
                  tokens[index - 3].identifier == "NSDataAsset" else { return nil }
            return .data
        default: return nil
        }
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
