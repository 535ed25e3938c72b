#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SystemCalls {
    /// The `O_` flags BarSkin opens files with; the values differ between glibc and Darwin.
    package struct OpenOptions: OptionSet, Sendable {
        /// The flags as `open` takes them.
        package let rawValue: Int32

        /// Options from `open`'s flags.
        package init(rawValue: Int32) { self.rawValue = rawValue }

        /// `O_RDONLY` (zero: the absence of the write flags).
        package static let readOnly: OpenOptions = OpenOptions(rawValue: O_RDONLY)
        /// `O_WRONLY`.
        package static let writeOnly: OpenOptions = OpenOptions(rawValue: O_WRONLY)
        /// `O_NONBLOCK`: a named pipe cannot stall the open.
        package static let nonBlocking: OpenOptions = OpenOptions(rawValue: O_NONBLOCK)
        /// `O_NOCTTY`: a terminal opened for output does not become the controlling one.
        package static let noControllingTerminal: OpenOptions = OpenOptions(rawValue: O_NOCTTY)
        /// `O_CLOEXEC`: the descriptor is not inherited by programs this process runs.
        package static let closeOnExec: OpenOptions = OpenOptions(rawValue: O_CLOEXEC)
        /// `O_DIRECTORY`: fails unless the path is a folder.
        package static let folder: OpenOptions = OpenOptions(rawValue: O_DIRECTORY)
        /// `O_NOFOLLOW`: fails (`ELOOP`) when the last component is a symbolic link.
        package static let noFollow: OpenOptions = OpenOptions(rawValue: O_NOFOLLOW)
    }

    /// A descriptor for `path` (`open`), or -1 with `errno` set.
    package static func openFile(_ path: String, _ options: OpenOptions) -> Int32 {
        open(path, options.rawValue)
    }

    /// A descriptor for `name` in the open folder `folder` (`openat`), or -1 with `errno` set.
    package static func openFile(named name: String, in folder: Int32, _ options: OpenOptions) -> Int32 {
        openat(folder, name, options.rawValue)
    }

    /// Opens `path` for reading and writing, creating it with mode 0600 when missing and never
    /// through a link (`open` with `O_CREAT | O_NOFOLLOW`), or -1 with `errno` set.
    package static func createFile(_ path: String) -> Int32 {
        open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
    }

    /// Reads up to `count` bytes into `buffer` (`read`): how many, 0 at the end, -1 with `errno` set.
    package static func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
        read(descriptor, buffer, count)
    }

    /// Writes up to `count` bytes from `buffer` (`write`): how many, or -1 with `errno` set.
    package static func writeBytes(to descriptor: Int32, from buffer: UnsafeRawPointer, count: Int) -> Int {
        write(descriptor, buffer, count)
    }

    /// Closes `descriptor` (`close`); false with `errno` set when the close reports an error.
    @discardableResult
    package static func closeDescriptor(_ descriptor: Int32) -> Bool {
        close(descriptor) == 0
    }

    /// A second descriptor for what `descriptor` has open (`dup`), or -1 with `errno` set.
    package static func duplicateDescriptor(_ descriptor: Int32) -> Int32 {
        dup(descriptor)
    }

    /// Clears `O_NONBLOCK` on `descriptor` (`fcntl`); false with `errno` set.
    package static func makeBlocking(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0
    }

    /// Takes an exclusive `flock` on `descriptor`, waiting for it unless `waiting` is false;
    /// true when it is held.
    @discardableResult
    package static func lockExclusively(_ descriptor: Int32, waiting: Bool) -> Bool {
        flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) == 0
    }

    /// Sets the permission bits of the file open as `descriptor` (`fchmod`), such as `0o644`.
    @discardableResult
    package static func changeMode(of descriptor: Int32, to mode: Int) -> Bool {
        // mode_t is 32 bits on glibc and 16 on Darwin.
        fchmod(descriptor, mode_t(mode)) == 0
    }
}
