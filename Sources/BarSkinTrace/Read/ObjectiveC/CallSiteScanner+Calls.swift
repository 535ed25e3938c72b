import BarSkinCore

extension CallSiteScanner {
    /// A recognised call and where its name argument is.
    struct CallSite {
        enum Argument {
            /// Tokens of the name argument, plus text appended to it (`.png` from `ofType:`).
            case expression(Range<Int>, suffix: String?)
            /// A generated asset symbol (an `ACImageName` constant Xcode's names do not know).
            case symbol(String)
            /// A name known outright (an `ACImageName` constant's set).
            case name(String)
        }
        /// Where the name is.
        var argument: Argument
        /// The token the reference is reported at.
        var location: SourceToken
        /// The API as reports show it (`imageNamed`, `btnImage:`).
        var role: String
        /// The bundle it loads from: `named` where it passes one other than the main one.
        var bundle: LoadBundle = .main
        /// The wrappers called, into whose names' parameter holes the argument goes.
        var wrappers: [ImageWrapper] = []
    }

    /// The identifier `offset` tokens after `base`, if there is one.
    func word(_ offset: Int, _ base: Int) -> String? {
        base + offset < tokens.count ? tokens[base + offset].identifier : nil
    }

    /// Whether the token `offset` tokens after `base` is `character`.
    func isPunctuation(_ offset: Int, _ base: Int, _ character: Character) -> Bool {
        base + offset < tokens.count && tokens[base + offset].isPunctuation(character)
    }

    /// The first bytes of the names ``callSite(named:at:)`` looks for.
    static let callInitials = ByteTable("ipUAsta")

    /// The call starting at the identifier `name` at `index`, if it loads an image.
    func callSite(named name: String, at index: Int) -> CallSite? {
        if secondPass { return wrapperCall(named: name, at: index) }
        // Every identifier passes here: most start with no letter a call below starts with.
        guard let initial = name.utf8.first, Self.callInitials[Int(initial)] else { return nil }
        if let generated, let call = accessorCall(at: index, generated: generated) { return call }
        switch name {
        case "imageNamed":
            // `+ (UIImage *)imageNamed:(NSString *)name` declares a method (a category); it loads nothing.
            guard isPunctuation(1, index, ":"), index == 0 || !tokens[index - 1].isPunctuation(")") else { return nil }
            // `[SVGKImage imageNamed:@"logo"]`: SVGKit's SVG file (``ImageLoader/svgFile``), not UIKit's image.
            let svg = index >= 2 && tokens[index - 1].identifier == "SVGKImage" && tokens[index - 2].isPunctuation("[")
            return bundled(expressionCall(start: index + 2, role: svg ? ImageLoader.svgKitObjectiveCRole : "imageNamed"))
        case "imageForResource":
            // `[bundle imageForResource:@"speed-h"]`: AppKit's named image of that bundle, a bundle the call names
            // (as `imageNamed:inBundle:` does) unless the receiver is the main one.
            guard isPunctuation(1, index, ":"), index == 0 || !tokens[index - 1].isPunctuation(")"),
                  var call = expressionCall(start: index + 2, role: name) else { return nil }
            // The receiver ends just before: `NSBundle.mainBundle` or `[NSBundle mainBundle]`.
            let receiverEnd = index >= 2 && tokens[index - 1].isPunctuation("]") ? index - 2 : index - 1
            if receiverEnd < 0 || !Self.namesMainBundle([tokens[receiverEnd].identifier].compactMap { $0 }) { call.bundle = .named }
            return call
        case "textureWithImageNamed", "spriteNodeWithImageNamed", "atlasNamed", "textureNamed":
            // SpriteKit's textures, sprites and atlases by name (``ImageLoader``, by the role).
            guard isPunctuation(1, index, ":"), index == 0 || !tokens[index - 1].isPunctuation(")") else { return nil }
            return expressionCall(start: index + 2, role: name)
        case "pathForResource", "URLForResource":
            return isPunctuation(1, index, ":") ? resourcePathCall(start: index + 2, role: name) : nil
        default:
            return nil
        }
    }

    /// A call whose name argument starts at `start` and runs to ``argumentEnd(from:)``; nil when it is empty.
    func expressionCall(start: Int, role: String) -> CallSite? {
        let end = argumentEnd(from: start)
        guard end > start else { return nil }
        return CallSite(argument: .expression(start..<end, suffix: nil), location: tokens[start], role: role)
    }
}
