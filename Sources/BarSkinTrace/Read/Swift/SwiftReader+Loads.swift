import BarSkinCore
import SwiftSyntax

extension SwiftFileVisitor {
    func enter(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !accessorsOnly else { return .visitChildren }
        // Spelled once for both looks: a call's labels are a new array each time.
        let labels = Self.labels(node)
        recordColorLoad(node, labels)
        if recordNamedLoad(node, labels) { return .visitChildren }
        if !recordLoad(node, labels) { recordInvocation(node, labels) }
        return .visitChildren
    }

    func enter(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#Preview { }` written where an expression may be (top-level code) is one too.
        if node.macroName.text == "Preview" { previews += 1 }
        guard !accessorsOnly, node.macroName.text == "imageLiteral", let argument = node.arguments.first,
              argument.label?.text == "resourceName" else { return .visitChildren }
        addLoad(.value(value(of: argument.expression), suffix: nil), role: "#imageLiteral", at: argument.expression)
        return .visitChildren
    }

    func leave(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previews -= 1 }
    }

    /// Records the call (its arguments labelled `labels`) if it loads an image; whether it did.
    private func recordLoad(_ node: FunctionCallExprSyntax, _ labels: [String?]) -> Bool {
        // `menuAction.image.flatMap(UIImage.init(named:))`: the initializer passed as a function loads the optional's name.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["map", "flatMap", "compactMap"].contains(member.declName.baseName.text), node.arguments.count == 1,
           let function = node.arguments.first?.expression.as(MemberAccessExprSyntax.self), function.declName.baseName.text == "init",
           function.declName.argumentNames?.arguments.map(\.name.text) == ["named"],
           let type = function.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, ["UIImage", "NSImage"].contains(type) {
            addLoad(.value(value(of: base), suffix: nil), role: "\(type)(named:)", at: base)
            return true
        }
        // `atlas.textureNamed("run_1")`: SpriteKit's only method of that name takes a texture's name.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil, member.declName.baseName.text == "textureNamed",
           labels == [nil], let name = node.arguments.first?.expression {
            addLoad(.value(value(of: name), suffix: nil), role: "textureNamed(_:)", at: name)
            return true
        }
        // `playerBundle.image(forResource: "speed-h")`: `Bundle`'s AppKit method finds a named image of that bundle (its
        // catalogs, then its loose files), as `NSImage(named:)` does the main bundle's.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.baseName.text == "image",
           labels == ["forResource"], let name = node.arguments.first?.expression {
            addLoad(.value(value(of: name), suffix: nil), role: "Bundle.image(forResource:)", at: name,
                    otherBundle: !Self.mainBundleSpellings.contains(written(base)))
            return true
        }
        guard let type = loadingType(node) else { return recordResourcePath(node, labels) }
        let first = node.arguments.first
        switch (type, labels.first ?? nil) {
        case ("UIImage", "named"?), ("NSImage", "named"?), ("UIImage", "imageLiteralResourceName"?), ("NSImage", "imageLiteralResourceName"?),
             ("SKTexture", "imageNamed"?), ("SKSpriteNode", "imageNamed"?), ("SKTextureAtlas", "named"?):
            addLoad(.value(value(of: first!.expression), suffix: nil), role: "\(type)(\(labels[0]!):)", at: first!.expression, call: node)
        case ("SVGKImage", "named"?):
            // SVGKit's `SVGKImage(named: "x.svg")` reads a loose SVG of the bundle, by its file name: `x` alone means `x.svg`.
            addLoad(.value(value(of: first!.expression), suffix: nil), role: "SVGKImage(named:)", at: first!.expression, call: node)
        case ("UIImage", "resource"?), ("NSImage", "resource"?):
            addSymbolUse(first!.expression, role: "\(type)(resource:)")
        case ("Image", nil) where first != nil:
            let expression = first!.expression
            if expression.is(StringLiteralExprSyntax.self) {
                addLoad(.value(value(of: expression), suffix: nil), role: "Image", at: expression, call: node)
            } else if !addSymbolUse(expression, role: "Image(resource)"), !isDeclaredImage(expression) {
                addLoad(.value(value(of: expression), suffix: nil), role: "Image", at: expression, call: node, mayBeImageValue: true)
            }
        case ("Image", "decorative"?):
            addLoad(.value(value(of: first!.expression), suffix: nil), role: "Image(decorative:)", at: first!.expression, call: node)
        case ("Label", _):
            guard let image = Self.argument(node, "image") else { return false }
            if !addSymbolUse(image, role: "Label(image:)") {
                addLoad(.value(value(of: image), suffix: nil), role: "Label(image:)", at: image, call: node)
            }
        case ("UIApplicationShortcutIcon", "templateImageName"?):
            addLoad(.value(value(of: first!.expression), suffix: nil), role: "UIApplicationShortcutIcon(templateImageName:)", at: first!.expression)
        case ("ImageResource", "name"?):
            addLoad(.value(value(of: first!.expression), suffix: nil), role: "ImageResource(name:bundle:)", at: first!.expression, call: node)
        default:
            return false
        }
        return true
    }

    /// The image type a call makes, where it is one that loads by name or symbol.
    private func loadingType(_ node: FunctionCallExprSyntax) -> String? {
        let called = node.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            return Self.loadingTypes.contains(reference.baseName.text) ? reference.baseName.text : nil
        }
        guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        guard let base = member.base else {
            // `.init(named: "x")` is an image only where the context says so (`content.sound = .init(named:)` is a sound).
            return contextWantsImage(Syntax(node)) ? "UIImage" : nil
        }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.flatMap { Self.loadingTypes.contains($0) ? $0 : nil }
    }

    static let loadingTypes: Set<String> = ["UIImage", "NSImage", "Image", "Label", "UIApplicationShortcutIcon", "ImageResource",
                                            "SKTexture", "SKSpriteNode", "SKTextureAtlas", "SVGKImage"]

    /// `path(forResource: NAME, ofType: "png")`, `url(forResource:withExtension:)`: only image types count.
    private func recordResourcePath(_ node: FunctionCallExprSyntax, _ labels: [String?]) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), labels.first == "forResource",
              ["path", "url"].contains(member.declName.baseName.text), let name = node.arguments.first?.expression else { return false }
        let typeArgument = Self.argument(node, "ofType") ?? Self.argument(node, "withExtension")
        var suffix: String?
        if let typeArgument, let type = plainText(typeArgument) {
            guard ImageFileType.extensions.contains(type.lowercased()) else { return false }
            suffix = "." + type
        } else {
            guard let literal = plainText(name), let dot = literal.lastIndex(of: "."),
                  ImageFileType.extensions.contains(literal[literal.index(after: dot)...].lowercased()) else { return false }
        }
        addLoad(.value(value(of: name), suffix: suffix), role: "\(member.declName.baseName.text)(forResource:)", at: name, call: node)
        return true
    }

    /// Whether the place a value goes wants an image: a declaration or return typed as one, or an image argument.
    private func contextWantsImage(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let argument = parent.as(LabeledExprSyntax.self) { return Self.imageLabels.contains(argument.label?.text ?? "") }
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return Self.namesImageType(binding.typeAnnotation.map { written($0.type) })
            }
            if parent.is(ReturnStmtSyntax.self) { return Self.namesImageType(bodies.last?.returnType) }
            // `view.image = .init(named:)`: the member's name says an image (`content.sound = ...` is a sound).
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
               Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
               let target = sequence.elements.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
                return Self.imageLabels.contains(target) || target.hasSuffix("Image")
            }
            node = parent
        }
        return false
    }

    /// Whether an argument is a local or parameter declared with an image type (`Image(resource)`).
    private func isDeclaredImage(_ expression: ExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let type = lookupLocal(name)?.type ?? parameterPosition(name).flatMap { facts.functions[currentFunction!].parameters[$0].type }
        return type.map { Self.imageTypes.contains($0.name) } ?? false
    }

    /// Type names whose values are images, not names: `Image(item.icon)` with
    /// `var icon: ImageResource` loads no name.
    static let imageTypes: Set<String> = ["ImageResource", "UIImage", "NSImage", "Image", "CGImage", "ImageAsset", "SymbolAsset"]

    /// Argument labels that take an image.
    static let imageLabels: Set<String> = ["uiImage", "nsImage", "image", "selectedImage", "backgroundImage", "landscapeImagePhone"]

    /// Whether a type's words name an image type.
    static func namesImageType(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { Self.imageTypes.contains(String($0)) }
    }

    /// - Parameter otherBundle: whether the load names a bundle other than the main one, where no `call` argument says so.
    func addLoad(_ argument: SwiftImageLoad.Argument, role: String, at node: some SyntaxProtocol, call: FunctionCallExprSyntax? = nil,
                 mayBeImageValue: Bool = false, otherBundle: Bool = false) {
        let place = place(of: node)
        var load = SwiftImageLoad(argument: argument, role: role, inOtherBundle: otherBundle || (call.map(namesOtherBundle) ?? false), line: place.line,
                                  column: place.column, platforms: conditions.platforms, function: currentFunction)
        load.mayBeImageValue = mayBeImageValue
        load.fallsBack = call.map(fallsBackToAnotherImage) ?? false
        load.inStatic = staticMembers.last?.name
        load.enclosingType = outermostContext
        load.onlyBelowIOS = Self.onlyBelowIOS(Syntax(node)).map { Int16(clamping: $0) }
        facts.loads.append(load)
    }

    /// The iOS version (× 100) below which alone the code at `start` runs: the `else` of an `if #available(iOS N, *)`,
    /// the `else` of a `guard #available(iOS N, *)`, the body of an `if #unavailable(iOS N)`; nil elsewhere.
    static func onlyBelowIOS(_ start: Syntax) -> Int? {
        var node = start
        while let parent = node.parent {
            if let branch = parent.as(IfExprSyntax.self) {
                let inElse = branch.elseBody?.id == node.id
                if let version = availability(branch.conditions, unavailable: !inElse), inElse || branch.body.id == node.id { return version }
            } else if let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == node.id,
                      let version = availability(guardStatement.conditions, unavailable: false) {
                return version
            }
            node = parent
        }
        return nil
    }

    /// The iOS version (``IOSVersion``) of the conditions' `#available` (or, with `unavailable`, `#unavailable`).
    private static func availability(_ conditions: ConditionElementListSyntax, unavailable: Bool) -> Int? {
        for element in conditions {
            guard let check = element.condition.as(AvailabilityConditionSyntax.self),
                  check.availabilityKeyword.text == (unavailable ? "#unavailable" : "#available") else { continue }
            for argument in check.availabilityArguments {
                let words = argument.argument.trimmedDescription.split(separator: " ")
                guard words.count == 2, words[0] == "iOS", let version = IOSVersion.number(words[1]) else { continue }
                return version
            }
        }
        return nil
    }

    /// Whether the call is the left side of `??` whose right side loads another image by name, or the
    /// right side of one whose left side loads an SF Symbol (tinode: `UIImage(systemName: name) ?? UIImage(named: name)`
    /// runs the named load only where the system has no such symbol).
    private func fallsBackToAnotherImage(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { node = parent }
        // An operand's parent is the sequence's element list.
        guard let sequence = node.parent?.as(SequenceExprSyntax.self) ?? node.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard let position = elements.firstIndex(where: { $0.id == node.id }) else { return false }
        if position >= 2, elements[position - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           written(elements[position - 2]).contains("(systemName:") { return true }
        guard position + 2 < elements.count, elements[position + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return false }
        return written(elements[position + 2]).contains("(named:")
    }

    /// Whether a call passes a bundle other than the main one (`in: .module`, `bundle: Bundle(for: X.self)`).
    private func namesOtherBundle(_ call: FunctionCallExprSyntax) -> Bool {
        guard let bundle = call.arguments.first(where: { ["in", "bundle", "inBundle"].contains($0.label?.text ?? "") })?.expression else { return false }
        return !Self.mainBundleSpellings.contains(written(bundle))
    }

    /// How code spells the main bundle (or none, which is the main one) where a bundle is passed.
    static let mainBundleSpellings: Set<String> = ["nil", ".main", "Bundle.main", "NSBundle.main", "NSBundle.mainBundle()", ".main()"]
}
