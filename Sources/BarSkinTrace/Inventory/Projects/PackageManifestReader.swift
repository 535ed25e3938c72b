import BarSkinCore
import Foundation

/// Reads a Swift package (its `Package.swift`, as text) into one ``XcodeTarget``
/// per target, named `<Package>/<Target>`, so a trace judges package images as it
/// judges a project's: each target builds the sources under its folder and its
/// `<Package>_<Target>.bundle` ships what SwiftPM puts there.
public struct PackageManifestReader: Sendable {
    /// Folders SwiftPM looks in for a target without `path:`, in its order.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    /// Files a target compiles.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]
    /// Files and folders SwiftPM processes into the bundle without a `resources:` entry.
    static let automaticResources: Set<String> = ["xcassets", "storyboard", "xib"]

    /// A reader.
    public init() {}

    /// The targets of the package whose manifest is at `path`: `.framework` for code,
    /// `.test` for test targets; binary targets, plugins and macros are left out.
    /// - Throws: ``TraceProblem/malformedPackage(detail:)``.
    public func targets(ofPackageAt path: String, bytes: [UInt8]) throws -> [XcodeTarget] {
        try read(packageAt: path, bytes: bytes).targets
    }

    /// The targets, as ``targets(ofPackageAt:bytes:)``, and warnings about what was left out: a
    /// manifest nested too deep, targets past ``PackageManifest/maximumTargets``, and target
    /// folders outside the package (`path: "/"` would list the whole disk).
    /// - Throws: ``TraceProblem/malformedPackage(detail:)``.
    public func read(packageAt path: String, bytes: [UInt8]) throws -> (targets: [XcodeTarget], warnings: [TraceError]) {
        let manifest = try PackageManifest(path: path, bytes: bytes)
        if let line = manifest.tooDeepAt { return ([], [TraceProblem.nestedTooDeep(nesting: .interpolations).located(at: path, line: line)]) }
        var warnings = manifest.leftTargetsOut ? [TraceProblem.tooManyTargets(limit: PackageManifest.maximumTargets).located(at: path)] : []
        let folder = PathText.folder(of: PathText.absolute(path))
        let targets = manifest.targets.compactMap { entry -> XcodeTarget? in
            let defaults = entry.isTest ? ["Tests"] : Self.sourceFolders
            let root = entry.path.map { PathText.absolute($0, in: folder) }
                ?? defaults.map { PathText.absolute($0 + "/" + entry.name, in: folder) }.first(where: Self.isFolder)
                ?? PathText.absolute(defaults[0] + "/" + entry.name, in: folder)
            // SwiftPM builds no target from outside its package; listing one there reads what is not the package's.
            guard ResolvedPath.isWithin(root, root: folder) else {
                warnings.append(TraceProblem.leadsOutside(named: entry.path ?? entry.name, role: "the path of target '\(entry.name.excerpt)'", boundary: "the package").located(at: path))
                return nil
            }
            var target = XcodeTarget(name: manifest.name + "/" + entry.name, project: path, kind: entry.isTest ? .test : .framework,
                                     resources: Set(entry.resources.map { PathText.absolute($0, in: root) }),
                                     sources: [], infoPlists: [], synchronizedFolders: [])
            let excluded = Set(entry.exclude.map { PathText.absolute($0, in: root) })
            let sourceRoots = entry.sources.map { $0.map { PathText.absolute($0, in: root) } } ?? [root]
            Self.collect(folder: root, excluded: excluded, sourceRoots: sourceRoots, into: &target)
            return target
        }
        return (targets, warnings)
    }

    /// Adds the sources and automatic resources below `folder`, stepping over hidden and excluded
    /// files and into no catalog (one resource) or `.build`.
    private static func collect(folder: String, excluded: Set<String>, sourceRoots: [String], into target: inout XcodeTarget) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            guard !excluded.contains(path) else { continue }
            let pathExtension = (name as NSString).pathExtension
            if automaticResources.contains(pathExtension) {
                target.resources.insert(path)
            } else if isFolder(path) {
                collect(folder: path, excluded: excluded, sourceRoots: sourceRoots, into: &target)
            } else if sourceExtensions.contains(pathExtension),
                      sourceRoots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                target.sources.insert(path)
            }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        // Linked folders are not followed, as the walker does not follow them.
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        return !isLink && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
