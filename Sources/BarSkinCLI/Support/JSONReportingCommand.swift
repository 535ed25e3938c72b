import ArgumentParser
import BarSkin

/// A command with `--json`: a script reading its standard output gets a JSON document
/// even when the command fails before it could print its own (an output folder that is
/// a file, an unreadable skin), so `main` prints the envelope with the failure.
protocol JSONReportingCommand: ParsableCommand {
    /// Whether the command was asked for JSON on standard output.
    var printsJSON: Bool { get }
    /// The `schemaVersion` its own document has.
    var jsonSchemaVersion: Int { get }
}

extension JSONReportingCommand {
    /// Version 1, that of documents without output records.
    var jsonSchemaVersion: Int { 1 }
}

extension BuildCommand: JSONReportingCommand {
    var printsJSON: Bool { json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension InfoCommand: JSONReportingCommand {
    var printsJSON: Bool { json }
}

extension NinePatchCheckCommand: JSONReportingCommand {
    var printsJSON: Bool { json }
}

extension TraceCommand: JSONReportingCommand {
    // Only when the report goes to standard output: one written to a file is no place for it.
    var printsJSON: Bool { reportFormat == .json && (output == nil || output == "-") }
}

/// A command that writes images: its `--json` is the skin build's document (version 2),
/// asked for with the ``ManifestOptions`` every such command has.
protocol ImageWritingCommand: JSONReportingCommand {
    /// Its `--dry-run`, `--force`, `--prune`, `--compression` and `--json`.
    var writing: ManifestOptions { get }
}

extension ImageWritingCommand {
    var printsJSON: Bool { writing.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension TabBarArtCommand: ImageWritingCommand { var writing: ManifestOptions { art.manifest } }
extension NavBarArtCommand: ImageWritingCommand { var writing: ManifestOptions { art.manifest } }
extension CellArtCommand: ImageWritingCommand { var writing: ManifestOptions { art.manifest } }
extension BackButtonCommand: ImageWritingCommand { var writing: ManifestOptions { options.art.manifest } }
extension BarButtonCommand: ImageWritingCommand { var writing: ManifestOptions { options.art.manifest } }
extension TintCommand: ImageWritingCommand { var writing: ManifestOptions { manifest } }
extension GlowCommand: ImageWritingCommand { var writing: ManifestOptions { options.manifest } }
extension ShadowCommand: ImageWritingCommand { var writing: ManifestOptions { options.manifest } }
extension NormalizeCommand: ImageWritingCommand { var writing: ManifestOptions { manifest } }
extension StretchCommand: ImageWritingCommand { var writing: ManifestOptions { manifest } }
extension SliceCommand: ImageWritingCommand { var writing: ManifestOptions { manifest } }
