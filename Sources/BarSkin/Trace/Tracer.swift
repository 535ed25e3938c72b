/// Options for one trace.
public struct TraceOptions: Sendable {
    /// The device to resolve for.
    public var profile: DeviceProfile
    /// Extra `--exclude` globs.
    public var excludes: [Glob]
    /// Threads; nil for one per core.
    public var jobs: Int?

    /// Options; the defaults are an iPhone at @2x and @3x.
    public init(profile: DeviceProfile = DeviceProfile(), excludes: [Glob] = [], jobs: Int? = nil) {
        self.profile = profile
        self.excludes = excludes
        self.jobs = jobs
    }
}

/// Runs `barskin trace`: walks the project, scans every file once in parallel,
/// indexes the assets, resolves every reference, and derives findings and the launch set.
public struct Tracer: Sendable {
    /// The options.
    public var options: TraceOptions

    /// A tracer.
    public init(options: TraceOptions = TraceOptions()) {
        self.options = options
    }

    /// Traces the projects under `roots`.
    public func trace(_ roots: [String]) -> TraceReport {
        let files = ProjectWalker(excludes: options.excludes).walk(roots)
        var jobs: [ScanJob] = files.interfaceDocuments.map(ScanJob.document) + files.sources.map(ScanJob.source)
            + files.infoPlists.map(ScanJob.plist) + files.skins.map(ScanJob.skin)
        jobs += files.imageSets.map { ScanJob.imageSet(folder: $0.folder, name: $0.name, files: $0.files) }
        jobs += files.looseImages.map { ScanJob.looseImage(path: $0.path, bundleName: $0.bundleName) }
        let runner = BatchRunner(jobs: options.jobs)
        let outcomes = runner.run(jobs) { $0.run() }

        var documents: [InterfaceDocument] = [], plists: [InfoPlist] = [], references: [ImageReference] = []
        var sets: [ImageAsset] = [], loose: [(path: String, bundleName: String, size: PixelSize?)] = []
        var errors = files.errors, products: [SkinProduct] = []
        for outcome in outcomes {
            switch outcome {
            case .document(let document): documents.append(document); references += document.references
            case .references(let found): references += found
            case .plist(let plist): plists.append(plist); references += plist.references
            case .skin(let found, let built): references += found; products += built
            case .imageSet(let set): sets.append(set)
            case .looseImage(let path, let bundleName, let size): loose.append((path, bundleName, size))
            case .failure(let error): errors.append(error)
            }
        }
        let index = AssetIndex(imageSets: sets, looseImages: loose, iconSets: files.iconSets)
        var resolved = ReferenceResolver(index: index, profile: options.profile, documents: documents, products: SkinProductIndex(products))
            .resolve(references)
        let launch = LaunchSetBuilder(documents: documents, plists: plists).mark(&resolved, index: index, profile: options.profile)
        resolved.sort { ($0.reference.file, $0.reference.line, $0.reference.column, $0.reference.role, $0.reference.displayName)
            < ($1.reference.file, $1.reference.line, $1.reference.column, $1.reference.role, $1.reference.displayName) }
        let used = Set(resolved.flatMap(\.matchedAssets))
        var findings = FindingAnalyzer(index: index, profile: options.profile).findings(references: resolved, used: used)
        findings += DuplicateDetector(runner: runner).findings(index: index)
        findings += SkinProductClashes.findings(products: products, index: index)
        findings.sort(by: Finding.reportOrder)
        return TraceReport(
            profile: options.profile, references: resolved, assets: index.allAssets, usedAssets: used,
            findings: findings, launch: launch, errors: errors.sorted(by: Self.errorOrder),
            systemSymbols: documents.reduce(0) { (sum: Int, document) in sum + document.systemSymbols },
            fileCounts: (documents.count, files.sources.count, plists.count, files.skins.count),
            inputs: files.interfaceDocuments + files.sources + files.infoPlists + files.skins + files.looseImages.map(\.path)
                + files.imageSets.flatMap { set in [set.folder + "/Contents.json"] + set.files.sorted().map { set.folder + "/" + $0 } })
    }

    /// Errors by file, then line (those without a line first).
    private static func errorOrder(_ first: TraceError, _ second: TraceError) -> Bool {
        (first.path, first.line ?? 0) < (second.path, second.line ?? 0)
    }
}
