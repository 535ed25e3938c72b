import BarSkinCore
import Foundation

extension Tracer {
    /// After every source is read once: the second look for wrapper calls and
    /// SwiftGen accessors, names filled in from the project's declarations, and
    /// bare symbol uses judged. Returns the evidence of the ambiguous symbol uses.
    func resolveSources(_ scan: inout ScanResults, files: ProjectFiles, index: AssetIndex, matcher: ImageNameMatcher,
                        generated: GeneratedNames, runner: BatchRunner, counts: (String) -> Bool) -> [FindingEvidence: [AssetKey]] {
        // SwiftGen's file is often written by a build phase and not committed: its configuration says what it would hold.
        if scan.swiftGen.isEmpty {
            for path in files.swiftGenConfigurations {
                do {
                    var configuration = SwiftGenConfiguration(try TraceConfigurationReader.plainYAML(path), path: path) { stencil in
                        guard let size = FileBytes.size(of: stencil), size <= 1 << 20, let bytes = try? FileBytes.read(stencil) else { return nil }
                        return String(decoding: bytes, as: UTF8.self)
                    }
                    for (stencil, catalogs) in configuration.unreadTemplates {
                        scan.warnings.append(TraceProblem.unreadGeneratorTemplate.located(at: stencil))
                        for catalog in catalogs { scan.catalogsOfUnreadTemplates[catalog] = stencil }
                    }
                    scan.warnings += configuration.keepCatalogs(where: files.isTraced).map {
                        TraceProblem.leadsOutside(named: $0, role: "the input", boundary: "the traced folders").located(at: path)
                    }
                    scan.swiftGen.merge(configuration.accessors(index: index, workingFolder: FileManager.default.currentDirectoryPath)) { first, _ in first }
                } catch {
                    scan.errors.append(error)
                }
            }
        }
        // Swift: every file's facts indexed together, each load's argument evaluated through declared types.
        let objectiveC = scan.objectiveCIdentifiers.filter { counts($0.key) }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        scan.imageNamedRedefinitions = scan.swiftFiles.filter(\.redefinesImageNamed).map(\.file)
        // Handed over, not shared: the index moves each file's top-level members out of it.
        let swiftFiles = scan.swiftFiles
        scan.swiftFiles = []
        var swiftIndex: SwiftDeclarationIndex? = SwiftDeclarationIndex(files: consume swiftFiles, counts: counts, objectiveC: objectiveC,
                                                                       objectiveCStringTypes: scan.declarations.stringTypes, runner: runner)
        let leading = scan.references
        scan.references = []
        var swift = SwiftReferences(index: swiftIndex!, leading: consume leading, fits: matcher.namesSomeImage,
                                    closedWorld: scan.targets.contains { $0.kind == .application })
        // Kept only for Swift's calls of Objective-C wrappers: a project of none frees it here.
        if scan.declarations.wrappers.isEmpty { swiftIndex = nil }
        scan.objectiveCIdentifiers = [:]
        // Moved, not copied: a file of 400,000 calls would hold both copies at the run's peak.
        scan.references = swift.references
        swift.references = []
        scan.bareSymbols += swift.bareSymbols
        scan.strings += swift.evidence
        for (name, place) in swift.members where scan.declarations.members[name] == nil || place < scan.declarations.members[name]! {
            scan.declarations.members[name] = place
        }
        let callers = wrapperCallers(&scan, sources: files.sources, runner: runner)
        // Swift code calls Objective-C's wrappers too (`brandedImageNamed(.brandLogo)`).
        let swiftCallers = swiftIndex.map { ObjectiveCWrapperCallers(wrappers: scan.declarations.wrappers, index: $0) }
        swiftIndex = nil
        let names = DeclaredNames(declarations: scan.declarations)
        names.reconcile(&scan.references, callers: callers + (swiftCallers?.references ?? []), called: swiftCallers?.called ?? [])
        scan.strings = matcher.expanding(scan.strings, with: names)
        let spelled = scan.references.contains { if case .symbol = $0.target { !$0.displayName.hasPrefix("ACImageName") } else { false } }
        let judged = BareSymbols.judge(scan.bareSymbols, declarations: scan.declarations, generated: generated, projectSpellsSymbols: spelled)
        scan.references += judged.references
        return judged.evidence
    }

    /// The strings and bare symbols that count as evidence of a use: those of the code and files the traced
    /// targets build or ship, not a test's or a file no target builds, nor an Info.plist launch key the launch
    /// storyboard `replaced` (it spells its image's name and is still no use); `status` says where a file stands.
    static func countedEvidence(strings: [NameEvidence], symbols: [FindingEvidence: [AssetKey]], replaced: [ImageReference],
                                status: (String) -> BundleMembership.Status?) -> (strings: [NameEvidence], symbols: [FindingEvidence: [AssetKey]]) {
        func counts(_ file: String) -> Bool {
            let found = status(file)
            return found != .leftOut && shipsOrBuilds(found)
        }
        let keys = Set(replaced.map { "\($0.file):\($0.line):\($0.column)" })
        return (strings.filter { counts($0.file) && !keys.contains("\($0.file):\($0.line):\($0.column)") },
                symbols.filter { counts($0.key.file) })
    }

    /// The `.barskin-trace.yml` files beside the traced folders and the projects found, merged.
    func configuration(roots: [String], projects: [String]) -> (TraceConfiguration, [TraceError]) {
        var folders: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue { folders.append(root) }
        }
        // A project's folder is the one that holds its `.xcodeproj`.
        folders += projects.map { PathText.folder(of: PathText.folder(of: $0)) }
        var seen = Set<String>()
        var merged = TraceConfiguration()
        var errors: [TraceError] = []
        for folder in folders where seen.insert(PathText.absolute(folder)).inserted {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + TraceConfiguration.fileName
            guard FileBytes.size(of: path) != nil else { continue }
            do {
                let configuration = try TraceConfigurationReader.configuration(path)
                merged.assumeUsed += configuration.assumeUsed
                merged.loaders += configuration.loaders
            } catch {
                errors.append(error)
            }
        }
        return (merged, errors)
    }
}

/// Images the team declares as used (`--assume-used`, `assume-used:` in
/// `.barskin-trace.yml`): names the app builds from data, which no reading of the code can see.
struct AssumedUses {
    let globs: [Glob]
    let written: [String]

    init(globs: [Glob], configuration: TraceConfiguration) {
        self.globs = globs + configuration.assumeUsed.map(Glob.init)
        written = globs.map(\.pattern) + configuration.assumeUsed
    }

    /// `assumed used (GLOB)` for a name a glob matches (a colour set's), else nil.
    func reason(forName name: String) -> String? {
        globs.firstIndex { $0.matches(name) }.map { "assumed used (\(written[$0]))" }
    }

    /// Each asset a glob matches, with the reason `assumed used (GLOB)`.
    func reasons(index: AssetIndex) -> [AssetKey: String] {
        guard !globs.isEmpty else { return [:] }
        var reasons: [AssetKey: String] = [:]
        for asset in index.allAssets {
            guard let position = globs.firstIndex(where: { $0.matches(asset.name) || $0.matches(asset.stem) }) else { continue }
            reasons[asset.key] = "assumed used (\(written[position]))"
        }
        return reasons
    }
}

extension Tracer {
    /// The image sets of catalogs a SwiftGen stencil trace cannot read makes accessors for, each with
    /// its reason: used, since the uses of accessors whose names are unknown cannot be found.
    static func unreadTemplateUses(_ catalogs: [String: String], index: AssetIndex) -> [AssetKey: String] {
        guard !catalogs.isEmpty else { return [:] }
        let folder = FileManager.default.currentDirectoryPath
        var reasons: [AssetKey: String] = [:]
        for set in index.allSets {
            guard let stencil = catalogs[PathText.absolute(set.catalogFolder, in: folder)] else { continue }
            reasons[set.key] = "loaded through the accessors of SwiftGen's template \(stencil), which trace does not read"
        }
        return reasons
    }

    /// Whether a file a string comes from is the app's: compiled or shipped by some target
    /// (or there is no project to ask). A schema or fixture in no target names nothing the app loads.
    static func shipsOrBuilds(_ status: BundleMembership.Status?) -> Bool {
        status != .noTarget
    }
}
