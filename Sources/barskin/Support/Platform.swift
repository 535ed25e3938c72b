// Every libc call the command line makes lives here.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few operating-system facts and actions the command line needs.
enum Platform {
    /// Whether standard error is a terminal that understands colour and cursor moves.
    static var standardErrorIsInteractive: Bool {
        guard isatty(STDERR_FILENO) != 0 else { return false }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        return term != "dumb" && !term.isEmpty
    }

    /// Whether colour is wanted: a terminal, and no `NO_COLOR` in the environment.
    static var colorIsWanted: Bool {
        standardErrorIsInteractive && getenv("NO_COLOR") == nil
    }

    /// Whether a progress display is wanted: a terminal, and not running under CI.
    static var progressIsWanted: Bool {
        standardErrorIsInteractive && getenv("CI") == nil
    }

    /// Writes text to standard error unbuffered, so it interleaves with progress.
    static func writeToStandardError(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Writes text to standard output. Commands print their result in one piece.
    static func writeToStandardOutput(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Ends the process with `code`.
    static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
