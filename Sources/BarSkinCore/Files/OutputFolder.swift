import Foundation

/// The folder a batch command writes into. It turns relative output paths into
/// destinations and refuses any that would leave the folder or replace an input.
public struct OutputFolder: Sendable {
    /// The folder as the user named it.
    public let path: String
    /// Each protected input by file identity, as the user spelled it.
    private let inputsByIdentity: [FileIdentity: String]
    /// Real paths of folders already resolved: outputs share a few folders, and
    /// realpath costs a getcwd and a readlink per component each time.
    private let resolvedFolders = ResolvedFolders()

    /// Whether nothing is written below the folder while this value is in use (a
    /// build's plan), so a folder found missing stays missing.
    private let isPlanning: Bool

    /// An output folder; `inputs` are the files it must never overwrite. With `planning`,
    /// the caller writes nothing below it while using this value, so a missing folder is
    /// looked up once, not once per destination (a first run's plan has thousands).
    public init(path: String, protecting inputs: [String] = [], planning: Bool = false) {
        self.path = PathText.trimmingTrailingSlashes(path)
        isPlanning = planning
        var inputsByIdentity: [FileIdentity: String] = [:]
        for input in inputs {
            if let identity = FileIdentity(path: input), inputsByIdentity[identity] == nil { inputsByIdentity[identity] = input }
        }
        self.inputsByIdentity = inputsByIdentity
    }

    /// The destination for `relativePath` below the folder.
    /// - Throws: ``FileProblem/escapesOutputFolder(folder:)`` for absolute
    ///   paths, `..` components or a symbolic link leading out of the folder;
    ///   ``FileProblem/wouldOverwriteInput(input:)`` naming the input the destination is.
    /// With `copying`, `input` is shipped unchanged, so a destination that is `input` itself is
    /// no overwrite: `slice` of art already in its image set updates the caps and copies nothing.
    public func destination(for relativePath: String, input: String?, copying: Bool = false) throws -> String {
        guard !relativePath.hasPrefix("/") else { throw FileProblem.escapesOutputFolder(folder: path).located(at: relativePath) }
        // Most names are already tidy (`a/b.png`): taken as they are, not split and joined again.
        var tidy = relativePath
        if !Self.isTidy(&tidy) {
            let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
            guard !components.isEmpty, !components.contains("..") else {
                throw FileProblem.escapesOutputFolder(folder: path).located(at: relativePath)
            }
            tidy = components.joined(separator: "/")
        }
        // An empty folder name means the current folder, never "/NAME" at the root; so does
        // `.`, whose files are named as the user would (`x.png`, not `./x.png`).
        let destination = (path.isEmpty || path == "." ? "" : path.hasSuffix("/") ? path : path + "/") + tidy
        // Nothing is below a folder that is not there (a first run's): no link to follow, no input
        // to replace. One lstat, where resolving it would be a getcwd and a failing realpath twice.
        guard resolvedFolders.exists(path.isEmpty ? "." : path, remembering: isPlanning) else { return destination }
        if let root = resolvedFolders.realPath(of: path), let resolved = resolvedExistingAncestor(of: destination),
           resolved != root, !resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw FileProblem.escapesOutputFolder(folder: path).located(at: destination)
        }
        if let identity = FileIdentity(path: destination), let overwritten = inputsByIdentity[identity],
           !(copying && input.flatMap { FileIdentity(path: $0) } == identity) {
            throw FileProblem.wouldOverwriteInput(input: overwritten).located(at: destination)
        }
        return destination
    }

    /// Whether `path` is non-empty, has no empty component (no leading, doubled or
    /// trailing `/`) and no `..` component: what splitting and joining it would leave alone.
    private static func isTidy(_ path: inout String) -> Bool {
        path.withUTF8 { utf8 in
            var start = 0
            for end in 0...utf8.count where end == utf8.count || utf8[end] == UInt8(ascii: "/") {
                let length = end - start
                if length == 0 || (length == 2 && utf8[start] == UInt8(ascii: ".") && utf8[start + 1] == UInt8(ascii: ".")) { return false }
                start = end + 1
            }
            return true
        }
    }

    /// The real path of the nearest existing folder above `path`, so a symbolic
    /// link planted inside the output folder cannot redirect a write elsewhere.
    private func resolvedExistingAncestor(of path: String) -> String? {
        var candidate = PathText.folder(of: path)
        while !candidate.isEmpty {
            if let real = resolvedFolders.realPath(of: candidate) { return real }
            let parent = PathText.folder(of: candidate)
            if parent == candidate { break }
            candidate = parent
        }
        return nil
    }
}

/// Real paths of existing folders, shared by the threads of one batch. Only
/// successes are kept, so a folder created during the run is resolved once it exists.
private final class ResolvedFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: String] = [:]
    private var missing: Set<String> = []

    /// Whether anything is at `path` (a link counts); a miss is remembered only when `remembering`.
    func exists(_ path: String, remembering: Bool) -> Bool {
        lock.lock()
        let knownMissing = missing.contains(path)
        lock.unlock()
        if knownMissing { return false }
        if SystemCalls.linkStatus(ofPath: path) != nil { return true }
        if remembering {
            lock.lock()
            missing.insert(path)
            lock.unlock()
        }
        return false
    }

    func realPath(of path: String) -> String? {
        lock.lock()
        let cached = known[path]
        lock.unlock()
        if let cached { return cached }
        guard let resolved = SystemCalls.realPath(path) else { return nil }
        lock.lock()
        known[path] = resolved
        lock.unlock()
        return resolved
    }
}
