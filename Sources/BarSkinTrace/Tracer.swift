import BarSkinCore

/// Options for one trace.
public struct TraceOptions: Sendable {
    /// The device to resolve for.
    public var profile: DeviceProfile
    /// Extra `--exclude` globs.
    public var excludes: [Glob]
    /// Threads; nil for one per core.
    public var jobs: Int?
    /// The one Xcode target to trace (`--target`); nil for every target but test bundles.
    public var target: String?
    /// Globs of image names the app builds from data (`--assume-used`): they count as used.
    public var assumeUsed: [Glob]
    /// How the front end words a finding's fix (the command line: its flags); none by default.
    public var wording: @Sendable (Remedy) -> String? = { _ in nil }

    /// Options; the defaults are an iPhone at @2x and @3x, every shipping target.
    public init(profile: DeviceProfile = DeviceProfile(), excludes: [Glob] = [], jobs: Int? = nil, target: String? = nil,
                assumeUsed: [Glob] = []) {
        self.profile = profile
        self.excludes = excludes
        self.jobs = jobs
        self.target = target
        self.assumeUsed = assumeUsed
    }
}

/// Runs `barskin trace`: walks the project, scans the images and then every
/// other file once in parallel, reads the Xcode projects' targets, resolves
/// every reference, and derives findings and the launch set.
public struct Tracer: Sendable {
    /// The options.
    public var options: TraceOptions
    /// Reads the skin files the walk finds (BarSkin's own skin parser, from the module that has it).
    public var skins: any SkinFileReading

    /// A tracer that reads skin files with `skins`.
    public init(options: TraceOptions = TraceOptions(), skins: any SkinFileReading) {
        self.options = options
        self.skins = skins
    }

    /// Traces the projects under `roots`.
    public func trace(_ roots: [String]) -> TraceReport {
        var files = ProjectWalker(excludes: options.excludes).walk(roots)
        files.projectSpecs = XcodeGenSpec.roots(files.projectSpecs, projects: files.projects)
        let outputs = BarSkinOutputs(manifests: files.buildManifests)
        // Without a project to say what ships, a build's previews and 9-patches are no iOS images.
        if files.projects.isEmpty, files.projectSpecs.isEmpty, !outputs.isEmpty { files.looseImages.removeAll { outputs.isForeign($0.path) } }
        let runner = BatchRunner(jobs: options.jobs)
        var scan = ScanResults(errors: files.errors)
        // Images first: the other files are then scanned knowing which strings name an image.
        // Projects first: one large file each, read beside the many small images rather than after them.
        let imageJobs: [ScanJob] = files.projects.map(ScanJob.project) + files.projectSpecs.map(ScanJob.projectSpec) + files.packages.map(ScanJob.package)
            + files.imageSets.map { ScanJob.imageSet(folder: $0.folder, name: $0.name, files: $0.files) }
            + files.looseImages.map { ScanJob.looseImage(path: $0.path, bundleName: $0.bundleName) }
            + files.namedSets.map { ScanJob.namedSet(folder: $0.folder, name: $0.name, type: $0.type) }
        scan.add(runner.run(imageJobs) { $0.run(skins: skins) })
        let loose = FolderReferenceNames(targets: scan.targets).renaming(scan.loose)
        let index = AssetIndex(imageSets: scan.sets, looseImages: loose, iconSets: files.iconSets, atlases: files.spriteAtlases)
        let matcher = ImageNameMatcher(index: index)
        var names = GeneratedNames(index: index, symbolsGenerated: scan.targets.isEmpty || scan.targets.contains(where: \.generatesAssetSymbols))
        names.colorSymbols = Set(ColorNames(index: NamedSetIndex(scan.namedSets.filter { $0.type == .color })).symbols.keys)
        let generated = names
        // Read before the code: the calls it declares loaders are read as loads.
        let (configuration, configurationErrors) = configuration(roots: roots, projects: files.projects)
        scan.errors += configurationErrors
        let loaders = configuration.loaders
        let jobs: [ScanJob] = files.interfaceDocuments.map(ScanJob.document) + files.sources.map(ScanJob.source)
            + files.infoPlists.map(ScanJob.plist) + files.skins.map(ScanJob.skin) + files.dataFiles.map(ScanJob.dataFile)
            + scan.targets.flatMap { $0.generatedInfoPlists.sorted { $0.key < $1.key }.map { ScanJob.generatedPlist($0.key, bytes: $0.value) } }
        scan.add(runner.run(jobs, order: ScanJob.largestFirst(jobs)) { $0.run(matcher: matcher, generated: generated, loaders: loaders, skins: skins) })
        var membership = scan.targets.isEmpty ? nil : BundleMembership(targets: scan.targets, named: options.target)
        if membership?.judgesFilesOutsidePackages == true {
            membership?.documentationArt = files.markdownDocuments.reduce(into: Set<String>()) { $0.formUnion(MarkdownImages.paths(in: $1)) }
        }
        var audit = BundleAudit(membership: membership)
        let statuses = audit.assetStatuses(index.allAssets)
        let development = DevelopmentAssets(index: index, statuses: statuses)
        // An image is audited when the traced targets ship it (or there is no project to ask).
        let isAudited = { @Sendable (key: AssetKey) -> Bool in
            if development.keys.contains(key) { return false }
            if statuses.isEmpty { return true }
            if case .considered? = statuses[key] { return true }
            return false
        }
        // A file named `.png` that holds none (a Git LFS pointer) is an error, and no image to judge: a reference
        // to it still finds it, but it is never unused, a scale short or a duplicate.
        let unreadable = Set(scan.errors.compactMap { error in if case .notPNG = error.error { error.path } else { nil } })
        // Decoding the candidates needs only the index and the bundles: it runs beside the serial resolving.
        let duplicates = BackgroundValue { [audit, runner] in
            DuplicateDetector(runner: runner, sharesABundle: audit.sharesABundle,
                              related: { unreadable.contains($0) || unreadable.contains($1) || outputs.isInputAndOutput($0, $1) })
                .findings(index: index) { isAudited($0.key) }
        }
        // A test's uses of an enum's cases say nothing of which the app reaches.
        let symbolEvidence = resolveSources(&scan, files: files, index: index, matcher: matcher, generated: generated, runner: runner,
                                            counts: { [audit] in audit.membership == nil || audit.buildStatus(of: $0) != .leftOut })
        // The files' facts and the declaration index are gone: their pages go back before the references resolve.
        SystemCalls.releaseFreedMemory()
        for file in scan.imageNamedRedefinitions {
            if case .considered(let runners) = audit.buildStatus(of: file) { audit.imageNamedBundles.formUnion(runners) }
        }
        let clashes = generated.clashes()

        var fileStatuses: [String: BundleMembership.Status] = [:]
        if audit.membership != nil {
            for file in Set(scan.references.map(\.file) + scan.strings.map(\.file)) { fileStatuses[file] = audit.buildStatus(of: file) }
        }
        // What only left-out targets (test bundles) build is outside the trace; skin files belong to no target.
        func kept(_ file: String) -> Bool { fileStatuses[file] != .leftOut }
        // Code no target compiles (a dead file, a playground) loads nothing, and its strings are no evidence.
        let compiled = { (reference: ImageReference) in reference.source == .skin || reference.source == .plist || fileStatuses[reference.file] != .noTarget }
        var system = SystemImages(index: index)
        system.launchStoryboard = SystemImages.launchStoryboard(plists: scan.plists.filter { kept($0.path) }, targets: scan.targets)
        // Code only older systems run (`else` of `if #available(iOS 16, *)`) never runs where every target compiling it deploys to that version.
        let runs = { [audit] (reference: ImageReference) -> Bool in
            guard let below = reference.onlyBelowIOS, case .considered(let runners)? = fileStatuses[reference.file], !runners.isEmpty else { return true }
            return !runners.allSatisfy { audit.membership?.target(named: $0)?.deploysToIOS(atLeastVersion: below) ?? false }
        }
        let traced = { [system] (reference: ImageReference) in
            compiled(reference) && !reference.inPreview && (reference.source == .skin || kept(reference.file)) && !system.isReplacedLaunchKey(reference)
                && runs(reference)
        }
        // Shared, not copied, where every reference is traced: 400,000 of them are the run's peak of memory.
        var references = scan.references.allSatisfy(traced) ? scan.references : scan.references.filter(traced)
        let plists = scan.plists.filter { kept($0.path) }
        var resolver = ReferenceResolver(index: index, profile: options.profile, documents: scan.documents,
                                         products: SkinProductIndex(scan.products))
        resolver.generated = generated
        resolver.clashingSymbols = clashes.mapValues { $0[0] }
        var resolved = resolver.resolve(references)
        // The references live on in `resolved`; what the trace sets aside is kept for the development
        // assets, and the rest let go before the findings, the run's peak.
        let setAside = scan.references.filter { !traced($0) }
        references = []
        scan.references = []
        // The unresolved references are gone: their pages go back before the findings.
        SystemCalls.releaseFreedMemory()
        audit.retarget(&resolved, index: index, profile: options.profile, statuses: statuses, fileStatuses: fileStatuses)
        var launch = LaunchSetBuilder(documents: scan.documents, plists: plists).mark(&resolved, index: index, profile: options.profile)
        ResolvedReference.sortInReportOrder(&resolved)
        var conventions = system.reasons(plists: plists, references: resolved).merging(audit.appIconReasons(index: index)) { $1 }
            .filter { isAudited($0.key) }
        launch.add(system.launchImages(conventions, profile: options.profile))
        for (key, reason) in AssumedUses(globs: options.assumeUsed, configuration: configuration).reasons(index: index)
        where conventions[key] == nil { conventions[key] = reason }
        for (key, reason) in Self.unreadTemplateUses(scan.catalogsOfUnreadTemplates, index: index) where conventions[key] == nil {
            conventions[key] = reason
        }
        // A dynamic name with a fixed part (`icon_*`) makes what it matches possibly used, not used.
        // Lazily: a copy of 400,000 resolved references would be the run's peak of memory.
        var used = Set(conventions.keys)
        for resolved in resolved { if case .pattern = resolved.reference.target {} else { used.formUnion(resolved.matchedAssets) } }
        var analyzer = FindingAnalyzer(index: index, profile: options.profile)
        analyzer.wording = options.wording
        let evidence = Self.countedEvidence(strings: scan.strings, symbols: symbolEvidence, replaced: setAside.filter(system.isReplacedLaunchKey)) {
            fileStatuses[$0] ?? audit.buildStatus(of: $0)
        }
        analyzer.possibleUses = PossibleUses(strings: evidence.strings, references: resolved,
                                             symbols: audit.ownCopies(evidence.symbols, index: index, statuses: statuses, fileStatuses: fileStatuses),
                                             index: index, sharesABundle: audit.sharesABundle)
        analyzer.isAudited = isAudited
        analyzer.variantGaps = VariantGaps(localizations: scan.targets.reduce(into: files.localizations) { $0.formUnion($1.knownRegions) })
        analyzer.unusedMessages = system.replacedLaunchImages(plists: plists)
        analyzer.sharesABundle = { audit.sharesABundle($0, $1) }
        var findings = analyzer.findings(references: resolved, used: used)
        findings += audit.findings(references: resolved, statuses: statuses, index: index, fileStatuses: fileStatuses)
        findings.removeAll { unreadable.contains($0.file) }
        findings += duplicates.value
        findings += SkinProductClashes.findings(products: scan.products, index: index)
        findings += GeneratedNames.clashFindings(clashes)
        let namedSets = Self.namedSetFindings(scan, audit: audit, assumed: AssumedUses(globs: options.assumeUsed, configuration: configuration))
        findings += namedSets.findings
        findings += CustomSymbolLoads.findings(scan.assetLoads.filter { load in
            load.type == .symbol && (audit.membership == nil || ![.leftOut, .noTarget].contains(audit.buildStatus(of: load.file)))
        }, index: index)
        Self.markSymbolSets(&findings, index: index)
        findings += Self.appIconFindings(files.appIcons, scan: scan, audit: audit, imageSets: Set(index.catalog.keys), errors: &scan.errors)
        findings += development.findings(index: index, used: used, references: resolved) {
            resolver.resolve(setAside)
        }
        // Taken, not shared: sorting a shared array copies it (400,000 findings, the run's peak).
        let buildGroups: [BuildOutputGroup]
        (findings, buildGroups) = BuildOutputGroup.setApart(findings, outputs: outputs)
        findings.sort(by: Finding.reportOrder)
        SystemCalls.releaseFreedMemory()
        // LFS pointers: one warning a folder, and no asset of the report's (a reference still finds the name).
        let (readable, pointers) = LFSPointers.grouped(scan.errors)
        let pointerFiles = Set(scan.errors.lazy.filter(LFSPointers.isPointer).map(\.path))
        let (errors, unshipped) = UnshippedArt.split(readable, membership: audit.membership)
        // Appended list by list: one `+` chain of ten arrays took the type checker a quarter second.
        var inputs: [String] = files.interfaceDocuments + files.sources + files.infoPlists + files.skins
        inputs += files.looseImages.map(\.path)
        for set in files.imageSets { inputs += [set.folder + "/Contents.json"] + set.files.sorted().map { set.folder + "/" + $0 } }
        inputs += files.projects + files.packages + files.swiftGenConfigurations + files.dataFiles
        var report = TraceReport(
            profile: options.profile, references: resolved,
            assets: pointerFiles.isEmpty ? index.allAssets : index.allAssets.filter { $0.variants.isEmpty || !$0.variants.allSatisfy { pointerFiles.contains($0.path) } },
            usedAssets: used,
            findings: findings, launch: launch, errors: errors.sorted(by: Self.errorOrder),
            systemSymbols: scan.documents.reduce(0) { (sum: Int, document) in sum + document.systemSymbols },
            fileCounts: (scan.documents.count, files.sources.count, scan.plists.count, files.skins.count),
            inputs: inputs)
        report.roots = roots
        report.warnings = files.warnings + scan.warnings + (unshipped + pointers).sorted(by: Self.errorOrder)
        report.targets = scan.targets
        report.tracedTargets = audit.membership?.considered.map(\.name) ?? []
        report.conventions = conventions
        report.bundleStatuses = statuses
        report.outsideTargets = audit.outside(references: resolved, statuses: statuses, index: index, roots: roots)
        report.buildOutputs = buildGroups
        report.colorSets = NamedSetIndex(scan.namedSets.filter { $0.type == .color }).allSets
        report.usedColorSets = Set(namedSets.used.map(\.location))
        return report
    }

    /// Errors by file, then line (those without a line first).
    private static func errorOrder(_ first: TraceError, _ second: TraceError) -> Bool {
        (first.path, first.line ?? 0) < (second.path, second.line ?? 0)
    }
}
