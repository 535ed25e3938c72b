import BarSkin

extension Console {
    /// With `--verbose`, a line for each file: `barskin: PATH: written`
    /// (or `unchanged`, `up-to-date`, `planned`, `written-through`), the `status` of its `--json` record.
    func detail(files: [OutputRecord]) {
        guard settings.verbosity == .verbose else { return }
        for file in files { detail("barskin: \(file.output): \(file.status.rawValue)" + Self.passThroughNote(file.status == .writtenThrough)) }
    }

    /// With `--verbose`, the line for a report or baseline written to `path`.
    func detail(wrote path: String, _ outcome: WriteOutcome) {
        guard settings.verbosity == .verbose else { return }
        detail("barskin: \(path): \(outcome.rawValue)" + Self.passThroughNote(outcome == .writtenThrough))
    }

    /// Why a file was written in place: it is no regular file, so a temporary renamed over it would replace it.
    private static func passThroughNote(_ writtenThrough: Bool) -> String {
        writtenThrough ? " (not a regular file: written in place, no temporary file, no rename)" : ""
    }

    /// With `--verbose`, a line for each file read: `barskin: PATH: read`.
    func detail(read paths: [String]) {
        guard settings.verbosity == .verbose else { return }
        for path in paths { detail("barskin: \(path): read") }
    }
}
