#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Opens the folder holding `path` (absolute) below `root` (absolute), refusing any link below the root.
    public init(_ path: String, under root: String) throws(Refusal) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { throw .outside }
        let components = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { throw .outside }
        var current = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { throw .missing }
        for component in components.dropLast() {
            let isLink = Self.isLink(component, in: current)
            // O_NOFOLLOW as well, in case a link replaces the folder between the two calls.
            let next = isLink ? -1 : openat(current, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let failure = errno
            close(current)
            guard next >= 0 else { throw isLink || failure == ELOOP ? .throughLink : .missing }
            current = next
        }
        if Self.isLink(last, in: current) {
            close(current)
            throw .throughLink
        }
        folder = current
        name = last
    }

    deinit { close(folder) }

    /// The last component's own status (a link's, not its target's), nil when it does not exist.
    public func status() -> stat? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The whole of the last component when it is a regular file, read non-blocking without following a link.
    public func read() -> [UInt8]? {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        return try? FileBytes.read(descriptor: descriptor, path: name)
    }

    /// Removes the last component (a file, or with `folder` an empty folder); true when it is gone.
    public func remove(folder isFolder: Bool = false) -> Bool {
        unlinkat(folder, name, isFolder ? AT_REMOVEDIR : 0) == 0
    }

    private static func isLink(_ name: String, in folder: Int32) -> Bool {
        var info = stat()
        return folder >= 0 && fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}
