import BarSkinCore

/// Everything the parallel scan of a project produced, gathered by kind.
struct ScanResults {
    var documents: [InterfaceDocument] = []
    var plists: [InfoPlist] = []
    var references: [ImageReference] = []
    var sets: [ImageAsset] = []
    /// The catalogs' colour sets.
    var namedSets: [NamedSet] = []
    /// Every load of a catalog colour: code, Interface Builder documents, Info.plists.
    var assetLoads: [AssetLoad] = []
    /// The project's `typealias`es of colour types (`RSColor`).
    var colorAliases: Set<String> = []
    /// The names of every enum case the project's Swift declares, which a bare `.name` may be rather than a colour.
    var enumCases: Set<String> = []
    var loose: [(path: String, bundleName: String, size: PixelSize?)] = []
    var products: [SkinProduct] = []
    var targets: [XcodeTarget] = []
    var strings: [NameEvidence] = []
    /// Bare `.name` uses of generated asset symbols, judged once the declarations are known.
    var bareSymbols: [BareSymbolUse] = []
    /// What every source declares.
    var declarations = SourceDeclarations()
    /// Every Swift file's facts, indexed once all are read.
    var swiftFiles: [SwiftFileFacts] = []
    /// The Swift files that declare their own `UIImage.init?(named:)`.
    var imageNamedRedefinitions: [String] = []
    /// The identifiers each Objective-C file writes, by file.
    var objectiveCIdentifiers: [String: Set<String>] = [:]
    /// SwiftGen's accessors, from its generated files.
    var swiftGen: [String: String] = [:]
    var errors: [TraceError]
    /// Problems that leave part of a file out but fail nothing (a group cycle).
    var warnings: [TraceError] = []
    /// Catalogs a SwiftGen stencil trace cannot read generates accessors for, with the stencil: their images count as used.
    var catalogsOfUnreadTemplates: [String: String] = [:]

    init(errors: [TraceError]) {
        self.errors = errors
    }

    /// Adds what scanning some jobs produced.
    mutating func add(_ outcomes: [ScanJob.Outcome]) {
        for outcome in outcomes {
            switch outcome {
            case .document(let document): documents.append(document); references += document.references; assetLoads += document.colorLoads
            case .references(let found, let evidence): references += found; strings += evidence
            case .source(let found, let evidence, let file, let identifiers, let colors):
                objectiveCIdentifiers[file] = identifiers
                assetLoads += colors
                references += found.references
                declarations.merge(found.declarations)
                strings += evidence
            case .swiftFile(let facts): swiftFiles.append(facts); assetLoads += facts.assetLoads; colorAliases.formUnion(facts.colorAliases)
                for type in facts.types { for enumCase in type.cases { enumCases.insert(enumCase.name) } }
            case .generatedSource(let accessors): swiftGen.merge(accessors) { first, _ in first }
            case .plist(let plist, let evidence):
                plists.append(plist); references += plist.references; strings += evidence; assetLoads += plist.colorLoads
            case .skin(let found, let built): references += found; products += built
            case .imageSet(let set, let unreadable): sets.append(set); errors += unreadable
            case .namedSet(let set): namedSets.append(set)
            case .looseImage(let path, let bundleName, let size, let unreadable):
                loose.append((path, bundleName, size))
                if let unreadable { errors.append(unreadable) }
            case .project(let found, let warnings): targets += found; self.warnings += warnings
            case .evidence(let evidence): strings += evidence
            case .failure(let error): errors.append(error)
            case .warning(let warning): warnings.append(warning)
            }
        }
    }
}
