import BarSkin

extension Console {
    /// With `--verbose`, a line for each file: `barskin: PATH: written`
    /// (or `unchanged`, `up-to-date`, `planned`), the `status` of its `--json` record.
    func detail(files: [OutputRecord]) {
        guard settings.verbosity == .verbose else { return }
        for file in files { detail("barskin: \(file.output): \(file.status.rawValue)") }
    }

    /// With `--verbose`, a line for each file read: `barskin: PATH: read`.
    func detail(read paths: [String]) {
        guard settings.verbosity == .verbose else { return }
        for path in paths { detail("barskin: \(path): read") }
    }
}
