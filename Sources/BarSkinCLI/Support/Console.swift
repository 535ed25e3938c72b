import BarSkin
import Foundation

/// Prints diagnostics to standard error in compiler format: by default
/// `barskin: error: PATH[:LINE[:COL]]: message`, coloured only on a terminal, or as
/// Xcode reads them, `/absolute/PATH[:LINE[:COL]]: error: message`.
final class Console: @unchecked Sendable {
    /// How serious a diagnostic is.
    enum Severity: String {
        case error, warning, note
    }

    /// How a run prints: the diagnostics' layout and how much it says.
    struct Settings: Sendable {
        var style: DiagnosticStyle = .default
        var verbosity: Verbosity = .normal
    }

    /// The settings this console prints with.
    let settings: Settings
    private let lock = NSLock()
    private let color: Bool
    private var progressLineShown = false
    private var lastProgressDraw = Date.distantPast

    /// A console printing with `settings`.
    init(settings: Settings = Settings()) {
        self.settings = settings
        // Xcode's build log shows escape codes as text.
        color = settings.style == .default && Platform.colorIsWanted
    }

    /// Whether a progress bar is wanted: a terminal, not under CI, not `--quiet`.
    var wantsProgress: Bool { settings.verbosity != .quiet && Platform.progressIsWanted }

    /// Prints one diagnostic about a file.
    func report(_ severity: Severity, _ error: any LocatedError) {
        guard severity == .error || settings.verbosity != .quiet else { return }
        let worded = CommandLineRemedies.worded(error)
        let location = DiagnosticLocation(path: worded.path, line: worded.line, column: worded.column)
        print(severity, location: location.text(style: settings.style), worded.message)
    }

    /// Prints one diagnostic about the file at `path`, with a free-form message.
    func report(_ severity: Severity, path: String, _ message: String) {
        report(severity, ProblemText(message).located(at: path))
    }

    /// Prints one diagnostic about no file in particular.
    func report(_ severity: Severity, _ message: String) {
        guard severity == .error || settings.verbosity != .quiet else { return }
        print(severity, location: nil, message)
    }

    private func print(_ severity: Severity, location: String?, _ message: String) {
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
        let location = location?.escapingControlCharacters, message = message.escapingControlCharacters
        let text = switch (settings.style, location) {
        case (.default, nil): "barskin: \(label) \(message)"
        case (.default, let location?): "barskin: \(label) \(location): \(message)"
        case (.xcode, nil): "\(label) \(message)"
        case (.xcode, let location?): "\(location): \(label) \(message)"
        }
        write(text + "\n")
    }

    /// Prints a summary line on standard error; `--quiet` leaves it out.
    func line(_ text: String) {
        if settings.verbosity != .quiet { write(text + "\n") }
    }

    /// Prints a line only with `--verbose`: what happened to each file.
    func detail(_ text: @autoclosure () -> String) {
        if settings.verbosity == .verbose { write(text().escapingControlCharacters + "\n") }
    }

    /// Prints lines that belong to the error just reported (a usage error's usage
    /// and help), which `--quiet` keeps with the error.
    func errorContext(_ text: String) {
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
