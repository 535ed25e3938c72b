import BarSkin
import Foundation

/// Prints diagnostics to standard error in compiler format,
/// `barskin: error: PATH[:LINE[:COL]]: message`, coloured only on a terminal.
final class Console: @unchecked Sendable {
    /// How serious a diagnostic is.
    enum Severity: String {
        case error, warning, note
    }

    private let lock = NSLock()
    private let color = Platform.colorIsWanted
    private var progressLineShown = false
    private var lastProgressDraw = Date.distantPast

    /// Prints one diagnostic about a file.
    func report(_ severity: Severity, _ error: any LocatedError) {
        let worded = CommandLineRemedies.worded(error)
        report(severity, "\(worded.location): \(worded.message)")
    }

    /// Prints one diagnostic with a free-form message.
    func report(_ severity: Severity, _ message: String) {
        let label: String
        if color {
            let code = switch severity {
            case .error: "1;31"
            case .warning: "1;35"
            case .note: "1;36"
            }
            label = "\u{1B}[\(code)m\(severity.rawValue):\u{1B}[0m"
        } else {
            label = "\(severity.rawValue):"
        }
        // A file name holding a line break or an escape code must not split the
        // diagnostic or drive the terminal.
        write("barskin: \(label) \(message.escapingControlCharacters)\n")
    }

    /// Prints a line on standard error (summaries).
    func line(_ text: String) {
        write(text + "\n")
    }

    /// Replaces the progress line: `[=====>    ] 120/1000`, at most every 50 ms
    /// so thousands of small files do not turn into thousands of terminal writes.
    func progress(done: Int, total: Int, label: String) {
        let now = Date()
        lock.lock()
        let due = done == total || now.timeIntervalSince(lastProgressDraw) >= 0.05
        if due { lastProgressDraw = now }
        lock.unlock()
        guard due else { return }
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" : "")
            + String(repeating: " ", count: max(0, width - filled - 1))
        lock.lock()
        defer { lock.unlock() }
        progressLineShown = true
        Platform.writeToStandardError("\r\u{1B}[2K\(label) [\(bar)] \(done)/\(total)")
    }

    private func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if progressLineShown {
            Platform.writeToStandardError("\r\u{1B}[2K")
            progressLineShown = false
        }
        Platform.writeToStandardError(text)
    }

    /// Removes the progress line, if one is shown.
    func clearProgress() {
        write("")
    }
}
