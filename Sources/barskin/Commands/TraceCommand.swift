import ArgumentParser
import BarSkin
import Foundation

/// `barskin trace`: which images a project's storyboards, xibs, code,
/// Info.plist and skin files load, resolved as `imageNamed:` does on a device, plus an asset audit.
struct TraceCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Report the images a project loads, resolved like imageNamed: on a device, and audit its assets.",
        discussion: """
        Reads storyboards and xibs (both formats), Swift and Objective-C call sites,
        Info.plist, BarSkin skin files (*.skin.yml: the masks and art they build
        from), loose image files, .bundle folders and .xcassets catalogs. Skips
        .build, DerivedData, Pods, Carthage and .git. Names resolve case-sensitively:
        catalog first, then loose files (PNG is the only implicit extension), @Nx
        before ~device, the highest scale of --scales first, then the nearest
        higher scale, then lower ones. Skin files name their images by path,
        relative to the skin file.

        Errors: missing, case-mismatch. Warnings: unused, scale-gap, size-mismatch,
        misnamed, duplicate, unresolvable-dynamic. A project file that cannot be
        parsed is reported as `barskin: error: PATH:LINE:COL: message` and fails the
        run; the rest of the project is still traced and reported.

        Exit status: 0 when nothing is at error level, 1 when something is (or
        with --warnings-as-errors, when there is any finding), 64 for bad usage.

        Examples:
          barskin trace
          barskin trace MyApp --device ipad --scales 2
          barskin trace MyApp --format xcode            # in an Xcode Run Script phase
          barskin trace MyApp --format github           # annotations in a GitHub Actions run
          barskin trace MyApp --format json -o trace.json
          barskin trace MyApp --format html -o trace.html --ignore .barskin-ignore
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, xcode, github, json, html
    }

    @Argument(help: ArgumentHelp("Project folders or files (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Report format: text, xcode (absolute paths, for a Run Script phase), github (workflow annotations), json or html.")
    var format: Format = .text

    @Flag(help: "Same as --format json, like the other commands' --json.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Device to resolve for.")
    var device: DeviceProfile.Device = .iphone

    @Option(help: ArgumentHelp("Screen scales the device must cover, comma-separated.", valueName: "list"))
    var scales: String = "2,3"

    @Option(help: ArgumentHelp("Also skip paths or names matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("A file of names or globs (one per line, # comments) whose findings are accepted.", valueName: "file"))
    var ignore: String?

    @Flag(help: "Exit 1 on warnings too.")
    var warningsAsErrors = false

    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output", naming: "file")
        guard parsedScales != nil else {
            throw ValidationError("--scales must list scales from 1 to 3, such as 2,3, not '\(scales)'")
        }
    }

    private var parsedScales: [Int]? {
        let values = scales.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && (1...3).contains($0!) }) else { return nil }
        return values.map { $0! }
    }

    func run() throws {
        let console = reporting.console
        let start = Date()
        let ignored = try ignoreGlobs()
        let options = TraceOptions(profile: DeviceProfile(device: device, scales: parsedScales ?? [2, 3]),
                                   excludes: exclude.map(Glob.init), jobs: batch.jobs)
        let report = Tracer(options: options).trace(paths.isEmpty ? ["."] : paths).ignoring(ignored)
        if let output, let input = Self.input(sameAs: output, in: report.inputs + (ignore.map { [$0] } ?? [])) {
            throw FailedInputBox(error: FileError.wouldOverwriteInput(path: output, input: input))
        }
        // The report goes out as it is rendered, piece by piece: to standard output, or
        // through a temporary file renamed over --output, never held whole.
        let format = json ? .json : format
        let render = { (sink: @escaping (String) -> Void) in
            switch format {
            case .text: TraceTextReport.write(report, to: sink)
            case .xcode: sink(TraceXcodeReport.text(report))
            case .github: sink(TraceGitHubReport.text(report))
            case .json: TraceJSONReport.write(report, to: sink)
            case .html: TraceHTMLReport.write(report, to: sink)
            }
        }
        if let output { try AtomicFile.stream(to: output, render) } else { render { Platform.writeToStandardOutput($0) } }
        console.detail(read: report.inputs)
        for error in report.errors { console.report(.error, error) }
        let errors = report.findings(.error).count, warnings = report.findings(.warning).count
        console.line("barskin: traced \(counted(report.references.count, "reference")) and \(counted(report.assets.count, "asset")): "
            + "\(counted(errors, "error")), \(counted(warnings, "warning")) in \(formatSeconds(since: start))"
            + (report.errors.isEmpty ? "" : "; \(counted(report.errors.count, "file")) could not be read"))
        if !report.errors.isEmpty || errors > 0 || (warningsAsErrors && warnings > 0) { throw ExitCode.failure }
    }

    /// The input that `output` already is (same file, through links or `..`), if any.
    private static func input(sameAs output: String, in inputs: [String]) -> String? {
        func identity(_ path: String) -> [Int]? {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
                  let device = attributes[.systemNumber] as? Int, let inode = attributes[.systemFileNumber] as? Int else { return nil }
            return [device, inode]
        }
        guard let target = identity(output) else { return nil }
        return inputs.first { identity($0) == target }
    }

    private func ignoreGlobs() throws -> [Glob] {
        guard let ignore else { return [] }
        guard let data = FileManager.default.contents(atPath: ignore) else {
            throw FailedInputBox(error: TraceError.unreadable(path: ignore, reason: "cannot open the ignore file"))
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\u{FEFF}"])) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map(Glob.init)
    }
}

extension DeviceProfile.Device: ExpressibleByArgument {}
