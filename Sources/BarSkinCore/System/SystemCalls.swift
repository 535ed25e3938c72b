// The C library is reached from these files in this folder only: glibc and Darwin's
// libc differ in names, types and constants, and one place to write each difference
// is what keeps a Mac build honest when only Linux runs the tests.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every C library call BarSkin makes, each a thin wrapper with the call's own
/// meaning: the same arguments and results, and `errno` left as the call set it.
///
/// The names say what happens (`openFile`, not `open`) so that inside this enum the
/// C functions are never shadowed by their wrappers.
package enum SystemCalls {
    /// The `errno` values callers tell apart.
    package enum Failure: Sendable {
        /// `EINTR`: a signal arrived first; the call may be repeated.
        case interrupted
        /// `ENXIO`: for a named pipe opened to write without blocking, no process reads it.
        case noDeviceOrAddress
        /// `ELOOP`: a symbolic link where none may be followed, or a loop of them.
        case linkLoop
        /// `ENAMETOOLONG`: a path longer than the system takes (4096 bytes on Linux, 1024 on macOS).
        case nameTooLong
        /// `EAGAIN`: a descriptor that does not wait has nothing to give or take yet.
        case wouldBlock

        fileprivate var number: Int32 {
            switch self {
            case .interrupted: EINTR
            case .noDeviceOrAddress: ENXIO
            case .linkLoop: ELOOP
            case .nameTooLong: ENAMETOOLONG
            case .wouldBlock: EAGAIN
            }
        }
    }

    /// Whether the last call that failed failed for `failure`; ask before any other call.
    package static func lastError(is failure: Failure) -> Bool {
        errno == failure.number
    }

    /// The last failed call's `errno` as lowercase text ("no space left on device").
    package static func lastErrorText() -> String {
        errorText(errno)
    }

    /// The text of the `errno` value `number`, lowercase so it reads well after a colon.
    package static func errorText(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }
}

extension SystemCalls {
    /// Standard output's descriptor.
    package static let standardOutput: Int32 = STDOUT_FILENO
    /// Standard error's descriptor.
    package static let standardError: Int32 = STDERR_FILENO

    /// Whether `descriptor` is a terminal (`isatty`).
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0
    }

    /// The environment variable `name`, nil when it is not set (`getenv`).
    package static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `code` (`exit`).
    package static func exitProcess(_ code: Int32) -> Never {
        exit(code)
    }

    /// The wall-clock time now (`clock_gettime` on `CLOCK_REALTIME`), comparable with file times.
    package static func currentTime() -> FileTime {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return FileTime(seconds: Int(now.tv_sec), nanoseconds: Int(now.tv_nsec))
    }
}
