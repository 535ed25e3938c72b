import BarSkinCore

/// Finds the image-loading call sites in one Objective-C file, and what the file
/// declares that other files' names may use.
///
/// Recognised: `imageNamed:` and its bundle/traits variants, `ACImageNameX` (Xcode's
/// generated constants), calls of the project's wrapper methods, and
/// `pathForResource:ofType:` / `URLForResource:withExtension:` with an image type.
/// (Swift is read by ``SwiftReader``, through its syntax tree.)
struct CallSiteScanner {
    /// The file's tokens.
    let tokens: [SourceToken]
    /// The file's path, as walked.
    let file: String
    /// The project's generated names (Xcode's `ACImageName` constants), when known.
    var generated: GeneratedNames?
    /// Wrappers by the selector part that takes their parameter, for the second pass.
    var wrappers: [String: [ImageWrapper]] = [:]
    /// The second pass looks only for calls of wrappers, whose declarations an earlier pass found.
    var secondPass = false

    init(tokens: [SourceToken], file: String, generated: GeneratedNames? = nil,
         wrappers: [String: [ImageWrapper]] = [:], secondPass: Bool = false) {
        self.tokens = tokens
        self.file = file
        self.generated = generated
        self.wrappers = wrappers
        self.secondPass = secondPass
    }

    /// Every reference in the file, in source order.
    func scan() -> [ImageReference] {
        scanAll().references
    }

    /// References and declarations.
    func scanAll() -> SourceScan {
        var state = ScanState()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                state.scopes.push(state.bodies.removeValue(forKey: index) ?? .other)
            } else if token.isPunctuation("}") {
                state.scopes.pop()
            } else if let name = token.identifier {
                visit(name, at: index, into: &state)
            } else if token.isPunctuation("-") || token.isPunctuation("+"), let (brace, header) = objcMethodHeader(at: index) {
                state.bodies[brace] = .method(header)
            }
            index += 1
        }
        return SourceScan(references: state.references, declarations: state.declarations)
    }

    /// Handles the identifier at `index`.
    private func visit(_ name: String, at index: Int, into state: inout ScanState) {
        if name == "typedef", let alias = stringTypedef(at: index) {
            state.declarations.stringTypes.insert(alias)
        } else if name == "#define", let (macro, value) = objectMacro(at: index) {
            let values = evaluate(value, state)
            state.scopes.assign(macro, values, declaring: true)
            state.declarations.addConstant(macro, values)
        } else if isAssignment(at: index) {
            let declaring = index > 0 && isDeclarationKeyword(tokens[index - 1])
            let values = evaluate(valueTokens(after: index + 1), state)
            state.scopes.assign(name, values, declaring: declaring)
            if declaring && state.scopes.isDeclarationScope { state.declarations.addConstant(name, values) }
        } else if state.scopes.isInFunction, isDeclarationWithoutValue(at: index) {
            // `NSString *name;` then `name = @"a"` in each branch: the branches add to it.
            state.scopes.assign(name, [], declaring: true)
        } else if let call = callSite(named: name, at: index) {
            emit(call, into: &state)
        }
    }

    private func emit(_ call: CallSite, into state: inout ScanState) {
        let values: [NamePattern]
        switch call.argument {
        case .expression(let range, let suffix):
            values = evaluate(tokens[range], state).map { NamePattern($0.segments + (suffix.map { [.text($0)] } ?? [])) }
        case .symbol(let symbol):
            state.references.append(reference(.symbol(symbol), at: call.location, role: call.role, bundle: call.bundle))
            return
        case .name(let name):
            // A generator's accessor loads from the bundle its generated file is built in.
            state.references.append(reference(.name(name), at: call.location, role: call.role, bundle: .accessor))
            return
        }
        // A wrapper's call loads the wrapper's names with the argument in its parameter's place.
        var loads: [(pattern: NamePattern, fallsBack: Bool)] = []
        if call.wrappers.isEmpty {
            let probe = call.role.hasPrefix("imageNamed") && isProbe(at: call.location)
            loads = values.map { ($0, probe) }
        } else {
            for wrapper in call.wrappers {
                loads += values.map { (wrapper.pattern.filling(wrapper.hole, with: $0), wrapper.fallsBack) }
            }
        }
        var seen = Set<NamePattern>()
        let loader = ImageLoader(role: call.role)
        for (pattern, fallsBack) in loads where seen.insert(pattern).inserted {
            let lookedUp = loader.lookedUp(pattern)
            let target: ReferenceTarget = lookedUp.literal.map(ReferenceTarget.name) ?? .pattern(lookedUp)
            var made = reference(target, at: call.location, role: call.role, bundle: call.bundle)
            made.fallsBack = fallsBack
            state.references.append(made)
            // A call inside a method whose name comes from the method's parameter makes the method a
            // wrapper, whose callers say what it loads (a wrapper's call in another wrapper too).
            if var wrapper = wrapper(for: pattern, at: call, in: state) {
                wrapper.fallsBack = fallsBack
                state.declarations.wrappers.append(wrapper)
            }
        }
    }

    /// `typedef NSString *Name …;`: the new name.
    private func stringTypedef(at index: Int) -> String? {
        guard index + 3 < tokens.count, tokens[index + 1].identifier == "NSString", tokens[index + 2].isPunctuation("*") else { return nil }
        var position = index + 3
        while position < tokens.count, let word = tokens[position].identifier, ["const", "_Nonnull", "_Nullable"].contains(word) { position += 1 }
        guard position < tokens.count else { return nil }
        return tokens[position].identifier
    }

    /// An Objective-C reference to `target` at `location`; with the main bundle, an asset symbol's is its target's own.
    func reference(_ target: ReferenceTarget, at location: SourceToken, role: String, bundle: LoadBundle = .main) -> ImageReference {
        ImageReference(target: target, file: file, line: location.line, column: location.column, source: .objc, role: role,
                       bundle: bundle == .main ? nil : bundle)
    }

    /// The names `tokens` evaluate to, with the file's scopes and declarations.
    func evaluate(_ tokens: ArraySlice<SourceToken>, _ state: ScanState) -> [NamePattern] {
        NameExpression(lookup: { lookup($0, state) }).evaluate(tokens)
    }
}
