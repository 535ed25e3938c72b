import BarSkinCore

/// Turns every Swift file's facts into what the rest of the trace works with: the image
/// references (each load's argument evaluated to its names, a wrapper's located at its callers),
/// the bare symbol uses to judge, the templates as evidence, and the members a bare `.name` may be.
struct SwiftReferences {
    /// The references, in file order.
    var references: [ImageReference] = []
    /// Bare `.name` uses a generated symbol could be.
    var bareSymbols: [BareSymbolUse] = []
    /// Literal and template evidence.
    var evidence: [NameEvidence] = []
    /// Enum cases and static members by name, with where the first is declared.
    var members: [String: String] = [:]

    /// Whether a name fits some image of the project: one an enum case gives that fits none is left out.
    private var fits: (NamePattern) -> Bool = { _ in true }
    /// The cases code may hold, by enum, as first asked.
    private var reachable: [String: Set<String>] = [:]

    /// Whether the trace holds an app, so that a public static no code of its reads is read by none.
    private var closedWorld = false

    /// Evaluates the loads of `index`'s files after the `leading` references (the other languages');
    /// `fits` says whether a name fits some image of the project; `closedWorld` whether the trace holds
    /// an app (a package traced alone has readers elsewhere).
    init(index: SwiftDeclarationIndex, leading: [ImageReference] = [], fits: @escaping (NamePattern) -> Bool = { _ in true },
         closedWorld: Bool = false) {
        self.fits = fits
        self.closedWorld = closedWorld
        // Room for one reference a load, made once: a file of 400,000 loads would otherwise hold the
        // array twice over while it doubles, the run's peak.
        references = leading
        references.reserveCapacity(leading.count + index.files.reduce(0) { $0 + $1.loads.count + $1.symbolUses.count })
        let evaluator = SwiftValueEvaluator(index: index)
        let templates = SwiftValueEvaluator(index: index)
        templates.everyCase = true
        members = index.memberPlaces()
        for (position, facts) in index.files.enumerated() {
            let first = references.count
            for load in facts.loads { add(load, in: facts, at: position, evaluator) }
            for use in facts.symbolUses {
                // `UIImage.lockOpen` the project wrote itself (`extension UIImage { static let lockOpen = … }`) is no generated symbol.
                if let type = use.writtenOn, index.declaresStatic(use.path, on: type) { continue }
                var reference = ImageReference(target: .symbol(use.path), file: facts.file, line: use.place.line, column: use.place.column,
                                               source: .swift, role: use.role)
                reference.platforms = use.platforms
                reference.inPreview = use.inPreview
                references.append(reference)
            }
            // Source order, loads and symbols alike (a wrapper's callers elsewhere keep theirs). Sorted in
            // place, and only when out of order: a slice's own sort copies the file's references first.
            let inOrder: (ImageReference, ImageReference) -> Bool = {
                ($0.file == facts.file ? 0 : 1, $0.line, $0.column) < ($1.file == facts.file ? 0 : 1, $1.line, $1.column)
            }
            if zip(references[first...], references[first...].dropFirst()).contains(where: { inOrder($1, $0) }) {
                references.withUnsafeMutableBufferPointer { $0[first...].sort(by: inOrder) }
            }
            // A preview's bare `.faceid` is no use of the app's: it would read a symbol or a static for the canvas only.
            // One whose context is the project's own type with a member of that name is that member, no image's symbol.
            if !index.previewFiles.contains(position) {
                for symbol in facts.bareSymbols where !index.declaresMember(symbol.root, ofContext: symbol.contextType) {
                    let parameter = BareSymbolParameter.judge(symbol, index)
                    guard parameter != .other else { continue }
                    // An argument of a type the project does not declare (`NSLayoutConstraint(attribute: .width)`) is that API's value.
                    let foreign = symbol.calledType.flatMap { index.declaresType($0) ? nil : "an argument of '\($0)(…)'" }
                    bareSymbols.append(BareSymbolUse(reference: symbol.reference, otherMeaning: symbol.otherMeaning ?? foreign,
                                                     goesToImageParameter: parameter == .image))
                }
            }
            evidence += facts.evidence.filter {
                ($0.onlyWhenRead.map { index.mayRead($0, closedWorld: closedWorld) } ?? true) && mayHold($0.onlyFor, index)
                    && !($0.passedTo.map(index.neverReadsAsName) ?? false)
            }
            for template in facts.templates {
                let frame = SwiftValueEvaluator.Frame(file: position, function: template.function)
                for name in templates.names(template.value, frame) where name.segments.contains(where: \.isText) {
                    evidence.append(NameEvidence(assetName: "", text: template.text, file: facts.file, line: template.place.line,
                                                 column: template.place.column, template: NamePattern(name.segments)))
                }
            }
        }
        // What a preview loads is shown in Xcode's canvas, never by the app: set aside like a test's.
        guard !index.previewFiles.isEmpty else { return }
        let previews = Set(index.previewFiles.map { index.files[$0].file })
        for position in references.indices where previews.contains(references[position].file) { references[position].inPreview = true }
    }

    /// Whether code reads the property a literal is given by and may hold one of the cases it is given
    /// for (`default` is any); an enum the project does not declare may hold any.
    private mutating func mayHold(_ condition: NameEvidence.EnumCases?, _ index: SwiftDeclarationIndex) -> Bool {
        guard let condition, index.types[condition.type]?.isEnum == true else { return true }
        if let member = condition.member, !index.memberReads.contains(member) { return false }
        if condition.cases.contains("default") { return true }
        if reachable[condition.type] == nil { reachable[condition.type] = Set(index.reachableCases(of: condition.type).map(\.name)) }
        return condition.cases.contains { reachable[condition.type]!.contains($0) }
    }

    private mutating func add(_ load: SwiftImageLoad, in facts: SwiftFileFacts, at position: Int, _ evaluator: SwiftValueEvaluator) {
        // A static nothing reads never runs its initializer: `static let faceid = UIImage(named: "faceid")!` loads nothing then.
        if let member = load.inStatic, !evaluator.index.mayRead(member, closedWorld: closedWorld) { return }
        let bundle: LoadBundle = load.inOtherBundle ? .named : .main
        let frame = SwiftValueEvaluator.Frame(file: position, function: load.function)
        switch load.argument {
        case .asset(let asset):
            // A generator's accessor loads from the bundle its generated file is built in.
            var reference = ImageReference(target: .name(asset), file: facts.file, line: load.line, column: load.column, source: .swift,
                                           role: load.role, bundle: .accessor)
            reference.inPreview = evaluator.index.isPreviewCode(file: position, type: load.enclosingType)
            reference.onlyBelowIOS = load.onlyBelowIOS.map(Int.init)
            append(reference, load.platforms)
        case .value(let value, let suffix):
            // `Image(item.icon)` with `var icon: ImageResource`: an image, not a name.
            if load.mayBeImageValue, case .path(let path) = value, let type = evaluator.declaredType(of: path, frame),
               SwiftFileVisitor.imageTypes.contains(type) { return }
            var seen = Set<ImageReference>()
            let names = evaluator.names(value, frame)
            // An enum value of unknown case: a case whose name fits no image may never reach this load.
            let fitting = names.filter { !$0.mayBeUnreached || fits(NamePattern($0.segments)) }
            let chosen = fitting.isEmpty ? names : fitting
            let dataDriven = chosen.contains { NamePattern($0.segments + (suffix.map { [.text($0)] } ?? [])).matchesEverything }
            let loader = ImageLoader(role: load.role)
            for name in chosen {
                // An empty string names nothing (a model made with `token: ""` before its data arrives).
                if name.segments.allSatisfy({ $0 == .text("") }) { continue }
                let pattern = loader.lookedUp(NamePattern(name.segments + (suffix.map { [.text($0)] } ?? [])))
                let target = pattern.literal.map(ReferenceTarget.name) ?? .pattern(pattern)
                var reference: ImageReference
                if let site = name.site {
                    reference = ImageReference(target: target, file: site.file, line: site.place.line, column: site.place.column, source: .swift,
                                               role: site.role, bundle: bundle)
                    reference.platforms = site.platforms
                    reference.inPreview = site.inPreview
                } else {
                    reference = ImageReference(target: target, file: facts.file, line: load.line, column: load.column, source: .swift,
                                               role: load.role, bundle: bundle)
                    reference.platforms = load.platforms
                    reference.inPreview = evaluator.index.isPreviewCode(file: position, type: load.enclosingType)
                    reference.onlyBelowIOS = load.onlyBelowIOS.map(Int.init)
                }
                reference.fallsBack = load.fallsBack
                // A name passed on through a wrapper is loaded by the wrapper's call, a texture's or an atlas's too.
                reference.loader = loader
                reference.alongsideData = dataDriven && pattern.literal != nil
                if seen.insert(reference).inserted { references.append(reference) }
            }
        }
    }

    private mutating func append(_ reference: ImageReference, _ platforms: Set<String>?) {
        var reference = reference
        reference.platforms = platforms
        references.append(reference)
    }
}

extension SwiftReader {
    /// The references one file makes by itself, evaluated with only its own declarations (a
    /// single file's view, for the second look at SwiftGen's accessors and for tests).
    func references(in bytes: [UInt8]) -> [ImageReference] {
        SwiftReferences(index: SwiftDeclarationIndex(files: [read(bytes)])).references
    }
}
