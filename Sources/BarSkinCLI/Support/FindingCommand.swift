import ArgumentParser

/// A command whose exit status 1 means it found something: `trace`'s findings, `diff`'s
/// changes. For such a command a failure to run at all (a path that does not exist, a
/// folder or project it cannot read, a report it cannot write) exits 2, so a CI step can
/// tell "the app has a missing image" from "the step is pointed at the wrong folder".
protocol FindingCommand: ParsableCommand {}

extension FindingCommand {
    /// Exit status 2: the command could not do its job, so it reports nothing to act on.
    static var couldNotRun: ExitCode { ExitCode(2) }
}

extension TraceCommand: FindingCommand {}
extension DiffCommand: FindingCommand {}

/// The exit status for `error`, thrown by `command`: ArgumentParser's, except that a finding
/// command's own failure (anything but a usage error or an exit status it chose) is 2.
func exitStatus(for error: any Error, from command: (any ParsableCommand)?) -> Int32 {
    let status = BarSkinCommand.exitCode(for: error)
    guard command is any FindingCommand, status == .failure, !(error is ExitCode) else { return status.rawValue }
    return 2
}
