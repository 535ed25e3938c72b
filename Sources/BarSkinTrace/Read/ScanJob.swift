import BarSkinCore
import Foundation

/// One unit of parallel scanning work: a file or image set read exactly once.
enum ScanJob: Sendable {
    case document(String)
    case source(String)
    case plist(String)
    /// The Info.plist an XcodeGen spec's `info: properties` generate, at the path it is generated at.
    case generatedPlist(String, bytes: [UInt8])
    case skin(String)
    case imageSet(folder: String, name: String, files: Set<String>)
    /// A catalog's `.colorset` or `.dataset`.
    case namedSet(folder: String, name: String, type: AssetType)
    case looseImage(path: String, bundleName: String)
    case project(String)
    /// An XcodeGen spec no other includes, whose project is not committed.
    case projectSpec(String)
    case package(String)
    case dataFile(String)
    /// The second look at a source: only calls of the project's wrappers and SwiftGen accessors.
    case callers(String, SecondPass)

    /// What scanning one job produced.
    enum Outcome: Sendable {
        case document(InterfaceDocument)
        case references([ImageReference], evidence: [NameEvidence])
        /// An Objective-C file's calls, and the identifiers it writes (a Swift `@objc` enum's cases are
        /// spelled `UIImageNameAdd` there, a Swift static `[UIImage faceid]`).
        case source(SourceScan, evidence: [NameEvidence], file: String, identifiers: Set<String>, colors: [AssetLoad] = [])
        /// A Swift file's facts, evaluated once every file is read.
        case swiftFile(SwiftFileFacts)
        /// A SwiftGen-generated file's accessors; a generated file loads nothing by itself.
        case generatedSource(swiftGen: [String: String])
        case plist(InfoPlist, evidence: [NameEvidence])
        case project([XcodeTarget], warnings: [TraceError] = [])
        case evidence([NameEvidence])
        case skin(references: [ImageReference], products: [SkinProduct])
        /// A catalog's set, and why any of its files named `.png` holds no PNG.
        case imageSet(ImageAsset, unreadable: [TraceError])
        case namedSet(NamedSet)
        /// A loose image, and why it holds no PNG where it is named `.png` and does not.
        case looseImage(path: String, bundleName: String, size: PixelSize?, unreadable: TraceError?)
        case failure(TraceError)
        /// A problem that leaves the file out but fails nothing (it nests too deep).
        case warning(TraceError)
    }

    /// Reads and scans; `matcher` finds strings that name images (images are scanned first, without one), `loaders` are
    /// the calls `.barskin-trace.yml` declares load an asset.
    func run(matcher: ImageNameMatcher? = nil, generated: GeneratedNames? = nil, loaders: [DeclaredLoader] = [], skins: any SkinFileReading) -> Outcome {
        do {
            switch self {
            case .document(let path):
                return .document(try InterfaceBuilderScanner().scan(bytes: try Self.read(path), path: path))
            case .source(let path):
                let swift = path.hasSuffix(".swift")
                let bytes = try Self.read(path)
                // A code generator's output names every image: it is no evidence, and its loader no dynamic name.
                switch GeneratedSourceKind(bytes: bytes) {
                case .swiftGen?:
                    var lexer = SourceLexer(bytes: bytes, swift: swift)
                    return .generatedSource(swiftGen: SwiftGenAccessors.read(lexer.tokenize()))
                case .rswift?: return .generatedSource(swiftGen: [:])
                case nil: break
                }
                if swift {
                    if let deep = SwiftNesting.tooDeep(bytes) { return .warning(TraceProblem.nestedTooDeep(nesting: deep.nesting).located(at: path, line: deep.line)) }
                    return .swiftFile(SwiftReader(file: path, generated: generated, matcher: matcher, loaders: loaders).read(bytes))
                }
                var lexer = SourceLexer(bytes: bytes, swift: swift)
                let tokens = lexer.tokenize()
                let scanner = CallSiteScanner(tokens: tokens, file: path, generated: generated)
                let scan = scanner.scanAll()
                let identifiers = Set(tokens.lazy.compactMap(\.identifier).filter { $0.count > 2 })
                return .source(scan, evidence: matcher.map { $0.evidence(in: tokens, file: path) } ?? [],
                               file: path, identifiers: identifiers, colors: ObjectiveCNamedLoads.loads(in: tokens, file: path))
            case .callers(let path, let pass):
                let bytes = try Self.read(path)
                guard GeneratedSourceKind(bytes: bytes) == nil, pass.mayCall(bytes) else { return .references([], evidence: []) }
                if path.hasSuffix(".swift") {
                    // The first look warned of a file nested too deep; this one leaves it out again, silently.
                    guard SwiftNesting.tooDeep(bytes) == nil else { return .references([], evidence: []) }
                    // Swift's wrappers are followed through the index; only SwiftGen's accessors wait for this look.
                    var reader = SwiftReader(file: path, generated: pass.generated)
                    reader.accessorsOnly = true
                    return .swiftFile(reader.read(bytes))
                }
                var lexer = SourceLexer(bytes: bytes, swift: false)
                let scanner = CallSiteScanner(tokens: lexer.tokenize(), file: path, wrappers: pass.wrappers, secondPass: true)
                // The wrappers found calling a wrapper with their own parameter are the next round's.
                return .source(scanner.scanAll(), evidence: [], file: path, identifiers: [])
            case .plist(let path), .generatedPlist(let path, _):
                // Parsed once: the launch and icon keys and the evidence among its other strings.
                let bytes: [UInt8]
                if case .generatedPlist(_, let generated) = self { bytes = generated } else { bytes = try Self.read(path) }
                let dictionary = try InfoPlistScanner.dictionary(bytes: bytes, path: path)
                var plist = InfoPlistScanner().scan(dictionary: dictionary, bytes: bytes, path: path)
                var evidence = matcher.map { DataFileScanner(matcher: $0).evidence(in: dictionary, bytes: bytes, path: path) } ?? []
                if case .generatedPlist = self {
                    // A generated file's lines are nowhere on disk: its names have no place but the file.
                    for index in plist.references.indices { (plist.references[index].line, plist.references[index].column) = (0, 0) }
                    for index in evidence.indices { (evidence[index].line, evidence[index].column) = (0, 0) }
                }
                return .plist(plist, evidence: evidence)
            case .project(let path):
                let (targets, warnings) = try XcodeProjectReader().read(projectAt: path, bytes: try Self.read(path))
                return .project(targets, warnings: warnings)
            case .projectSpec(let path):
                return .project(try XcodeGenSpecReader().targets(ofSpecAt: path))
            case .package(let path):
                let (targets, warnings) = try PackageManifestReader().read(packageAt: path, bytes: try Self.read(path))
                return .project(targets, warnings: warnings)
            case .dataFile(let path):
                // Evidence only: a file too large, unreadable or not a regular file gives none and fails nothing.
                guard let matcher, let size = FileBytes.size(of: path), size <= DataFileScanner.maximumBytes,
                      let bytes = try? FileBytes.read(path) else { return .evidence([]) }
                let scanner = DataFileScanner(matcher: matcher)
                if PathText.fileName(of: path) == "manifest.json", let root = DataFileScanner.json(bytes),
                   let icons = WebExtensionManifest.references(in: root, bytes: bytes, path: path) {
                    return .references(icons, evidence: scanner.evidence(in: root, bytes: bytes, path: path))
                }
                return .evidence(scanner.evidence(in: bytes, path: path))
            case .skin(let path):
                let (references, products) = try skins.scan(path)
                return .skin(references: references, products: products)
            case .imageSet(let folder, let name, let files):
                let set = try CatalogSetReader().read(folder: folder, name: name, files: files)
                // A file that holds no PNG (an LFS pointer: art not fetched) still fills its slot, but is an error.
                let unreadable = set.variants.compactMap { variant in
                    variant.pixelSize == nil && variant.path.lowercased().hasSuffix(".png") ? PNGHeader.notAPNG(fileAt: variant.path) : nil
                }
                return .imageSet(set, unreadable: unreadable)
            case .namedSet(let folder, let name, .color):
                return .namedSet(try ColorSetReader().read(folder: folder, name: name))
            case .namedSet(let folder, let name, let type):
                // A data set's files are whatever its loader reads: only its name matters to a load.
                return .namedSet(NamedSet(name: name, location: folder, type: type, appearances: []))
            case .looseImage(let path, let bundleName):
                let size = path.lowercased().hasSuffix(".png") ? PNGHeader.pixelSize(ofFileAt: path) : nil
                let unreadable = size == nil && path.lowercased().hasSuffix(".png") ? PNGHeader.notAPNG(fileAt: path) : nil
                return .looseImage(path: path, bundleName: bundleName, size: size, unreadable: unreadable)
            }
        } catch let error as TraceError {
            return .failure(error)
        } catch {
            return .failure(TraceProblem.unreadable(reason: "\(error)").located(at: path))
        }
    }

    /// The file or folder the job reads.
    var path: String {
        switch self {
        case .document(let path), .source(let path), .plist(let path), .generatedPlist(let path, _), .skin(let path), .project(let path), .projectSpec(let path), .package(let path),
             .dataFile(let path), .callers(let path, _): path
        case .imageSet(let folder, _, _), .namedSet(let folder, _, _): folder
        case .looseImage(let path, _): path
        }
    }

    /// The file's bytes: opened non-blocking, a regular file only, within ``FileBytes/defaultLimit``.
    static func read(_ path: String) throws -> [UInt8] {
        do {
            return try FileBytes.read(path)
        } catch {
            // A file that cannot be opened keeps the words the reports have always used.
            if case .unreadable(let reason) = error.error, reason == "not a regular file" || reason == "is a directory" || reason.hasPrefix("larger") {
                throw TraceProblem.unreadable(reason: reason).located(at: path)
            }
            throw TraceProblem.unreadable(reason: "cannot open the file").located(at: path)
        }
    }
}
