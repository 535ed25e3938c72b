import BarSkinCore

/// Finds the image-loading call sites in one Swift or Objective-C file, and what
/// the file declares that other files' names may use.
///
/// Recognised: `imageNamed:` (Objective-C) and its bundle/traits variants,
/// `UIImage(named:)` and variants, SwiftUI `Image("…")` and `Image(name)`,
/// `#imageLiteral(resourceName:)`, `UIImage(imageLiteralResourceName:)`,
/// generated asset symbols (`UIImage(resource: .x)`, `Image(.x)`,
/// `ImageResource.x`, a bare `.x` where the project has such a set, and
/// `ACImageNameX`), SwiftGen and R.swift accessors, calls of the project's
/// wrapper functions, and `pathForResource:ofType:` / `path(forResource:ofType:)`
/// with an image type. `UIImage(systemName:)` is an SF Symbol and is skipped.
struct CallSiteScanner {
    let tokens: [SourceToken]
    let file: String
    let source: ReferenceSource
    /// The project's generated names (asset symbols, SwiftGen, R.swift), when known.
    var generated: GeneratedNames?
    /// Wrappers by callee, for the second pass.
    var wrappers: [String: [ImageWrapper]] = [:]
    /// The second pass looks only for calls of wrappers and SwiftGen accessors, whose
    /// declarations the first pass over every file found.
    var secondPass = false

    init(tokens: [SourceToken], file: String, source: ReferenceSource, generated: GeneratedNames? = nil,
         wrappers: [String: [ImageWrapper]] = [:], secondPass: Bool = false) {
        self.tokens = tokens
        self.file = file
        self.source = source
        self.generated = generated
        self.wrappers = wrappers
        self.secondPass = secondPass
    }

    /// Every reference in the file, in source order.
    func scan() -> [ImageReference] {
        scanAll().references
    }

    /// References, bare symbol uses and declarations.
    func scanAll() -> SourceScan {
        var state = ScanState()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                state.scopes.push(state.bodies.removeValue(forKey: index) ?? .other)
            } else if token.isPunctuation("}") {
                state.scopes.pop()
            } else if token.string != nil {
                noteLiteral(at: index, into: &state)
                noteTemplate(at: index, into: &state)
            } else if let name = token.identifier, source == .swift, name.hasPrefix("#"), ["#if", "#elseif", "#else", "#endif"].contains(name) {
                var end = index + 1
                while end < tokens.count, tokens[end].line == token.line { end += 1 }
                state.conditions.follow(name, condition: Array(tokens[(index + 1)..<end]))
            } else if let name = token.identifier {
                let before = state.references.count
                index = visit(name, at: index, into: &state)
                // A call inside `#if os(...)` runs only on those platforms.
                if let platforms = state.conditions.platforms {
                    for made in before..<state.references.count { state.references[made].platforms = platforms }
                }
            } else if token.isPunctuation("-") || token.isPunctuation("+"), source == .objc, let (brace, scope) = objcMethodHeader(at: index) {
                state.bodies[brace] = scope
            } else if token.isPunctuation("."), !secondPass {
                noteBareSymbol(at: index, into: &state)
            }
            index += 1
        }
        return SourceScan(references: state.references, bareSymbols: state.bareSymbols, declarations: state.declarations, templates: state.templates)
    }

    /// Handles the identifier at `index`; returns the index the loop goes on from.
    private func visit(_ name: String, at index: Int, into state: inout ScanState) -> Int {
        noteDeclaration(name, at: index, into: &state)
        if name == "#define", let (macro, value) = objectMacro(at: index) {
            let values = evaluate(value, state)
            state.scopes.assign(macro, values, declaring: true)
            state.declarations.addConstant(macro, values)
        } else if isAssignment(at: index) {
            let declaring = index > 0 && isDeclarationKeyword(tokens[index - 1])
            let values = evaluate(valueTokens(after: index + 1), state)
            state.scopes.assign(name, values, declaring: declaring)
            if declaring && state.scopes.isDeclarationScope { state.addConstant(name, values) }
        } else if let call = callSite(named: name, at: index, state: state) {
            emit(call, into: &state)
            if case .symbol = call.argument { return index + 1 }
        }
        return index
    }

    private func emit(_ call: CallSite, into state: inout ScanState) {
        let patterns: [NamePattern]
        switch call.argument {
        case .expression(let range, let suffix):
            var evaluated = evaluate(tokens[range], state).map { NamePattern($0.segments + (suffix.map { [.text($0)] } ?? [])) }
            if let template = call.template, let hole = call.templateHole {
                evaluated = evaluated.map { template.substituting(hole, with: $0) }
            }
            patterns = evaluated
        case .symbol(let symbol):
            if let dot = call.symbolStart { state.consumedDots.insert(dot) }
            state.references.append(reference(.symbol(symbol), at: call.location, role: call.role))
            return
        case .name(let name):
            state.references.append(reference(.name(name), at: call.location, role: call.role))
            return
        }
        let fallsBack = call.fallsBack || (call.template == nil && call.role.hasPrefix("imageNamed") && isProbe(at: call.location))
        for pattern in patterns {
            let target: ReferenceTarget = pattern.literal.map(ReferenceTarget.name) ?? .pattern(pattern)
            var made = reference(target, at: call.location, role: call.role)
            made.fallsBack = fallsBack
            state.references.append(made)
            if call.template == nil, var wrapper = wrapper(for: pattern, at: call, in: state) {
                wrapper.fallsBack = fallsBack
                state.declarations.wrappers.append(wrapper)
            }
        }
    }

    func reference(_ target: ReferenceTarget, at location: SourceToken, role: String) -> ImageReference {
        ImageReference(target: target, file: file, line: location.line, column: location.column, source: source, role: role)
    }

    /// The names `tokens` evaluate to, with the file's scopes and declarations.
    func evaluate(_ tokens: ArraySlice<SourceToken>, _ state: ScanState) -> [NamePattern] {
        NameExpression(lookup: { lookup($0, state) }).evaluate(tokens)
    }
}
