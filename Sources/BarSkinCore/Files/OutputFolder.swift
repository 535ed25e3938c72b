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

    /// An output folder; `inputs` are the files it must never overwrite.
    public init(path: String, protecting inputs: [String] = []) {
        self.path = PathText.trimmingTrailingSlashes(path)
        var inputsByIdentity: [FileIdentity: String] = [:]
        for input in inputs {
            if let identity = FileIdentity(path: input), inputsByIdentity[identity] == nil { inputsByIdentity[identity] = input }
        }
        self.inputsByIdentity = inputsByIdentity
    }

    /// The destination for `relativePath` below the folder.
    /// - Throws: ``FileError/escapesOutputFolder(path:folder:)`` for absolute
    ///   paths, `..` components or a symbolic link leading out of the folder;
    ///   ``FileError/wouldOverwriteInput(path:input:)`` naming the input the destination is.
    /// With `copying`, `input` is shipped unchanged, so a destination that is `input` itself is
    /// no overwrite: `slice` of art already in its image set updates the caps and copies nothing.
    public func destination(for relativePath: String, input: String, copying: Bool = false) throws -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !relativePath.hasPrefix("/"), !components.isEmpty, !components.contains("..") else {
            throw FileError.escapesOutputFolder(path: relativePath, folder: path)
        }
        // An empty folder name means the current folder, never "/NAME" at the root; so does
        // `.`, whose files are named as the user would (`x.png`, not `./x.png`).
        let destination = (path.isEmpty || path == "." ? "" : path.hasSuffix("/") ? path : path + "/") + components.joined(separator: "/")
        if let root = resolvedFolders.realPath(of: path), let resolved = resolvedExistingAncestor(of: destination),
           resolved != root, !resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            throw FileError.escapesOutputFolder(path: destination, folder: path)
        }
        if let identity = FileIdentity(path: destination), let overwritten = inputsByIdentity[identity],
           !(copying && FileIdentity(path: input) == identity) {
            throw FileError.wouldOverwriteInput(path: destination, input: overwritten)
        }
        return destination
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
