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
    }

    /// Every target of every project, in project then file order.
    public let targets: [XcodeTarget]
    /// The targets that are considered.
    public let considered: [XcodeTarget]
    private let consideredNumbers: Set<Int>
    private var bundled: [String: [Int]] = [:]
    private var built: [String: [Int]] = [:]
    private var synchronized: [String: [(target: Int, exceptions: Set<String>)]] = [:]

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
        }
    }

    /// The targets whose bundle holds the file or folder at `path` (absolute): listed
    /// itself, inside a listed folder (a catalog, bundle or folder reference), or in a synchronized folder.
    public func bundling(_ path: String) -> Status {
        status(of: path, in: bundled)
    }

    /// The targets that build the source file, storyboard, xib or Info.plist at `path` (absolute).
    public func building(_ path: String) -> Status {
        let compiled = status(of: path, in: built)
        return compiled == .noTarget ? bundling(path) : compiled
    }

    private func status(of path: String, in table: [String: [Int]]) -> Status {
        var members = Set<Int>()
        var current = path
        // The path itself, then each folder above it: a catalog or folder reference holds everything below it.
        while !current.isEmpty, current != "/" {
            members.formUnion(table[current] ?? [])
            for folder in synchronized[current] ?? [] where !Self.isExcepted(path, by: folder.exceptions, below: current) {
                members.insert(folder.target)
            }
            current = PathText.folder(of: current)
        }
        guard !members.isEmpty else { return .noTarget }
        let kept = members.intersection(consideredNumbers)
        return kept.isEmpty ? .leftOut : .considered(Set(kept.map { targets[$0].name }).sorted())
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
