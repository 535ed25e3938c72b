import ArgumentParser
import Foundation

/// How diagnostics are laid out on standard error.
enum DiagnosticStyle: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// `barskin: error: PATH:LINE:COL: message`, paths as the user named them.
    case `default`
    /// `/absolute/PATH:LINE:COL: error: message`, the form Xcode turns into issues it can jump to.
    case xcode

    /// The style a run gets without `--diagnostics`: Xcode's where Xcode runs the
    /// command (its build phases set `XCODE_VERSION_ACTUAL`), else the default.
    static func implied(by environment: [String: String]) -> DiagnosticStyle {
        environment["XCODE_VERSION_ACTUAL"].map { !$0.isEmpty } == true ? .xcode : .default
    }
}

/// How much a run says on standard error besides its errors.
enum Verbosity: Sendable {
    /// Errors only: no progress, warnings, notes or summaries.
    case quiet
    /// Progress on a terminal, warnings, notes and a summary.
    case normal
    /// All of that and a line for each file read or written (or found unchanged or up to date).
    case verbose
}

/// `--diagnostics`, `--quiet` and `--verbose`: one option group that every command
/// takes, so each prints its diagnostics through the same ``Console`` settings.
struct ConsoleOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Error and warning format: default (barskin: error: PATH:LINE:COL: message) or xcode (/absolute/PATH:LINE:COL: error: "
            + "message, which Xcode lists as issues); xcode when XCODE_VERSION_ACTUAL is set, as in an Xcode build phase.",
        valueName: "style"))
    var diagnostics: DiagnosticStyle?

    @Flag(name: .shortAndLong, help: "Print errors only: no progress, warnings, notes or summaries (standard output is unchanged).")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print a line for each file read or written (or found unchanged or up to date).")
    var verbose = false

    mutating func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    /// The console these options describe, in the process's environment.
    var console: Console {
        Console(settings: settings(environment: ProcessInfo.processInfo.environment))
    }

    /// The settings these options describe, with `environment` deciding the style when `--diagnostics` is absent.
    func settings(environment: [String: String]) -> Console.Settings {
        Console.Settings(style: diagnostics ?? DiagnosticStyle.implied(by: environment),
                         verbosity: quiet ? .quiet : verbose ? .verbose : .normal)
    }
}

/// A command that prints through a ``Console`` configured by ``ConsoleOptions``;
/// the entry point reads them to report what a command throws in the same style.
protocol ReportingCommand: ParsableCommand {
    /// The command's `--diagnostics`, `--quiet` and `--verbose`.
    var reporting: ConsoleOptions { get }
}

extension ConsoleOptions {
    /// The settings that `arguments` ask for, read word by word, for the messages
    /// printed when the command line itself does not parse (a usage error).
    static func settings(scanning arguments: ArraySlice<String>, environment: [String: String]) -> Console.Settings {
        var settings = Console.Settings(style: DiagnosticStyle.implied(by: environment))
        var words = arguments.makeIterator()
        while let word = words.next(), word != "--" {
            if word == "--diagnostics", let value = words.next().flatMap(DiagnosticStyle.init(rawValue:)) {
                settings.style = value
            } else if word.hasPrefix("--diagnostics="), let value = DiagnosticStyle(rawValue: String(word.dropFirst(14))) {
                settings.style = value
            } else if word == "--quiet" || word == "-q" {
                settings.verbosity = .quiet
            }
        }
        return settings
    }
}
