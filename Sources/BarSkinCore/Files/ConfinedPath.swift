import Foundation

/// A path below a root folder reached one component at a time with `openat` and
/// `O_NOFOLLOW`, so no link below the root is followed: what `--prune` may delete
/// must be in an output folder, not wherever a link the user made points.
///
/// The root itself may be a link (a user's `Build` pointing elsewhere is their choice);
/// each folder under it, and the last component, must not be.
public struct ConfinedPath: ~Copyable {
    /// Why a path cannot be reached from its root through no link.
    public enum Refusal: Error, Equatable, Sendable {
        /// The path is not under the root, or names `.` or `..` below it.
        case outside
        /// A folder below the root, or the file itself, is a symbolic link.
        case throughLink
        /// A component does not exist (or cannot be opened for another reason).
        case missing
    }

    /// The open folder that holds the last component.
    public let folder: Int32
    /// The last component's name, to use with `folder` (`fstatat`, `openat`, `unlinkat`).
    public let name: String

    /// Opens the folder holding `path` below `root`, refusing any link below the root. Both are
    /// absolute, or both relative to the working folder (`root` `.` or empty for the working folder
    /// itself). With `creatingFolders`, missing folders on the way, the root included, are made,
    /// each below the root from its parent's descriptor, so none is made through a link. With
    /// `rootIdentity`, the root must still be that folder (not one swapped for a link since).
    public init(_ path: String, under root: String, creatingFolders: Bool = false, rootIdentity: FileIdentity? = nil) throws(Refusal) {
        let prefix = root.isEmpty || root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), prefix.isEmpty ? !path.hasPrefix("/") : true else { throw .outside }
        var components = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // `./x` below the working folder is `x` (a manifest beside `-o .`).
        while prefix.isEmpty && components.count > 1 && components[0] == "." { components.removeFirst() }
        guard let last = components.last, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { throw .outside }
        var current = Self.openRoot(prefix.isEmpty ? "." : root, creating: creatingFolders)
        guard current >= 0 else { throw .missing }
        if let rootIdentity, SystemCalls.status(ofDescriptor: current).map(FileIdentity.init) != rootIdentity {
            SystemCalls.closeDescriptor(current)
            throw .throughLink
        }
        for component in components.dropLast() {
            if creatingFolders && SystemCalls.linkStatus(named: component, in: current) == nil {
                // Another writer may make it first: EEXIST is no failure, and the open below judges what is there.
                _ = SystemCalls.makeFolder(named: component, in: current)
            }
            let isLink = Self.isLink(component, in: current)
            // O_NOFOLLOW as well, in case a link replaces the folder between the two calls.
            let next = isLink ? -1 : SystemCalls.openFile(named: component, in: current, [.readOnly, .folder, .noFollow, .closeOnExec])
            let loops = SystemCalls.lastError(is: .linkLoop)
            SystemCalls.closeDescriptor(current)
            guard next >= 0 else { throw isLink || loops ? .throughLink : .missing }
            current = next
        }
        if Self.isLink(last, in: current) {
            SystemCalls.closeDescriptor(current)
            throw .throughLink
        }
        folder = current
        name = last
    }

    /// The root's descriptor, links followed (a root that is a link is the user's choice), made first when `creating`.
    private static func openRoot(_ root: String, creating: Bool) -> Int32 {
        let descriptor = SystemCalls.openFile(root, [.readOnly, .folder, .closeOnExec])
        guard descriptor < 0, creating, SystemCalls.lastError(is: .noSuchEntry) else { return descriptor }
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return SystemCalls.openFile(root, [.readOnly, .folder, .closeOnExec])
    }

    deinit { SystemCalls.closeDescriptor(folder) }

    /// The last component's own status (a link's, not its target's), nil when it does not exist.
    public func status() -> FileStatus? {
        SystemCalls.linkStatus(named: name, in: folder)
    }

    /// The whole of the last component when it is a regular file, read non-blocking without following a link.
    public func read() -> [UInt8]? {
        let descriptor = SystemCalls.openFile(named: name, in: folder, [.readOnly, .noFollow, .nonBlocking, .closeOnExec])
        guard descriptor >= 0 else { return nil }
        return try? FileBytes.read(descriptor: descriptor, path: name)
    }

    /// Removes the last component (a file, or with `folder` an empty folder); true when it is gone.
    public func remove(folder isFolder: Bool = false) -> Bool {
        SystemCalls.removeEntry(named: name, in: folder, isFolder: isFolder)
    }

    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        folder >= 0 && SystemCalls.linkStatus(named: name, in: folder)?.kind == .symbolicLink
    }
}
