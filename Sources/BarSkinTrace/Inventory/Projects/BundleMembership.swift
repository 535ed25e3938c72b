import BarSkinCore

/// Which targets a file belongs to, for a trace that has Xcode projects: the
/// targets whose bundle holds an image, and the targets that build a source
/// file, storyboard or Info.plist.
///
/// Targets are either considered (every target that ships in an app, or the
/// one `--target` names) or left out (test bundles, or every other target when
/// one is named). What only left-out targets hold is outside the trace.
public struct BundleMembership: Sendable {
    /// Where a file stands.
    public enum Status: Sendable, Hashable {
        /// In these considered targets, by name.
        case considered([String])
        /// Only in left-out targets.
        case leftOut
        /// In no target at all.
        case noTarget
        /// Under a target's `DEVELOPMENT_ASSET_PATHS`: only for SwiftUI previews, never in an archive.
        case developmentAsset
    }

    /// Every target of every project, in project then file order.
    public let targets: [XcodeTarget]
    /// The targets that are considered.
    public let considered: [XcodeTarget]
    private let consideredNumbers: Set<Int>
    private var bundled: [String: [Int]] = [:]
    private var built: [String: [Int]] = [:]
    private var synchronized: [String: [(target: Int, exceptions: Set<String>)]] = [:]
    private var developmentPaths = Set<String>()
    private var numbersByName: [String: Int] = [:]
    /// The Swift packages' folders, where they are all the trace found (no Xcode project): a file outside
    /// them belongs to a project trace cannot read (an XcodeGen or Tuist spec whose project is not
    /// committed), so it is judged as in a trace without projects, not as in no target.
    private var packageOnlyFolders: [String]?
    /// Files a Markdown document shows (``MarkdownImages``): outside the packages, documentation art in no target.
    public var documentationArt: Set<String> = []

    /// Whether Swift packages are all the projects found, so that files outside them are judged as in a
    /// trace without a project.
    public var judgesFilesOutsidePackages: Bool { packageOnlyFolders != nil }

    /// Membership of `targets`, considering `named` alone if given, else every target that is not a test bundle.
    public init(targets: [XcodeTarget], named: String? = nil) {
        self.targets = targets
        let isConsidered = { (target: XcodeTarget) in named.map { target.name == $0 } ?? (target.kind != .test) }
        considered = targets.filter(isConsidered)
        consideredNumbers = Set(targets.indices.filter { isConsidered(targets[$0]) })
        for (number, target) in targets.enumerated() {
            for path in target.resources { bundled[path, default: []].append(number) }
            for path in target.sources.union(target.infoPlists) { built[path, default: []].append(number) }
            for folder in target.synchronizedFolders {
                synchronized[folder.path, default: []].append((number, folder.exceptions))
            }
            // Another target's preview art is that target's business, as its shipping art is.
            if isConsidered(target) { developmentPaths.formUnion(target.developmentAssetPaths) }
            if numbersByName[target.name] == nil { numbersByName[target.name] = number }
        }
        if targets.allSatisfy({ PathText.fileName(of: $0.project) == "Package.swift" }) {
            packageOnlyFolders = Set(targets.map { PathText.folder(of: PathText.absolute($0.project)) }).sorted()
        }
    }

    /// The targets whose bundle holds the file or folder at `path` (absolute): listed
    /// itself, inside a listed folder (a catalog, bundle or folder reference), or in a synchronized folder;
    /// ``Status/developmentAsset`` under a development asset path, whatever holds it.
    public func bundling(_ path: String) -> Status {
        isDevelopmentAsset(path) ? .developmentAsset : status(members(of: path, in: bundled, below: true), path)
    }

    /// The targets that build the source file, storyboard, xib or Info.plist at `path` (absolute):
    /// listed itself or in a synchronized folder, else bundled (a storyboard is a resource).
    public func building(_ path: String) -> Status {
        // Exact paths: a build setting that names a folder (INFOPLIST_FILE = "" is the source root) builds nothing below it.
        let compiled = members(of: path, in: built, below: false)
        return status(compiled.isEmpty ? members(of: path, in: bundled, below: true) : compiled, path)
    }

    /// The names of every target, considered or not, whose bundle holds the file or folder at `path` (absolute).
    public func shippingTargets(_ path: String) -> Set<String> {
        Set(members(of: path, in: bundled, below: true).map { targets[$0].name })
    }

    /// The targets that ship the file or folder at `path`, by their place among the projects' targets: two projects'
    /// targets of one name (white-label apps' `App`) are two bundles.
    func shippingTargetNumbers(_ path: String) -> Set<Int> {
        members(of: path, in: bundled, below: true)
    }

    /// The first target named `name`.
    public func target(named name: String) -> XcodeTarget? {
        numbersByName[name].map { targets[$0] }
    }

    private func members(of path: String, in table: [String: [Int]], below: Bool) -> Set<Int> {
        var members = Set(table[path] ?? [])
        var current = path
        // The path itself, then each folder above it: a catalog, folder reference or synchronized folder holds everything below it.
        while !current.isEmpty, current != "/" {
            if below, current != path { members.formUnion(table[current] ?? []) }
            for folder in synchronized[current] ?? [] where !Self.isExcepted(path, by: folder.exceptions, below: current) {
                members.insert(folder.target)
            }
            current = PathText.folder(of: current)
        }
        return members
    }

    private func status(_ members: Set<Int>, _ path: String) -> Status {
        guard !members.isEmpty else {
            if let folders = packageOnlyFolders, !folders.contains(where: { path.hasPrefix($0 + "/") }) {
                // No project says which target builds it: a test file's name or folder says it is a test's.
                if documentationArt.contains(path) { return .noTarget }
                return Self.looksLikeTestCode(path) ? .leftOut : .considered([])
            }
            return .noTarget
        }
        let kept = members.intersection(consideredNumbers)
        return kept.isEmpty ? .leftOut : .considered(Set(kept.map { targets[$0].name }).sorted())
    }

    /// Whether a source file is named or kept as XCTest's are (`FooTests.swift`, `AppUITests/`, `Tests/`).
    static func looksLikeTestCode(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last else { return false }
        let stem = name.prefix { $0 != "." }
        if stem.hasSuffix("Tests") || stem.hasSuffix("Test") { return true }
        return components.dropLast().contains { $0.hasSuffix("Tests") }
    }

    private func isDevelopmentAsset(_ path: String) -> Bool {
        guard !developmentPaths.isEmpty else { return false }
        var current = path
        while !current.isEmpty, current != "/" {
            if developmentPaths.contains(current) { return true }
            current = PathText.folder(of: current)
        }
        return false
    }

    /// Whether `path`, or a folder of it below the synchronized folder, is excepted.
    private static func isExcepted(_ path: String, by exceptions: Set<String>, below folder: String) -> Bool {
        var current = path
        while current.count > folder.count {
            if exceptions.contains(current) { return true }
            current = PathText.folder(of: current)
        }
        return false
    }
}
