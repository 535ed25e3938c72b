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
        .build, DerivedData, Pods, Carthage, node_modules, .git, .hg, .svn and
        BarSkinQuarantine.
        Names resolve case-sensitively: catalog first, then loose files (PNG is the
        only implicit extension), @Nx before ~device, the highest scale of --scales
        first, then the nearest higher scale, then lower ones. Skin files name their
        images by path, relative to the skin file.

        With an Xcode project (*.xcodeproj under the paths), trace reads its targets:
        what each compiles and what its Copy Bundle Resources phase ships. Test
        targets are left out (their code, plists and images) unless --target names
        one. Images in no target that nothing references (snapshot-test references,
        documentation art) are not the app's: one line per folder, each of them
        with --verbose. An image no target ships is never unused; a reference
        to an image that is on disk but not in the bundle of a target that runs it
        is missing; code no target compiles loads nothing. Swift packages under the
        paths, and local packages a project references, are targets of their own
        (read from Package.swift, never run). Launch images (Default*.png), app
        icons (Icon*.png, icon sets Info.plist or the build settings name) and
        Settings.bundle art count as used.

        Names are followed where the code says what they are: constants and enum
        raw values in any file, computed properties that return literals, wrapper
        functions whose callers pass literals, Xcode's generated asset symbols
        (Image(.chat), ImageResource.chat, a bare .chat where an image is meant,
        ACImageNameChat), SwiftGen's and R.swift's accessors. An image that only a
        string, a dynamic name with a fixed part ("icon_\\(n)") or a member of its
        name could load is possibly-used. A name that could be any image
        ("%@.png") is reported once at its site and hides nothing: declare the
        names an app builds from data with --assume-used, or once in a
        .barskin-trace.yml beside the project (assume-used: [GLOB, ...]). So
        unused means: nothing names it, safe to delete.

        Errors: missing, case-mismatch. Warnings: unused, possibly-used,
        not-in-bundle, scale-gap, size-mismatch, misnamed, duplicate,
        unresolvable-dynamic, variant-gap; a build setting naming no accent or
        widget background colour is a missing warning, as in Xcode. Every finding
        names its asset type (image, color); --kind and --asset-type select
        findings by kind and type, and a baseline matches the type too. A project
        file that cannot be parsed is reported as
        `barskin: error: PATH:LINE:COL: message` and fails the run; the rest of the
        project is still traced and reported.

        Exit status: 0 when nothing is at error level; 1 when something is (or
        with --warnings-as-errors, when there is any finding), or a project file
        is malformed; 2 when trace could not run: a path given that does not
        exist, a folder it cannot list, an Xcode project it cannot read, a
        --baseline or --ignore file it cannot read or a report it cannot write;
        64 for bad usage.
        Findings in the --baseline report do not count: a team can adopt trace on
        an old app and fail CI only on new problems.

        --quarantine plans moving every unused image (never possibly-used ones,
        unreferenced groups or images in no target) into BarSkinQuarantine: a
        catalog set under its catalog's name and groups, a loose file under
        Loose/ with its old path. --apply moves the files, removes their objects
        from the Xcode project by identifier (a generated project's spec lines are
        listed instead), writes manifest.json, and traces again: a move that made
        an image missing is put back and exits 1. In a git work tree the moves are
        staged as renames and files with uncommitted changes stay (--allow-dirty
        moves them); --patch FILE writes the quarantine as a git patch instead.
        A run cut short is completed by the next --apply or undone by --restore.
        --restore puts back what the manifest records (every asset, or the names
        after the traced folder), refusing a file that changed since.
        --purge-quarantine --older-than DAYS lists, and with --apply deletes, the
        quarantined files of moves older than DAYS: only those the manifest names.

        Examples:
          barskin trace
          barskin trace MyApp --device ipad --scales 2
          barskin trace MyApp --format xcode     # the default in a Run Script phase
          barskin trace MyApp --format github    # annotations in GitHub Actions
          barskin trace MyApp --format sarif -o trace.sarif    # code scanning
          barskin trace MyApp --format json -o trace.json
          barskin trace MyApp --format json -o - | jq .findings
          barskin trace MyApp --format html -o trace.html --ignore .barskin-ignore
          barskin trace MyApp --target Widget
          barskin trace MyApp --assume-used 'flag_*' --assume-used '*Event'
          barskin trace MyApp --kind missing --asset-type image  # missing images alone
          barskin trace MyApp --write-baseline trace-baseline.json
          barskin trace MyApp --baseline trace-baseline.json --warnings-as-errors
          barskin trace MyApp --quarantine             # the plan: what moves where
          barskin trace MyApp --quarantine --json
          barskin trace MyApp --quarantine --apply     # move, edit, trace again
          barskin trace MyApp --restore orphan         # put one asset back
          barskin trace MyApp --restore                # put everything back
          barskin trace MyApp --quarantine --quarantine-folder MyApp/Attic
          barskin trace MyApp --quarantine --patch quarantine.patch
          barskin trace MyApp --purge-quarantine --older-than 90 --apply
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, xcode, github, sarif, json, html
    }

    @Argument(help: ArgumentHelp("Project folders or files (default: the current folder).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Report format: text, xcode (absolute paths, for a Run Script phase), github (workflow annotations), sarif (SARIF 2.1.0, for code scanning), json or html; "
        + "default: xcode when XCODE_VERSION_ACTUAL is set, as in an Xcode build phase, else text."))
    var format: Format?

    @Flag(help: "Same as --format json, like the other commands' --json.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write the report to this file instead of standard output; - is standard output. A device or named pipe "
            + "(/dev/stdout) is written in place, a symbolic link's target is replaced.", valueName: "file"))
    var output: String?

    @Option(help: "Device to resolve for.")
    var device: DeviceProfile.Device = .iphone

    @Option(help: ArgumentHelp("Screen scales the device must cover, comma-separated.", valueName: "list"))
    var scales: String = "2,3"

    @Option(help: ArgumentHelp("Also skip paths or names matching this glob (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    @Option(help: ArgumentHelp("A file of names or globs (one per line, # comments) whose findings are accepted.", valueName: "file"))
    var ignore: String?

    @Option(help: ArgumentHelp("Trace this Xcode target alone (a test target too); default: every target but tests.", valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("Count images and colour sets whose name matches this glob as used: names the app builds from data (repeatable).", valueName: "glob"))
    var assumeUsed: [String] = []

    @Option(help: ArgumentHelp("Report only findings of these kinds, comma-separated (repeatable): missing, unused, "
        + "duplicate, … (the kinds listed above).", valueName: "list"))
    var kind: [String] = []

    @Option(help: ArgumentHelp("Report only findings about these asset types, comma-separated (repeatable): "
        + AssetType.allCases.map(\.rawValue).joined(separator: ", ") + ".", valueName: "list"))
    var assetType: [String] = []

    @Option(help: ArgumentHelp("A report or baseline of accepted findings: only findings not in it fail the run.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every finding of this run to a baseline file, for --baseline; this run then passes, as later runs with --baseline do.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Exit 1 on warnings too.")
    var warningsAsErrors = false

    @OptionGroup var quarantine: TraceQuarantineOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output", naming: "file")
        try validateOutputPath(writeBaseline, flag: "--write-baseline", naming: "file")
        if quarantine.isRequested {
            if quarantine.quarantine && paths.count > 1 { throw ValidationError("--quarantine traces one folder, not \(paths.count) paths") }
            // One target's trace leaves out the other targets' code, whose images would move out from under it.
            if quarantine.quarantine && target != nil { throw ValidationError("--quarantine moves images out of every target, so it traces them all: not with --target") }
            if ![.text, .json].contains(reportFormat) { throw ValidationError("--quarantine and --restore print text or --json, not --format \(reportFormat.rawValue)") }
            if output != nil || writeBaseline != nil { throw ValidationError("--quarantine and --restore print to standard output: no --output or --write-baseline") }
        }
        _ = try selectedKinds
        _ = try selectedTypes
        guard parsedScales != nil else {
            throw ValidationError("--scales must list scales from 1 to 3, such as 2,3, not '\(scales)'")
        }
    }

    /// The report's format: --json's or --format's, else the one the place it runs in reads:
    /// Xcode's issue lines in a Run Script phase (Xcode sets XCODE_VERSION_ACTUAL there), text elsewhere.
    var reportFormat: Format {
        if json { return .json }
        if let format { return format }
        return DiagnosticStyle.implied(by: ProcessInfo.processInfo.environment) == .xcode ? .xcode : .text
    }

    /// The kinds `--kind` names; nil for every kind.
    /// - Throws: `ValidationError` naming a value that is no kind, with the nearest.
    var selectedKinds: Set<Finding.Kind>? {
        get throws { try Self.selection(kind, flag: "--kind", Finding.Kind.self) }
    }

    /// The asset types `--asset-type` names; nil for every type.
    var selectedTypes: Set<AssetType>? {
        get throws { try Self.selection(assetType, flag: "--asset-type", AssetType.self) }
    }

    /// The values of a comma-separated, repeatable flag; nil when not given.
    private static func selection<Value: RawRepresentable & CaseIterable & Hashable>(_ lists: [String], flag: String, _: Value.Type) throws -> Set<Value>?
    where Value.RawValue == String {
        guard !lists.isEmpty else { return nil }
        var values = Set<Value>()
        for written in lists.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let value = Value(rawValue: written) else {
                let names = Value.allCases.map(\.rawValue)
                let fix = NameSuggestion.closest(to: written, among: names).map { "did you mean '\($0)'?" } ?? "one of \(names.joined(separator: ", "))"
                throw ValidationError("\(flag) takes \(names.joined(separator: ", ")), not '\(written)': \(fix)")
            }
            values.insert(value)
        }
        return values
    }

    private var parsedScales: [Int]? {
        let values = scales.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && (1...3).contains($0!) }) else { return nil }
        return values.map { $0! }
    }

    func run() throws {
        if quarantine.restore { return try runRestore() }
        if quarantine.purgeQuarantine { return try runPurge() }
        let console = reporting.console
        let start = Date()
        let ignored = try ignore.map(TraceIgnoreFile.globs(readingFrom:)) ?? []
        let accepted = try baseline.map(TraceBaseline.init(readingFrom:))
        var options = TraceOptions(profile: DeviceProfile(device: device, scales: parsedScales ?? [2, 3]),
                                   excludes: exclude.map(Glob.init), jobs: batch.jobs, target: target,
                                   assumeUsed: assumeUsed.map(Glob.init))
        // Findings word their fixes with the flags that make them.
        options.wording = { CommandLineRemedies.text($0) }
        let roots = paths.isEmpty ? ["."] : paths
        // The quarantine's files are no longer the app's: a trace that checks a quarantine never reads them.
        if quarantine.quarantine, let folder = quarantine.quarantineFolder {
            options.excludes.append(Glob(PathText.relative(PathText.absolute(folder), to: PathText.absolute(roots[0]))))
        }
        // A mistyped path would otherwise be traced as an empty project: a whole report of nothing.
        let missing = roots.filter { !FileManager.default.fileExists(atPath: $0) }
        if !missing.isEmpty {
            let failures = missing.map { ProblemText("no such file or folder").located(at: $0) }
            // Only the errors: no empty report; a script asking for JSON still gets a document.
            if printsJSON { printJSON([], failures: failures) }
            for failure in failures { console.report(.error, failure) }
            throw Self.couldNotRun
        }
        // A run cut short is finished first: the trace then sees its moves made, as after an uninterrupted run.
        if quarantine.quarantine && quarantine.apply { try resumeInterruptedQuarantine() }
        var report = Tracer(options: options).trace(roots).ignoring(ignored).selecting(kinds: try selectedKinds, types: try selectedTypes)
        try checkTarget(in: report)
        if quarantine.quarantine {
            for error in report.errors { console.report(.error, error) }
            return try runQuarantine(report) { [options] in Tracer(options: options).trace(roots) }
        }
        if let accepted { report = report.marking(accepted) }
        let readFiles = report.inputs + [ignore, baseline].compactMap { $0 }
        // `-o -` is standard output, like no -o at all.
        let output = output == "-" ? nil : output
        for written in [output, writeBaseline].compactMap({ $0 }) {
            if let input = FileIdentity.first(of: readFiles, sameAs: written) {
                throw FileProblem.wouldOverwriteInput(input: input).located(at: written)
            }
        }
        if let writeBaseline {
            console.detail(wrote: writeBaseline, try AtomicFile.write(Array(TraceBaseline.document(for: report, at: writeBaseline).utf8), to: writeBaseline))
            // Writing a baseline accepts what it holds: this run, like the next with --baseline, passes.
            report = report.acceptingAll()
        }
        // The report goes out as it is rendered, piece by piece: to standard output, or
        // to --output (see OutputTarget for where that goes), never held whole.
        let format = reportFormat
        let render = { (sink: @escaping (String) -> Void) in
            switch format {
            case .text: TraceTextReport.write(report, listingAll: console.settings.verbosity == .verbose, wording: CommandLineRemedies.text, to: sink)
            case .xcode: TraceXcodeReport.write(report, to: sink)
            case .github: TraceGitHubReport.write(report, to: sink)
            case .sarif: TraceSARIFReport.write(report, toolVersion: BarSkinVersion.current, hasBaseline: accepted != nil, to: sink)
            case .json: TraceJSONReport.write(report, to: sink)
            case .html: TraceHTMLReport.write(report, to: sink)
            }
        }
        if let output { console.detail(wrote: output, try AtomicFile.stream(to: output, render)) } else { render { Platform.writeToStandardOutput($0) } }
        console.detail(read: report.inputs)
        for warning in report.warnings { console.report(.warning, warning) }
        // A step pointed at the wrong folder would otherwise pass with a report of nothing.
        if report.inputs.isEmpty && report.errors.isEmpty {
            for root in roots { console.report(.warning, path: root, "holds nothing trace reads: no storyboard, xib, source file, Info.plist, skin file or image") }
        }
        for error in report.errors { console.report(.error, error) }
        let errors = report.newFindings(.error), warnings = report.newFindings(.warning)
        let known = report.findings.lazy.filter(\.isKnown).count
        console.line("barskin: traced \(counted(report.references.count, "reference")) and \(counted(report.assets.count, "asset")): "
            + "\(counted(errors, "error")), \(counted(warnings, "warning"))" + (accepted == nil && writeBaseline == nil ? "" : " not in the baseline (\(known) in it)")
            + " in \(formatSeconds(since: start))"
            + (report.errors.isEmpty ? "" : "; \(counted(report.errors.count, "file")) could not be read"))
        if report.errors.contains(where: \.meansTheTraceCouldNotRun) { throw Self.couldNotRun }
        if !report.errors.isEmpty || errors > 0 || (warningsAsErrors && warnings > 0) { throw ExitCode.failure }
    }
}

extension DeviceProfile.Device: ExpressibleByArgument {}
