import BarSkinCore
import SwiftSyntax

/// A bare `.name` that a generated symbol could be, read against its place: where its value goes
/// (a `return`, a binding, an argument, a comparison, an assignment) says what it is, or leaves it
/// for the index to judge.
extension SwiftFileVisitor {
    /// A bare `.name` a generated symbol could be: a use where the context wants an image, else judged later.
    func noteBareSymbol(_ node: MemberAccessExprSyntax) {
        guard let generated, generated.countsBareSymbols, let (name, nameNode) = Self.symbolPath(node), generated.isSymbol(name),
              !isInCasePattern(Syntax(node)), node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id,
              !isAssignedToNonImage(Syntax(node)) else { return }
        let place = place(of: nameNode)
        // A compared member is a value of the other side's type, even in a function that returns an image.
        let compared = comparison(Syntax(node))
        // A member compared with something that is no image is that thing's value: no evidence of an image at all.
        if let compared, !Self.mayBeAnImage(compared.other.map(written)) { return }
        if compared == nil, Self.namesImageType(bodies.last(where: { !$0.isClosure })?.returnType) || contextWantsImageResource(Syntax(node)) {
            facts.symbolUses.append(symbolUse(name, role: "ImageResource", place: place))
        } else {
            var reference = ImageReference(target: .symbol(name), file: facts.file, line: place.line, column: place.column, source: .swift, role: "asset symbol")
            reference.platforms = conditions.platforms
            reference.inPreview = previews > 0
            let contextType = declaredContextType(Syntax(node))
            facts.bareSymbols.append(SwiftBareSymbol(reference: reference, contextType: contextType, calledType: calledType(Syntax(node)),
                                                     otherMeaning: compared?.note, argument: contextType == nil ? argumentPlace(Syntax(node)) : nil))
        }
    }

    /// The type the code declares for where a bare member goes: the result type of the `return` it
    /// is (through a ternary, `??` or parentheses), or a binding's annotation. `return .unlock` in a
    /// `var method: TelemetryEventMethod` is that enum's case, whatever image set shares its name.
    func declaredContextType(_ start: Syntax) -> String? {
        var node = start
        for _ in 0..<8 {
            guard let parent = node.parent else { return nil }
            if parent.is(ReturnStmtSyntax.self) {
                guard let body = bodies.last, !body.isClosure else { return nil }
                return body.returnType
            }
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { written($0.type) }
            }
            // A parameter's default value (`init(kind: NostrKind = .text)`).
            if let parameter = parent.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self) {
                return written(parameter.type)
            }
            guard Self.passesValueThrough(parent) || parent.is(LabeledExprListSyntax.self) || parent.is(LabeledExprSyntax.self) else { return nil }
            node = parent
        }
        return nil
    }

    /// Whether a node hands a value inside it on as its own (or as an element of its own): a ternary,
    /// `??`, parentheses, an array literal.
    static func passesValueThrough(_ node: Syntax) -> Bool {
        node.is(ExprListSyntax.self) || node.is(SequenceExprSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self)
            || node.is(TernaryExprSyntax.self) || node.is(TupleExprSyntax.self) || node.is(ArrayElementSyntax.self)
            || node.is(ArrayElementListSyntax.self) || node.is(ArrayExprSyntax.self)
    }

    /// The call a bare member is an argument of, through a ternary, `??`, parentheses or an array literal
    /// (`NostrFilter(kinds: [.text, .chat])`, `handle_notify(.login)`).
    func argumentPlace(_ start: Syntax) -> ArgumentPlace? {
        var node = start
        for _ in 0..<8 {
            guard let parent = node.parent else { return nil }
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = Self.calleeName(call.calledExpression),
                      callee != "init" else { return nil }
                return ArgumentPlace(callee: callee, label: argument.label?.text)
            }
            guard Self.passesValueThrough(parent) else { return nil }
            node = parent
        }
        return nil
    }

    /// The type whose initializer a bare member is a labelled argument of, by name (`NSLayoutConstraint(item:attribute: .width, …)`),
    /// where neither the label (``contextWantsImageResource(_:)`` took those) nor the type's name says an image: the index
    /// tells later whether the project declares it. An unlabelled one (`Decoration(.walker)`) says nothing either way.
    func calledType(_ start: Syntax) -> String? {
        guard let argument = start.parent?.as(LabeledExprSyntax.self), argument.label != nil, let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase,
              !Self.namesImageType(type) else { return nil }
        return type
    }

    /// What a bare member compared with `==`, `!=` or `~=` is: a value of the other side's type, no image's symbol.
    func comparison(_ start: Syntax) -> (note: String, other: ExprSyntax?)? {
        guard let sequence = start.parent?.parent?.as(SequenceExprSyntax.self), start.parent?.is(ExprListSyntax.self) == true else { return nil }
        let elements = Array(sequence.elements)
        guard let position = elements.firstIndex(where: { $0.id == start.id }) else { return nil }
        for step in [-1, 1] where elements.indices.contains(position + step) {
            guard let symbol = elements[position + step].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "~="].contains(symbol) else { continue }
            return (note: "a value the code compares with '\(symbol)'", other: elements.indices.contains(position + 2 * step) ? elements[position + 2 * step] : nil)
        }
        return nil
    }

    /// Whether the other side of a comparison may be an image (`button.currentImage == .play`): its words say so.
    /// `kind == .text` compares a `NostrKind`, whatever image set is called `text`.
    static func mayBeAnImage(_ expression: String?) -> Bool {
        guard let expression else { return true }
        return soundsLikeAnImage(expression)
    }

    /// Whether a name's words say an image (`currentImage`, `tabIcon`, `logoResource`).
    static func soundsLikeAnImage(_ name: String) -> Bool {
        let words = name.lowercased()
        return ["image", "icon", "logo", "picture", "artwork", "symbol", "resource"].contains { words.contains($0) }
    }

    /// Whether a bare member is assigned to a property whose name says no image (`cell.accessoryType =
    /// flag ? .checkmark : .none`): a `UITableViewCell.AccessoryType`, not the `checkmark` image set.
    func isAssignedToNonImage(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<10 {
            guard let parent = node.parent else { return false }
            // The assignment's own sequence; a ternary's, a comparison's or parentheses inside it are passed through.
            if let sequence = parent.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
               Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard start.position > elements[1].position else { return false }
                let target = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                return !target.isEmpty && !Self.soundsLikeAnImage(target)
            }
            node = parent
        }
        return false
    }

    /// Whether a bare member goes where an image is wanted: an `image:`-like argument of an image
    /// type's call, a declaration typed as an image.
    func contextWantsImageResource(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<6 {
            guard let parent = node.parent else { return false }
            if let argument = parent.as(LabeledExprSyntax.self) {
                if Self.imageLabels.contains(argument.label?.text ?? "") || argument.label?.text == "imageResource" { return true }
                // `Tile(imageResource: .x)`, `Builder<ImageResource>(value: .x)`: the call's own words say an image.
                guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return Self.namesImageType(written(call.calledExpression))
            }
            if let binding = parent.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
                return Self.namesImageType(binding.typeAnnotation.map { written($0.type) })
            }
            node = parent
        }
        return false
    }
}
