#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SystemCalls {
    /// The status of what `path` names, links followed (`stat`); nil with `errno` set.
    package static func status(ofPath path: String) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of `path` itself, a link's rather than its target's (`lstat`); nil with `errno` set.
    package static func linkStatus(ofPath path: String) -> FileStatus? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of the file open as `descriptor` (`fstat`); nil with `errno` set.
    package static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of `name` itself in the open folder `folder`, a link not followed
    /// (`fstatat` with `AT_SYMLINK_NOFOLLOW`); nil with `errno` set.
    package static func linkStatus(named name: String, in folder: Int32) -> FileStatus? {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? FileStatus(info) : nil
    }

    /// Renames `source` over `destination` in one step (`rename`); false with `errno` set.
    package static func renameFile(_ source: String, to destination: String) -> Bool {
        rename(source, destination) == 0
    }

    /// Removes the file or link at `path` (`unlink`); false with `errno` set.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Removes `name` from the open folder `folder`, an empty folder when `isFolder`
    /// (`unlinkat`, with `AT_REMOVEDIR`); false with `errno` set.
    @discardableResult
    package static func removeEntry(named name: String, in folder: Int32, isFolder: Bool) -> Bool {
        unlinkat(folder, name, isFolder ? AT_REMOVEDIR : 0) == 0
    }

    /// Renames `source` over `destination`, both names in the open folder `folder`, in one
    /// step (`renameat`); a link at `destination` is replaced, never followed. False with `errno` set.
    package static func renameEntry(named source: String, to destination: String, in folder: Int32) -> Bool {
        renameat(folder, source, folder, destination) == 0
    }

    /// Gives the file `name` of the open folder `folder` a second name, `destination` in the open
    /// folder `destinationFolder` (`linkat`, links not followed); fails with `EEXIST` where something
    /// is already there, so nothing is ever replaced. False with `errno` set.
    package static func linkEntry(named name: String, in folder: Int32, to destination: String, in destinationFolder: Int32) -> Bool {
        linkat(folder, name, destinationFolder, destination, 0) == 0
    }

    /// Creates the folder `name` in the open folder `folder` with mode 0755 (`mkdirat`); false with `errno` set.
    package static func makeFolder(named name: String, in folder: Int32) -> Bool {
        mkdirat(folder, name, 0o755) == 0
    }

    /// What the symbolic link at `path` holds (`readlink`), as text; nil when it cannot
    /// be read, with `errno` set, or is longer than 4095 bytes.
    package static func linkTarget(ofPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, $0.count) }
        guard count >= 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every link, `.` and `..` resolved (`realpath`); nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Calls `body` with each entry name of `folder` as bytes, `.` and `..` included, in
    /// the order `readdir` gives; false with `errno` set when the folder cannot be opened.
    package static func forEachEntryName(in folder: String, _ body: ([UInt8]) -> Void) -> Bool {
        // DIR is opaque on glibc and a struct on Darwin; the pointer's type is left to inference.
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // d_name is a fixed array (256 bytes on glibc, 1024 on Darwin) ending at the first NUL.
            body(withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) })
        }
        return true
    }
}
