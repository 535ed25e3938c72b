#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a file, in Swift's types, so no caller reads `st_mode` bits
/// or the modification time's field, which Darwin names `st_mtimespec` and glibc `st_mtim`.
public struct FileStatus: Sendable, Hashable {
    /// The kinds of file `st_mode` tells apart.
    public enum Kind: Sendable, Hashable {
        /// A regular file.
        case regularFile
        /// A folder.
        case folder
        /// A symbolic link (only from a call that does not follow links).
        case symbolicLink
        /// A character device, such as `/dev/null` or a terminal.
        case characterDevice
        /// A block device, such as a disk.
        case blockDevice
        /// A named pipe (FIFO).
        case namedPipe
        /// A Unix-domain socket.
        case socket
        /// Anything else the system may report.
        case other
    }

    /// The kind of file.
    public var kind: Kind
    /// The size in bytes.
    public var bytes: Int
    /// The device holding the file; with ``inode``, the file's identity.
    public var device: UInt64
    /// The file's number on its device.
    public var inode: UInt64
    /// The last modification of the file's contents.
    public var modified: FileTime

    init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        case S_IFIFO: kind = .namedPipe
        case S_IFSOCK: kind = .socket
        default: kind = .other
        }
        bytes = Int(info.st_size)
        // dev_t is signed on Darwin (Int32) and unsigned on glibc (UInt64); only equality matters.
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        modified = FileTime(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}

/// A time as file systems record it: whole seconds since 1970 and nanoseconds.
public struct FileTime: Sendable, Hashable, Comparable {
    /// Whole seconds since 1970.
    public var seconds: Int
    /// Nanoseconds past ``seconds``.
    public var nanoseconds: Int

    /// A time from its parts.
    public init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Whether `left` is earlier than `right`.
    public static func < (left: FileTime, right: FileTime) -> Bool {
        (left.seconds, left.nanoseconds) < (right.seconds, right.nanoseconds)
    }
}
