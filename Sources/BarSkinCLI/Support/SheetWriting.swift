import ArgumentParser
import BarSkin
import Foundation

/// Writes a sheet's page and picture, for `sheet` and for the writing commands' `--sheet`.
struct SheetWriting {
    let console: Console
    let decoder: PNGDecoder

    /// The page to `html` (or standard output), and the picture to `png`, when given; then
    /// every file the sheet could not show, and every failure of its loading, as one error
    /// line each (the page and the picture read the same files: each failure once).
    /// Returns whether there was any.
    @discardableResult
    func write(_ sheet: ContactSheet, title: String, html: String?, toStandardOutput: Bool = false, png: String? = nil) throws -> Bool {
        var failures = sheet.failures
        let render = { (sink: @escaping (String) -> Void) in failures += SheetHTMLReport.write(sheet, title: title, decoder: decoder, to: sink) }
        if let html { console.detail(wrote: html, try AtomicFile.stream(to: html, render)) }
        if toStandardOutput { render { Platform.writeToStandardOutput($0) } }
        if let png {
            let (bytes, unshown) = try SheetPicture.png(sheet, title: title, path: png, decoder: decoder)
            failures += unshown
            console.detail(wrote: png, try AtomicFile.write(bytes, to: png))
        }
        var reported = Set<String>()
        for failure in failures where reported.insert(failure.path + "\u{0}" + failure.message).inserted { console.report(.error, failure) }
        return !failures.isEmpty
    }

    /// Runs a writing command's `body`, then writes `--sheet FILE` of what the builds with these
    /// manifests made: also when `body` failed (the sheet shows what was made), never on a dry run.
    func afterRun(sheet file: String?, dryRun: Bool, manifests: [String], title: String, _ body: () throws -> Void) throws {
        guard let file, !dryRun else { return try body() }
        let write = { try self.write(try ContactSheet.load(manifests: manifests.filter { FileManager.default.fileExists(atPath: $0) }), title: title, html: file) }
        do {
            try body()
        } catch {
            do { _ = try write() } catch { report(error) }
            throw error
        }
        // A file the sheet could not show fails the run, as it fails `barskin sheet`.
        if try write() { throw ExitCode.failure }
    }

    private func report(_ error: any Error) {
        if let located = error as? any LocatedError { console.report(.error, located) } else { console.report(.error, "\(error)") }
    }
}

/// `--sheet FILE`, on the commands that write images a reviewer looks at (tint, glow, shadow, build).
struct SheetOption: ParsableArguments {
    @Option(help: ArgumentHelp("Also write a contact sheet of what this run made (an HTML page, as barskin sheet writes) to FILE.", valueName: "file"))
    var sheet: String?

    func validate() throws {
        try validateOutputPath(sheet, flag: "--sheet", naming: "file")
    }
}
