import ArgumentParser
import BarSkin
import Foundation

/// The `barskin` command: dispatches to the subcommands and prints usage errors
/// in the same `barskin: error:` format as every other diagnostic.
@main
struct BarSkinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "barskin",
        abstract: "Build-time image assets for iOS-style apps: tint masks, draw bars, buttons, cells, glows and shadows, stretch cap-inset art, build skins, trace image use.",
        discussion: """
        Results go to standard output; progress, warnings and errors to standard error.
        Exit status: 0 on success, 1 when any input failed, 64 for bad usage. trace and
        diff exit 1 for findings and changes, and 2 when they could not run at all (a
        path that does not exist, a folder or project that cannot be read).
        Every command takes --diagnostics xcode (errors as /absolute/PATH:LINE:COL:
        error: message, the default in an Xcode build phase), --quiet and --verbose.

        Examples:
          barskin info Assets/icons/chat@2x.png
          barskin normalize Assets -o Build
          barskin tint Assets/icons -o Build/tabbar --item-size 30x30
          barskin glow Assets/icons -o Build/glow --blur 6 --with-shape
          barskin shadow Assets/icons -o Build/shadow --offset 0,1
          barskin stretch Box@2x.png --size 120x44 --insets 4,4,4,4 -o Build/
          barskin slice Box.png Box@2x.png --insets 4,4,4,4 --catalog App.xcassets
          barskin build Assets/Sample.skin.yml
          barskin tabbar-art -o Build/TabBar --width 320
          barskin back-button --title Back -o Build/Nav
          barskin trace MyApp --format html -o trace.html
        """,
        version: BarSkinVersion.current,
        subcommands: [
            InfoCommand.self, NormalizeCommand.self, TintCommand.self, GlowCommand.self, ShadowCommand.self,
            StretchCommand.self, SliceCommand.self, NinePatchCommand.self, BuildCommand.self, TabBarArtCommand.self,
            BackButtonCommand.self, BarButtonCommand.self, NavBarArtCommand.self, CellArtCommand.self,
            TraceCommand.self, DiffCommand.self, SheetCommand.self,
        ]
    )

    static func main() {
        Platform.tuneAllocator()
        Platform.removeTemporariesOnInterrupt()
        _ = StaleTemporaries.shared  // the run starts now: older temporaries are a killed run's
        let code: Int32
        // Until the command line parses, its --diagnostics and --quiet are read off the words.
        var console = Console(settings: ConsoleOptions.settings(scanning: CommandLine.arguments.dropFirst(),
                                                                environment: ProcessInfo.processInfo.environment))
        if let mistake = SubcommandCheck.mistake(in: Array(CommandLine.arguments.dropFirst()), root: Self.self) {
            console.report(.error, mistake)
            Platform.exit(ExitCode.validationFailure.rawValue)
        }
        var parsed: (any ParsableCommand)?
        do {
            var command = try parseAsRoot()
            parsed = command
            if let reporting = (command as? any ReportingCommand)?.reporting { console = reporting.console }
            try command.run()
            code = 0
        } catch let usage as UsageError {
            code = ExitCode.validationFailure.rawValue
            console.report(.error, usage.message)
        } catch {
            code = exitStatus(for: error, from: parsed)
            // A command that printed its document says so by throwing ExitCode; any other
            // failure after parsing came before it, so the document is printed here.
            if code != 0, !(error is ExitCode), let command = parsed as? any JSONReportingCommand, command.printsJSON {
                let located = (error as? any LocatedError) ?? ProblemText(UsageMessage.worded(message(for: error))).located(at: "")
                printJSON([], failures: [located], schemaVersion: command.jsonSchemaVersion)
            }
            if code == 0 {
                Platform.writeToStandardOutput(fullMessage(for: error) + "\n")
            } else if let located = error as? any LocatedError {
                console.report(.error, located)
            } else {
                reportUsageError(error, console: console)
            }
        }
        StaleTemporaries.shared.finishRun()
        for path in StaleTemporaries.shared.removed {
            console.report(.note, path: path, "removed, a temporary file left by an interrupted run")
        }
        Platform.exit(code)
    }

    /// The parser's message as one escaped `error:` line, then its help and usage
    /// lines as they are. The message is taken apart from the rest before printing,
    /// since a value it quotes (`--selected-color $'#ff00ff\n'`) may hold a line
    /// break that must be escaped rather than mistaken for the end of the message.
    private static func reportUsageError(_ error: any Error, console: Console) {
        let message = message(for: error), full = fullMessage(for: error)
        guard !message.isEmpty else {
            if !full.isEmpty { console.errorContext(full) }
            return
        }
        console.report(.error, UsageMessage.worded(message))
        let head = "Error: " + message
        guard full.hasPrefix(head) else { return }
        let rest = full.dropFirst(head.count).drop { $0 == "\n" }
        if !rest.isEmpty { console.errorContext(String(rest)) }
    }
}

/// The version printed by `barskin --version`.
enum BarSkinVersion {
    static let current = "0.1.0"
}
