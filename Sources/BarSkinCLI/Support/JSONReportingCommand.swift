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
    var printsJSON: Bool { (json || format == .json) && (output == nil || output == "-") }
}

extension TabBarArtCommand: JSONReportingCommand {
    var printsJSON: Bool { art.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension NavBarArtCommand: JSONReportingCommand {
    var printsJSON: Bool { art.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension CellArtCommand: JSONReportingCommand {
    var printsJSON: Bool { art.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension BackButtonCommand: JSONReportingCommand {
    var printsJSON: Bool { options.art.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension BarButtonCommand: JSONReportingCommand {
    var printsJSON: Bool { options.art.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension TintCommand: JSONReportingCommand {
    var printsJSON: Bool { manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension GlowCommand: JSONReportingCommand {
    var printsJSON: Bool { options.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension ShadowCommand: JSONReportingCommand {
    var printsJSON: Bool { options.manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}

extension NormalizeCommand: JSONReportingCommand {
    var printsJSON: Bool { manifest.json }
    var jsonSchemaVersion: Int { OutputRecord.schemaVersion }
}
