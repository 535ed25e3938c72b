// What the command line asks of the operating system, in one place; the C library
// calls themselves are BarSkinCore's `SystemCalls`, written for glibc and for Darwin's libc.
import BarSkinCore
import CSystem

/// The few operating-system facts and actions the command line needs.
enum Platform {
    /// Whether standard error is a terminal that understands colour and cursor moves.
    static var standardErrorIsInteractive: Bool {
        guard SystemCalls.isTerminal(SystemCalls.standardError) else { return false }
        let term = SystemCalls.environmentValue("TERM") ?? ""
        return term != "dumb" && !term.isEmpty
    }

    /// Whether colour is wanted: a terminal, and no `NO_COLOR` in the environment.
    static var colorIsWanted: Bool {
        standardErrorIsInteractive && SystemCalls.environmentValue("NO_COLOR") == nil
    }

    /// Whether a progress display is wanted: a terminal, and not running under CI.
    static var progressIsWanted: Bool {
        standardErrorIsInteractive && SystemCalls.environmentValue("CI") == nil
    }

    /// Writes text to standard error unbuffered, so it interleaves with progress.
    static func writeToStandardError(_ text: String) {
        writeAll(text, to: SystemCalls.standardError)
    }

    /// Writes text to standard output. Commands print their result in one piece.
    static func writeToStandardOutput(_ text: String) {
        writeAll(text, to: SystemCalls.standardOutput)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = SystemCalls.writeBytes(to: descriptor, from: buffer.baseAddress! + offset, count: buffer.count - offset)
                if written < 0 && SystemCalls.lastError(is: .interrupted) { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Keeps freed memory for reuse instead of handing it back to the kernel after
    /// every image. By default glibc trims the heap as soon as zlib's deflate state
    /// (about 256 KB an encode) is freed, so every icon faulted fresh zeroed pages
    /// back in, and two worker threads contended for the one address space while
    /// doing it: measured on 1000 masks, one job went from 0.46 s to 0.36 s and two
    /// jobs from 1.4x to 1.7x one job's speed. Images over 32 MB still get their own
    /// mappings, returned when freed, so peak memory stays bounded.
    static func tuneAllocator() {
        bs_keep_freed_memory()
    }

    /// Makes Ctrl-C and `kill` remove the temporary files of writes in progress
    /// before the process dies of the signal (a finished file is never partial;
    /// this keeps hidden `.NAME.barskin-XXXXXX` files from being left behind).
    static func removeTemporariesOnInterrupt() {
        bs_install_interrupt_cleanup()
    }

    /// Ends the process with `code`.
    static func exit(_ code: Int32) -> Never {
        SystemCalls.exitProcess(code)
    }
}
