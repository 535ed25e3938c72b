import BarSkinCore

extension CallSiteScanner {
    /// A recognised call and where its name argument is.
    struct CallSite {
        enum Argument {
            /// Tokens of the name argument, plus text appended to it (`.png` from `ofType:`).
            case expression(Range<Int>, suffix: String?)
            /// A generated asset symbol, possibly dotted (`Icons.settings`).
            case symbol(String)
            /// A name known outright (a SwiftGen or R.swift accessor's asset).
            case name(String)
        }
        var argument: Argument
        var location: SourceToken
        var role: String
        /// A wrapper's name, into whose parameter hole the argument goes.
        var template: NamePattern?
        /// The hole in the wrapper's name that the argument fills.
        var templateHole: NameHole?
        /// The dot a symbol starts at, so the bare-symbol check does not count it again.
        var symbolStart: Int?
        /// Whether the load is a probe the code falls back from (a wrapper's, for its callers).
        var fallsBack = false
    }

    func word(_ offset: Int, _ base: Int) -> String? {
        base + offset < tokens.count ? tokens[base + offset].identifier : nil
    }

    func isPunctuation(_ offset: Int, _ base: Int, _ character: Character) -> Bool {
        base + offset < tokens.count && tokens[base + offset].isPunctuation(character)
    }

    /// The first bytes of the names ``callSite(named:at:state:)`` looks for.
    static let callInitials = ByteTable("iUNI#puL")

    /// The call starting at the identifier `name` at `index`, if it loads an image.
    func callSite(named name: String, at index: Int, state: ScanState) -> CallSite? {
        if let generated, let call = accessorCall(at: index, generated: generated) { return call }
        if secondPass { return wrapperCall(named: name, at: index) }
        // Every identifier passes here: most start with no letter a call below starts with.
        guard let initial = name.utf8.first, Self.callInitials[Int(initial)] else { return nil }
        let opensCall = isPunctuation(1, index, "(")
        switch name {
        case "imageNamed":
            // Swift has no `imageNamed:`: there it is a label or a declaration (`let imageNamed: String`).
            // `+ (UIImage *)imageNamed:(NSString *)name` declares a method (a category); it loads nothing.
            guard source == .objc, isPunctuation(1, index, ":"), index == 0 || !tokens[index - 1].isPunctuation(")") else { return nil }
            return bundled(expressionCall(start: index + 2, role: "imageNamed"))
        case "UIImage", "NSImage", "Image":
            if opensCall { return initializerCall(type: name, at: index, state: state) }
            guard isPunctuation(1, index, ".") else { return nil }
            // `UIImage.init(named:)`: the same call spelled out.
            if word(2, index) == "init", isPunctuation(3, index, "(") { return initializerCall(type: name, at: index + 2, state: state) }
            // `UIImage.chat`: the generated extensions' static members (SwiftUI's Image has none).
            guard name != "Image", let member = word(2, index), generated?.isSymbolRoot(member) == true else { return nil }
            return symbolCall(start: index + 1, location: index, role: "\(name).symbol")
        case "init":
            // `.init(named: "hero")` where a UIImage is meant (`Image(uiImage: .init(named: "hero") ?? .init())`).
            guard opensCall, index > 0, tokens[index - 1].isPunctuation("."),
                  index < 2 || (tokens[index - 2].identifier == nil && !tokens[index - 2].isClosing) else { return nil }
            // `var icon: MaterialDesignIcons = .init(named: "x")`, `tint: UIColor = .init(named: "Brand")`: the declared type makes it.
            if let declared = declaredType(assignedAt: index - 2), !["UIImage", "NSImage"].contains(declared) { return nil }
            return initializerCall(type: "UIImage", at: index, state: state)
        case "Label":
            // SwiftUI's `Label("Boost", image: "rocket")`.
            guard opensCall, let value = labeledArgument("image", from: index + 2) else { return nil }
            return bundled(expressionCall(start: value, role: "Label(image:)"))
        case "UIApplicationShortcutIcon":
            guard opensCall, word(2, index) == "templateImageName", isPunctuation(3, index, ":") else { return nil }
            return expressionCall(start: index + 4, role: "UIApplicationShortcutIcon(templateImageName:)")
        case "#imageLiteral":
            guard opensCall, word(2, index) == "resourceName", isPunctuation(3, index, ":") else { return nil }
            return expressionCall(start: index + 4, role: "#imageLiteral")
        case "ImageResource":
            return isPunctuation(1, index, ".") ? symbolCall(start: index + 1, location: index, role: "ImageResource") : nil
        case "pathForResource", "URLForResource":
            return isPunctuation(1, index, ":") ? resourcePathCall(start: index + 2, role: name) : nil
        case "path", "url":
            guard opensCall, word(2, index) == "forResource", isPunctuation(3, index, ":") else { return nil }
            return resourcePathCall(start: index + 4, role: "\(name)(forResource:)")
        default:
            return nil
        }
    }

    private func initializerCall(type: String, at index: Int, state: ScanState) -> CallSite? {
        let label = word(2, index)
        if isPunctuation(3, index, ":") {
            switch label {
            case "named", "imageLiteralResourceName":
                return bundled(expressionCall(start: index + 4, role: "\(type)(\(label!):)"))
            case "decorative":
                return type == "Image" ? expressionCall(start: index + 4, role: "Image(decorative:)") : nil
            case "resource":
                return symbolCall(start: index + 4, location: index + 5, role: "\(type)(resource:)")
            default:
                return nil
            }
        }
        guard type == "Image" else { return nil }
        if index + 2 < tokens.count, tokens[index + 2].string != nil {
            return bundled(expressionCall(start: index + 2, role: "Image"))
        }
        if isPunctuation(2, index, ".") {
            return symbolCall(start: index + 2, location: index + 3, role: "Image(resource)")
        }
        // `Image(name)`, `Image(on ? "a" : "b")`: a dynamic name like `UIImage(named: name)`, unless
        // the value is declared as an image (`Image(item.icon)` with `var icon: ImageResource`).
        guard let call = expressionCall(start: index + 2, role: "Image") else { return nil }
        if case .expression(let range, _) = call.argument, let chain = NameExpression.chain(tokens[range]) {
            if chain.count == 1, let type = state.variableTypes[chain[0]], Self.imageTypes.contains(type) { return nil }
        }
        return bundled(call)
    }

    func expressionCall(start: Int, role: String) -> CallSite? {
        let end = argumentEnd(from: start)
        guard end > start else { return nil }
        return CallSite(argument: .expression(start..<end, suffix: nil), location: tokens[start], role: role)
    }

    /// `.name` or `.Namespace.name` starting at the dot at `start`.
    func symbolCall(start: Int, location: Int, role: String) -> CallSite? {
        var parts: [String] = []
        var index = start
        while isPunctuation(0, index, ".") {
            // `` .`default` ``: Xcode back-quotes a symbol that is a keyword.
            let quoted = isPunctuation(1, index, "`")
            guard let part = word(quoted ? 2 : 1, index) else { break }
            parts.append(part)
            index += quoted ? 4 : 2
        }
        guard !parts.isEmpty, location < tokens.count else { return nil }
        var call = CallSite(argument: .symbol(parts.joined(separator: ".")), location: tokens[location], role: role)
        call.symbolStart = start
        return call
    }
}
